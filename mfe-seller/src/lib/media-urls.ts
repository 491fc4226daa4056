/**
 * Photos of this platform live at `/media/img/<id>/{thumb,medium,large}.webp` (see the media
 * service); a listing stores the large one. Other URLs are used as they are.
 */
const VARIANT = /^(\/media\/img\/[0-9a-f-]+\/)(thumb|medium|large)\.webp$/i;

export function imageVariant(url: string, variant: 'thumb' | 'medium' | 'large'): string {
  const m = VARIANT.exec(url);
  return m ? `${m[1]}${variant}.webp` : url;
}
