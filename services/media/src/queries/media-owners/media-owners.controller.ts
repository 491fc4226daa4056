import { Controller, Get, Header, Injectable, Req } from '@nestjs/common';
import type { Request } from 'express';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MediaOwnersQuerySchema, parseMediaUrl, type MediaOwnersQuery, type MediaOwnersResponse, INTERNAL_ROUTES } from '@rl/contracts';
import { RequireService, parseOrThrow } from '@rl/service-kit';
import { ImageEntity } from '../../images/image.entity.js';

/** `/media/<key>` (or an absolute URL with that path) -> `<key>`; null for anything else. */
export const keyFromMediaUrl = (url: string): string | null => parseMediaUrl(url)?.key ?? null;

@Injectable()
export class MediaOwnersService {
  constructor(@InjectRepository(ImageEntity) private readonly images: Repository<ImageEntity>) {}

  async owners(urls: readonly string[]): Promise<Record<string, string | null>> {
    const keyByUrl = new Map(urls.map((u) => [u, keyFromMediaUrl(u)] as const));
    const keys = [...new Set([...keyByUrl.values()].filter((k): k is string => k !== null))];
    const ownerByKey = new Map<string, string>();
    if (keys.length > 0) {
      const rows = await this.images.createQueryBuilder('i')
        .select(['i.id', 'i.ownerId', 'i.keys'])
        .where('i.keys && :keys', { keys })
        .getMany();
      for (const row of rows) for (const k of row.keys) ownerByKey.set(k, row.ownerId);
    }
    // fromEntries: a URL such as "__proto__" becomes a plain key
    return Object.fromEntries([...keyByUrl].map(([url, key]) => [url, key ? ownerByKey.get(key) ?? null : null]));
  }
}

/** Internal (service identity only): who owns the photos a listing references. */
@Controller(INTERNAL_ROUTES.media.owners.slice(1))
export class MediaOwnersController {
  constructor(private readonly service: MediaOwnersService) {}

  @Get()
  @RequireService()
  @Header('Cache-Control', 'no-store')
  async owners(@Req() req: Request): Promise<MediaOwnersResponse> {
    // the raw query, not the parsed one: qs makes one value a string and over 20 an object
    const params = new URL(req.originalUrl, 'http://media.internal').searchParams;
    const query: MediaOwnersQuery = parseOrThrow(MediaOwnersQuerySchema, { urls: [...params.getAll('urls'), ...params.getAll('urls[]')] });
    return { owners: await this.service.owners(query.urls) };
  }
}
