import { Controller, Delete, HttpCode, Inject, Injectable, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { InjectRepository } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { Repository } from 'typeorm';
import { ROUTES, mediaUrl, photoInUseReason, type Identity } from '@rl/contracts';
import { CurrentIdentity, LOGGER, RequireUser, apiError } from '@rl/service-kit';
import { ImageEntity } from '../../images/image.entity.js';
import { ListingsUnavailableError, PHOTO_USAGE, type PhotoUsage } from '../../listings/photo-usage.js';
import { MediaStorage } from '../../storage/s3.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Delete: refused (409, naming the listing) while a listing or a pending revision uses any variant of the
 * photo, and 503 when listings cannot say (never a delete on doubt). Then objects first, then the row. If the storage fails the row stays, so the delete can be
 * tried again (deleting a missing object is no error).
 */
@Injectable()
export class DeleteImageService {
  constructor(
    @InjectRepository(ImageEntity) private readonly images: Repository<ImageEntity>,
    private readonly storage: MediaStorage,
    @Inject(PHOTO_USAGE) private readonly usage: PhotoUsage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async delete(id: string, who: Identity, requestId?: string): Promise<void> {
    const image = UUID.test(id) ? await this.images.findOneBy({ id: id.toLowerCase() }) : null;
    if (!image) throw apiError(404, 'Image not found');
    if (image.ownerId !== who.userId && who.role !== 'admin') throw apiError(403, 'You can only delete your own images');
    await this.refuseWhenUsed(image, requestId);
    try {
      await this.storage.delete(image.keys);
    } catch (err) {
      this.logger.error({ err, id }, 'could not delete the objects of an image');
      throw apiError(503, 'Image storage is not available; please try again');
    }
    await this.images.delete({ id: image.id });
    this.logger.info({ id, by: who.userId, role: who.role }, 'image deleted');
  }

  private async refuseWhenUsed(image: ImageEntity, requestId?: string): Promise<void> {
    let usage;
    try {
      usage = await this.usage.usage(image.keys.map(mediaUrl), requestId);
    } catch (err) {
      if (!(err instanceof ListingsUnavailableError)) throw err;
      this.logger.warn({ err: err.message, id: image.id }, 'photo delete refused: its use cannot be checked');
      throw apiError(503, 'We cannot check whether a listing uses this photo right now; please try again in a moment');
    }
    // every variant may be on the same listing: name each listing once
    const uses = [...new Map(Object.values(usage).flatMap((u) => u.uses).map((u) => [`${u.via}:${u.vehicleId}`, u])).values()];
    if (uses.length > 0) throw apiError(409, photoInUseReason(uses));
  }
}

@Controller()
export class DeleteImageController {
  constructor(private readonly service: DeleteImageService) {}

  /** The owner or an admin: 204. Anonymous 401, someone else 403, unknown 404, used by a listing 409, listings down 503. */
  @Delete(ROUTES.mediaImage)
  @HttpCode(204)
  @RequireUser()
  async remove(@Param('id') id: string, @CurrentIdentity() who: Identity, @Req() req: Request & { id?: string }): Promise<void> {
    await this.service.delete(id, who, req.id);
  }
}
