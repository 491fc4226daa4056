import { Controller, Delete, HttpCode, Inject, Injectable, Param } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { Repository } from 'typeorm';
import { ROUTES, type Identity } from '@rl/contracts';
import { CurrentIdentity, LOGGER, RequireUser, apiError } from '@rl/service-kit';
import { ImageEntity } from '../../images/image.entity.js';
import { MediaStorage } from '../../storage/s3.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Delete: objects first, then the row. If the storage fails the row stays, so the delete can be
 * tried again (deleting a missing object is no error).
 */
@Injectable()
export class DeleteImageService {
  constructor(
    @InjectRepository(ImageEntity) private readonly images: Repository<ImageEntity>,
    private readonly storage: MediaStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async delete(id: string, who: Identity): Promise<void> {
    const image = UUID.test(id) ? await this.images.findOneBy({ id: id.toLowerCase() }) : null;
    if (!image) throw apiError(404, 'Image not found');
    if (image.ownerId !== who.userId && who.role !== 'admin') throw apiError(403, 'You can only delete your own images');
    try {
      await this.storage.delete(image.keys);
    } catch (err) {
      this.logger.error({ err, id }, 'could not delete the objects of an image');
      throw apiError(503, 'Image storage is not available; please try again');
    }
    await this.images.delete({ id: image.id });
    this.logger.info({ id, by: who.userId, role: who.role }, 'image deleted');
  }
}

@Controller()
export class DeleteImageController {
  constructor(private readonly service: DeleteImageService) {}

  /** The owner or an admin: 204. Anonymous 401, someone else 403, unknown 404. */
  @Delete(ROUTES.mediaImage)
  @HttpCode(204)
  @RequireUser()
  async remove(@Param('id') id: string, @CurrentIdentity() who: Identity): Promise<void> {
    await this.service.delete(id, who);
  }
}
