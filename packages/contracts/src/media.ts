import { z } from 'zod';
import { INTERNAL_ROUTES } from './routes/internal.js';
import { PHOTO_LIMITS } from './value-lists.js';
import { PhotoFindingSchema } from './photo-checks.js';

/**
 * The media service: photo uploads (public, through the gateway under /api/media/) and the
 * internal API the listings service uses to check who owns the photos a listing references.
 * Stored objects are served read-only by the gateway at `/media/<key>`.
 */

/** POST /api/media/images takes multipart/form-data with exactly one file in this field. */
export const IMAGE_UPLOAD_FIELD = 'file';

export const MEDIA_LIMITS = {
  /** bytes per uploaded file (spec §5/§9: 10 MB each) */
  maxBytes: PHOTO_LIMITS.maxBytes,
  /** decoded pixels (width x height) of an upload; more is refused before decoding */
  maxPixels: 40_000_000,
  /** accepted by their bytes (magic numbers), whatever the file name or declared type */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

// the stored sizes and photo URL helpers live in a zod-free module that browsers import
export {
  GALLERY_PHOTO_SIZES, IMAGE_VARIANTS, MEDIA_URL_PREFIX, mediaUrl, parseMediaUrl, photoKey, photoSrcSet, photoVariantUrl, type ImageVariantName, type MediaUrlParts,
} from './photo-urls.js';

/** 201 answer of POST /api/media/images. `url` is the large variant, `thumbnailUrl` the thumb; width/height are `url`'s. */
export const UploadedImageSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** the photo checks of this photo on its own (photo-checks.ts); near-duplicates need the listing's other photos */
  findings: z.array(PhotoFindingSchema).optional(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/**
 * The media service's internal owners route (INTERNAL_ROUTES.media.owners, service identity only):
 * `GET /internal/media/owners?urls=/media/a&urls=/media/b` -> `{ owners: { [url]: ownerId | null } }`:
 * every URL asked for is a key of `owners`; null when it is not a stored image of this platform.
 * Any variant's URL (thumb, medium, large) names the image's owner.
 */
/** Most URLs one owners request may ask about. */
export const MEDIA_OWNERS_MAX_URLS = 100;

/** The owners path with its query: `mediaOwnersPath(['/media/a'])` -> `/internal/media/owners?urls=%2Fmedia%2Fa`. */
export function mediaOwnersPath(urls: readonly string[]): string {
  const q = new URLSearchParams();
  for (const u of urls) q.append('urls', u);
  return `${INTERNAL_ROUTES.media.owners}?${q.toString()}`;
}

/**
 * Query of the owners endpoint: `urls` repeated, read as a list (`URLSearchParams.getAll('urls')`):
 * a generic query parser would turn one value into a string and over 20 into an object.
 */
export const MediaOwnersQuerySchema = z.object({
  urls: z
    .array(z.string().max(500, 'A URL must be at most 500 characters'))
    .min(1, 'urls is required: ?urls=/media/...&urls=...')
    .max(MEDIA_OWNERS_MAX_URLS, `At most ${MEDIA_OWNERS_MAX_URLS} urls`),
});
export type MediaOwnersQuery = z.infer<typeof MediaOwnersQuerySchema>;

export const MediaOwnersResponseSchema = z.object({
  owners: z.record(z.string(), z.string().nullable()),
});
export type MediaOwnersResponse = z.infer<typeof MediaOwnersResponseSchema>;
