/**
 * Stored photo sizes and their URLs, for browsers too: no zod here, so a page that shows photos does
 * not download the schema library. `media.ts` re-exports all of it.
 */
/** Stored sizes: each is bounded to `max` x `max` pixels (aspect kept), never enlarged, WebP. */
export const IMAGE_VARIANTS = [
  { name: 'thumb', max: 320 },
  { name: 'medium', max: 960 },
  { name: 'large', max: 1920 },
] as const;
export type ImageVariantName = (typeof IMAGE_VARIANTS)[number]['name'];

/** Prefix of every public media URL (the gateway maps `/media/<key>` to the bucket). */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (key: string) => `${MEDIA_URL_PREFIX}${key}`;

// the folder of a stored photo's variants: `img/<image id>/<variant>.webp`
const PHOTO_FOLDER = 'img/';

/** The storage key of one variant of a stored photo (its public URL is `mediaUrl(photoKey(...))`). */
export const photoKey = (id: string, variant: ImageVariantName) => `${PHOTO_FOLDER}${id}/${variant}.webp`;

/** A stored photo's key: `img/<image id>/<variant>.webp`. */
const PHOTO_KEY = new RegExp(`^${PHOTO_FOLDER}([0-9a-f-]+)/(${IMAGE_VARIANTS.map((v) => v.name).join('|')})\\.webp$`);

/** A media URL taken apart: the storage key, and for a stored photo its image id and variant. */
export interface MediaUrlParts {
  key: string;
  photo: { id: string; variant: ImageVariantName } | null;
}

/**
 * The one reading of a media URL (`/media/<key>`, or an absolute URL with that path): null for anything else,
 * including keys that could leave the bucket's folders (`..`).
 */
export function parseMediaUrl(url: string): MediaUrlParts | null {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = path.slice(MEDIA_URL_PREFIX.length);
  if (!/^[\w-]+(\/[\w.-]+)*$/.test(key) || key.includes('..')) return null;
  const m = PHOTO_KEY.exec(key);
  return { key, photo: m ? { id: m[1]!, variant: m[2] as ImageVariantName } : null };
}

/** A stored photo of a page's own URL (`/media/img/...`); absolute URLs are left to the caller as they are. */
const storedPhoto = (url: string) => (url.startsWith(MEDIA_URL_PREFIX) ? parseMediaUrl(url)?.photo ?? null : null);

/** The URL of another size of a stored photo (a listing keeps the large one). Other URLs come back as they are. */
export function photoVariantUrl(url: string, variant: ImageVariantName): string {
  const photo = storedPhoto(url);
  return photo ? mediaUrl(photoKey(photo.id, variant)) : url;
}

/**
 * `sizes` of the detail page's main photo (its gallery): the page's largest paint. The server-filled
 * head preloads the same candidate the gallery's <img> picks, so both must use this one value.
 */
export const GALLERY_PHOTO_SIZES = '(min-width: 1024px) 760px, 100vw';

/**
 * `srcset` of a stored photo: every variant with its width, so the browser picks the smallest that
 * fills the slot (`sizes`). Undefined for URLs that are not the platform's photos.
 */
export function photoSrcSet(url: string): string | undefined {
  const photo = storedPhoto(url);
  return photo ? IMAGE_VARIANTS.map((v) => `${mediaUrl(photoKey(photo.id, v.name))} ${v.max}w`).join(', ') : undefined;
}
