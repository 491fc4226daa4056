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

/** A stored photo's public URL, any variant: (the URL up to the variant)(the variant). */
const PHOTO_URL = new RegExp(`^(${MEDIA_URL_PREFIX}${PHOTO_FOLDER}[0-9a-f-]+/)(${IMAGE_VARIANTS.map((v) => v.name).join('|')})\\.webp$`, 'i');

/** The URL of another size of a stored photo (a listing keeps the large one). Other URLs come back as they are. */
export function photoVariantUrl(url: string, variant: ImageVariantName): string {
  const m = PHOTO_URL.exec(url);
  return m ? `${m[1]}${variant}.webp` : url;
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
  const m = PHOTO_URL.exec(url);
  return m ? IMAGE_VARIANTS.map((v) => `${m[1]}${v.name}.webp ${v.max}w`).join(', ') : undefined;
}
