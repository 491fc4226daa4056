import { photoSrcSet, photoVariantUrl } from '@rl/contracts';

export interface CardImage {
  src: string;
  srcSet?: string;
}

/** src (the 960 px variant) and srcset of a card photo. Unknown URL shapes are used as they are. */
export function cardImage(url: string): CardImage {
  return { src: photoVariantUrl(url, 'medium'), srcSet: photoSrcSet(url) };
}

/** The 320 px variant, for thumbnails. */
export const thumbImage = (url: string): string => photoVariantUrl(url, 'thumb');
