// Stored photos come in three sizes (thumb 320, medium 960, large 1920 px; contracts IMAGE_VARIANTS)
// at /media/<key>/<size>.webp; listings keep the large URL. Cards ask for the smaller ones.
const VARIANT = /^(\/media\/.+\/)(thumb|medium|large)\.webp$/;

export interface CardImage {
  src: string;
  srcSet?: string;
}

/** src and srcset for a card `width` CSS pixels wide. Unknown URL shapes are used as they are. */
export function cardImage(url: string): CardImage {
  const m = VARIANT.exec(url);
  if (!m) return { src: url };
  const base = m[1];
  return { src: `${base}medium.webp`, srcSet: `${base}thumb.webp 320w, ${base}medium.webp 960w` };
}

/** The 320 px variant, for thumbnails. */
export function thumbImage(url: string): string {
  const m = VARIANT.exec(url);
  return m ? `${m[1]}thumb.webp` : url;
}
