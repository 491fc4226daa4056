import { Inject, Injectable } from '@nestjs/common';
import type { FieldProblem, Identity, ListingData } from '@rl/contracts';
import { apiError, ValidationFailed } from '@rl/service-kit';
import { zipPoint, type GeoPoint } from '../geo/zip-codes.js';
import { MEDIA_OWNERS, MediaUnavailableError, type MediaOwners } from '../media/media-owners.js';

/**
 * Checks that hold for both create and edit beyond the body schema: the ZIP code is a known US ZIP
 * (its coordinates are stored for radius search), and every new photo was uploaded to this platform
 * by the seller (or by the admin making the change).
 */
@Injectable()
export class ListingWriter {
  constructor(@Inject(MEDIA_OWNERS) private readonly media: MediaOwners) {}

  async check(data: ListingData, ownerId: string, actor: Identity, previousImages: readonly string[], requestId?: string): Promise<GeoPoint> {
    const geo = zipPoint(data.zipCode);
    if (!geo) throw new ValidationFailed([{ field: 'zipCode', message: 'ZIP code is not a known US ZIP code' }]);
    // photos already on the listing were checked when they were added
    const known = new Set(previousImages);
    const fresh = [...new Set(data.images.filter((u) => !known.has(u)))];
    if (fresh.length === 0) return geo;
    let owners: Record<string, string | null>;
    try {
      owners = await this.media.ownersOf(fresh, requestId);
    } catch (err) {
      if (err instanceof MediaUnavailableError) {
        throw apiError(503, 'Photos cannot be verified right now (the media service is unavailable). Please try again in a moment.');
      }
      throw err;
    }
    const allowed = new Set([ownerId, ...(actor.role === 'admin' ? [actor.userId] : [])]);
    const problems: FieldProblem[] = [];
    data.images.forEach((url, i) => {
      if (known.has(url)) return;
      const owner = owners[url] ?? null;
      if (owner === null) problems.push({ field: `images.${i}`, message: 'This photo is not an image uploaded to this platform' });
      else if (!allowed.has(owner)) problems.push({ field: `images.${i}`, message: 'This photo was uploaded by another user' });
    });
    if (problems.length > 0) throw new ValidationFailed(problems);
    return geo;
  }
}
