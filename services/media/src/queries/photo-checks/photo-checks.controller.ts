import { Body, Controller, Get, Header, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  INTERNAL_ROUTES, MediaOwnersQuerySchema, PhotoChecksBodySchema, ROUTES, type Identity, type PhotoChecksBody, type PhotoChecksResponse,
} from '@rl/contracts';
import { CurrentIdentity, RequireService, RequireUser, parseOrThrow } from '@rl/service-kit';
import { PhotoChecksService } from './photo-checks.service.js';

@Controller()
export class PhotoChecksController {
  constructor(private readonly checks: PhotoChecksService) {}

  /** The listing form: the caller's own photos taken together (others' photos answer null). */
  @Post(ROUTES.mediaPhotoChecks)
  @HttpCode(200)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async mine(@Body({ schema: PhotoChecksBodySchema }) body: PhotoChecksBody, @CurrentIdentity() who: Identity): Promise<PhotoChecksResponse> {
    return { photos: await this.checks.check(body.urls, who.userId) };
  }

  /** Internal (service identity only): any listing's photos, for moderation's automated checks. */
  @Get(INTERNAL_ROUTES.media.photoChecks)
  @RequireService()
  @Header('Cache-Control', 'no-store')
  async any(@Req() req: Request): Promise<PhotoChecksResponse> {
    // the raw query, as for the owners route: qs makes one value a string and over 20 an object
    const params = new URL(req.originalUrl, 'http://media.internal').searchParams;
    const { urls } = parseOrThrow(MediaOwnersQuerySchema, { urls: params.getAll('urls') });
    return { photos: await this.checks.check(urls, null) };
  }
}
