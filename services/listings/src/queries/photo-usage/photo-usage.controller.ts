import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { INTERNAL_ROUTES, PhotoUsageQuerySchema, type PhotoUsageQuery, type PhotoUsageResponse } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { PhotoUsageStore } from './photo-usage.store.js';

/** Internal (service identity only; media asks before deleting a photo and when sweeping storage). */
@Controller()
@RequireService()
export class PhotoUsageController {
  constructor(private readonly photos: PhotoUsageStore) {}

  @Post(INTERNAL_ROUTES.listings.photoUsage)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async usage(@Body({ schema: PhotoUsageQuerySchema }) body: PhotoUsageQuery): Promise<PhotoUsageResponse> {
    return { photos: await this.photos.usage(body.urls) };
  }
}
