import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { Repository } from 'typeorm';
import { mediaUrl, type UploadedImage, photoKey } from '@rl/contracts';
import { LOGGER, apiError } from '@rl/service-kit';
import { fileProblem } from '../../images/file-problem.js';
import { ImageEntity, type StoredVariant } from '../../images/image.entity.js';
import { Limiter, LimiterFull } from '../../images/limiter.js';
import { ImageRejected, processImage, type ProcessedImage } from '../../images/process-image.js';
import { MediaStorage } from '../../storage/s3.js';
import { imageProcessingDuration } from '../../images/processing-metrics.js';

const imageKey = photoKey;

class StorageFailed extends Error {}
class UploadAbandoned extends Error {}

/**
 * Upload: check and re-encode (no I/O), then write every variant, then the row. Any failure after
 * the first write removes what was written, so a failed upload leaves neither row nor object.
 */
@Injectable()
export class UploadImageService {
  constructor(
    @InjectRepository(ImageEntity) private readonly images: Repository<ImageEntity>,
    private readonly storage: MediaStorage,
    private readonly limiter: Limiter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `abandoned`: aborted when the uploader is gone; an upload it finds aborted is neither processed nor stored. */
  async upload(ownerId: string, bytes: Buffer, abandoned?: AbortSignal): Promise<UploadedImage> {
    let processed: ProcessedImage;
    try {
      processed = await this.limiter.run(async () => {
        if (abandoned?.aborted) throw new UploadAbandoned();
        const end = imageProcessingDuration.startTimer();
        try {
          const result = await processImage(bytes);
          end({ outcome: 'processed' });
          return result;
        } catch (err) {
          end({ outcome: 'refused' });
          throw err;
        }
      });
    } catch (err) {
      if (err instanceof ImageRejected) {
        this.logger.info({ status: err.status, reason: err.message, detail: err.detail }, 'upload refused');
        throw fileProblem(err.status, err.message);
      }
      if (err instanceof LimiterFull) throw apiError(503, 'Too many uploads in progress; please try again in a moment');
      if (err instanceof UploadAbandoned) throw apiError(408, 'The upload was abandoned before it was processed');
      throw err;
    }
    if (abandoned?.aborted) throw apiError(408, 'The upload was abandoned before it was stored');

    const id = randomUUID();
    const variants: StoredVariant[] = processed.variants.map((v) => ({
      name: v.name, key: imageKey(id, v.name), width: v.width, height: v.height, bytes: v.data.length,
    }));
    const keys = variants.map((v) => v.key);
    const main = variants.find((v) => v.name === 'large') ?? variants[variants.length - 1];
    const thumb = variants.find((v) => v.name === 'thumb') ?? variants[0];

    try {
      const puts = await Promise.allSettled(processed.variants.map((v, i) => this.storage.put(keys[i], v.data, 'image/webp')));
      const failed = puts.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw new StorageFailed(String(failed.reason?.message ?? failed.reason), { cause: failed.reason });
      await this.images.insert({
        id,
        ownerId,
        keys,
        variants,
        width: main.width,
        height: main.height,
        bytes: variants.reduce((n, v) => n + v.bytes, 0),
        sourceFormat: processed.format,
        sourceBytes: bytes.length,
        sourceWidth: processed.width,
        sourceHeight: processed.height,
        findings: processed.analysis.findings,
        measures: processed.analysis.measures,
        phash: processed.analysis.hash,
      });
    } catch (err) {
      await this.storage.deleteQuietly(keys);
      if (err instanceof StorageFailed) {
        this.logger.error({ err: err.cause ?? err }, 'could not store an upload');
        throw apiError(503, 'Image storage is not available; please try again');
      }
      throw err;
    }
    return {
      id, url: mediaUrl(main.key), thumbnailUrl: mediaUrl(thumb.key), width: main.width, height: main.height,
      findings: processed.analysis.findings,
    };
  }
}
