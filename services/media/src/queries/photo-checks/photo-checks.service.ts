import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { withNearDuplicates, type PhotoCheck, type PhotoFinding } from '@rl/contracts';
import { ImageEntity } from '../../images/image.entity.js';
import { keyFromMediaUrl } from '../media-owners/media-owners.controller.js';

interface Row { url: string; hash: string | null; findings: PhotoFinding[] | null; id?: string }

/**
 * The photo checks of a set of photos, in the order given: each photo's own findings (stored at upload)
 * plus near-duplicates among them (Hamming distance of the perceptual hashes). With `ownerId`, photos of
 * anyone else are answered as unknown (null), exactly like URLs that are not photos of this platform.
 */
@Injectable()
export class PhotoChecksService {
  constructor(@InjectRepository(ImageEntity) private readonly images: Repository<ImageEntity>) {}

  async check(urls: readonly string[], ownerId: string | null): Promise<PhotoCheck[]> {
    const keyByUrl = urls.map((u) => keyFromMediaUrl(u));
    const keys = [...new Set(keyByUrl.filter((k): k is string => k !== null))];
    const byKey = new Map<string, ImageEntity>();
    if (keys.length > 0) {
      const found = await this.images.createQueryBuilder('i')
        .select(['i.id', 'i.ownerId', 'i.keys', 'i.findings', 'i.phash'])
        .where('i.keys && :keys', { keys })
        .getMany();
      for (const image of found) for (const k of image.keys) byKey.set(k, image);
    }
    const seen = new Set<string>();
    const rows: Row[] = urls.map((url, i) => {
      const key = keyByUrl[i];
      const image = key ? byKey.get(key) : undefined;
      if (!image || (ownerId !== null && image.ownerId !== ownerId)) return { url, hash: null, findings: null };
      // the same image asked twice (two variant URLs) is one photo, never a duplicate of itself
      const first = !seen.has(image.id);
      seen.add(image.id);
      return { url, hash: first ? image.phash : null, findings: image.findings, id: image.id };
    });
    return withNearDuplicates(rows).map(({ url, findings }) => ({ url, findings }));
  }
}
