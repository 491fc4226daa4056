import { Inject, Injectable, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { LOGGER, ServiceKitModule } from '@rl/service-kit';
import { DeleteImageController, DeleteImageService } from './commands/delete-image/delete-image.controller.js';
import { UploadErrorsInterceptor } from './commands/upload-image/upload-errors.interceptor.js';
import { UploadImageController } from './commands/upload-image/upload-image.controller.js';
import { UploadImageService } from './commands/upload-image/upload-image.service.js';
import type { MediaEnv } from './env.js';
import { ImageEntity } from './images/image.entity.js';
import { Limiter } from './images/limiter.js';
import { hardenSharp } from './images/process-image.js';
import { CreateImages1732600000000 } from './migrations/1732600000000-create-images.js';
import { PhotoChecks1732820000000 } from './migrations/1732820000000-photo-checks.js';
import { PhotoChecksController } from './queries/photo-checks/photo-checks.controller.js';
import { PhotoChecksService } from './queries/photo-checks/photo-checks.service.js';
import { MediaOwnersController, MediaOwnersService } from './queries/media-owners/media-owners.controller.js';
import { MediaStorage, createS3Client } from './storage/s3.js';
import { UploadLimits } from './limits/upload-limits.js';
import { HttpPhotoUsage, NoPhotoUsage, PHOTO_USAGE, type PhotoUsage } from './listings/photo-usage.js';
import { StorageSweep1732860000001 } from './migrations/1732860000001-storage-sweep.js';
import { StorageSweep } from './storage-hygiene/storage-sweep.js';
import { SWEEP_ENABLED, SweepSchedule } from './storage-hygiene/sweep-schedule.js';

const MEDIA_ENTITIES = [ImageEntity];
const MEDIA_MIGRATIONS = [CreateImages1732600000000, PhotoChecks1732820000000, StorageSweep1732860000001];

/** Makes sure the bucket exists once the app is up (a failure is logged; readiness keeps trying). */
@Injectable()
class BucketLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(private readonly storage: MediaStorage, @Inject(LOGGER) private readonly logger: Logger) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.storage.ensureBucket(10_000);
    } catch (err) {
      this.logger.warn({ err, bucket: this.storage.bucket }, 'media bucket is not reachable yet');
    }
  }

  onApplicationShutdown(): void {
    this.storage.client.destroy();
  }
}

export interface MediaDeps {
  /** where photos are used; default: the listings service at LISTINGS_URL (or none when unset) */
  photoUsage?: PhotoUsage;
}

@Module({})
export class MediaModule {
  static register(env: MediaEnv, logger: Logger, deps: MediaDeps = {}): DynamicModule {
    hardenSharp();
    const photoUsage = deps.photoUsage
      ?? (env.LISTINGS_URL ? new HttpPhotoUsage(env.LISTINGS_URL, env.IDENTITY_SECRET, env.LISTINGS_TIMEOUT_MS) : new NoPhotoUsage());
    const storage = new MediaStorage(createS3Client(env), env.S3_BUCKET, logger, env.S3_CREATE_BUCKET);
    return {
      module: MediaModule,
      imports: [
        ServiceKitModule.forRoot({
          env,
          logger,
          entities: MEDIA_ENTITIES,
          migrations: MEDIA_MIGRATIONS,
          readinessChecks: [{ name: 's3', check: () => storage.ensureBucket() }],
        }),
        TypeOrmModule.forFeature([ImageEntity]),
      ],
      controllers: [UploadImageController, DeleteImageController, MediaOwnersController, PhotoChecksController],
      providers: [
        { provide: MediaStorage, useValue: storage },
        { provide: Limiter, useValue: new Limiter(env.MEDIA_PROCESS_CONCURRENCY, env.MEDIA_PROCESS_QUEUE, env.MEDIA_PROCESS_MAX_WAIT_MS) },
        UploadErrorsInterceptor,
        UploadImageService,
        UploadLimits,
        DeleteImageService,
        MediaOwnersService,
        PhotoChecksService,
        BucketLifecycle,
        { provide: PHOTO_USAGE, useValue: photoUsage },
        { provide: SWEEP_ENABLED, useValue: !(photoUsage instanceof NoPhotoUsage) },
        StorageSweep,
        SweepSchedule,
      ],
    };
  }
}
