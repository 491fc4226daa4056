import { z } from 'zod';
import { LISTING_STATUSES } from './value-lists.js';

/**
 * Where stored photos are used, asked by the media service of listings (service identity only, not
 * routed by the gateway): before a photo is deleted (409 while in use) and by the storage hygiene job.
 *
 * `POST /internal/photos/usage {urls}` -> `{photos: {[url]: {uses, releasedAt}}}`, every URL asked for a key:
 * - `uses`: the listings whose photos include the URL (any status: the seller and moderators still see
 *   rejected, expired and sold listings, and a rejected listing can be edited again) and the listings whose
 *   PENDING revision proposes it;
 * - `releasedAt`: when the URL last left a listing or a pending revision (listing deleted, photo removed by
 *   an edit, revision decided or replaced); null when that never happened.
 * A POST, not a GET: one sweep batch asks about every variant URL of up to 100 images.
 */
/** Most URLs one usage request may ask about (3 variants of 100 images, with room to spare). */
export const PHOTO_USAGE_MAX_URLS = 500;

export const PhotoUsageQuerySchema = z.strictObject({
  urls: z
    .array(z.string().max(500, 'A URL must be at most 500 characters'), { error: 'urls must be a list of photo URLs' })
    .min(1, 'urls is required')
    .max(PHOTO_USAGE_MAX_URLS, `At most ${PHOTO_USAGE_MAX_URLS} urls`),
});
export type PhotoUsageQuery = z.infer<typeof PhotoUsageQuerySchema>;

export const PhotoUseSchema = z.object({
  vehicleId: z.number().int(),
  /** "2021 BMW X5" */
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  /** on the listing itself, or only in its pending revision */
  via: z.enum(['listing', 'revision']),
});
export type PhotoUse = z.infer<typeof PhotoUseSchema>;

export const PhotoUsageResponseSchema = z.object({
  photos: z.record(z.string(), z.object({
    uses: z.array(PhotoUseSchema),
    releasedAt: z.iso.datetime({ offset: true }).nullable(),
  })),
});
export type PhotoUsageResponse = z.infer<typeof PhotoUsageResponseSchema>;

/** Why a photo may not be deleted: names the first listing using it. */
export function photoInUseReason(uses: readonly PhotoUse[]): string {
  const u = uses[0];
  if (!u) return '';
  const more = uses.length > 1 ? ` (and ${uses.length - 1} more)` : '';
  return u.via === 'listing'
    ? `This photo is on the listing ${u.title} (#${u.vehicleId})${more}; remove it from the listing first`
    : `This photo is in the edit of the listing ${u.title} (#${u.vehicleId}) waiting for review${more}; it cannot be deleted until that edit is decided`;
}

/**
 * Storage hygiene (media's scheduled sweep). Defaults of the media service's env; the grace period lets a
 * seller who deleted a listing or removed a photo by mistake, or a moderator, still see it for a while.
 */
export const STORAGE_HYGIENE_DEFAULTS = {
  /** an upload never attached to a listing is removed this long after it was uploaded */
  unattachedAfterMs: 24 * 3600_000,
  /** a photo released by a listing (deleted, or the photo removed by an edit) is removed this long after */
  releasedGraceMs: 7 * 24 * 3600_000,
  /** how often each media replica sweeps */
  intervalMs: 3600_000,
  /** images looked at per batch (one usage request each) */
  batchSize: 100,
  /** at most this many images looked at per sweep */
  maxPerSweep: 2000,
} as const;

/** Why the sweep removed an image: the label of the media service's removal metrics. */
export const STORAGE_REMOVAL_REASONS = ['unattached', 'released'] as const;
export type StorageRemovalReason = (typeof STORAGE_REMOVAL_REASONS)[number];
