import { MEDIA_LIMITS, PHOTO_LIMITS, PHOTO_TAGS, type PhotoAngles, type PhotoFinding, type PhotoTag } from '@rl/contracts';

/** One photo of the form: uploading (with its progress) or stored (with its URLs). */
export interface PhotoItem {
  key: string;
  name: string;
  status: 'uploading' | 'done';
  /** 0..1 while uploading */
  progress: number;
  /** listing URL (the large variant) once stored */
  url?: string;
  thumbnailUrl?: string;
  /** media id, for photos uploaded in this form (removed ones are deleted from storage) */
  mediaId?: string;
  /** local preview while the file uploads */
  previewUrl?: string;
  /** the photo checks (blur, exposure, size, near-duplicates); null: could not be checked */
  findings?: PhotoFinding[] | null;
  /** what the photo shows, tagged by the seller */
  angle?: PhotoTag;
}

export interface PhotoState {
  photos: PhotoItem[];
  /** index of the cover photo (spec §4: the first by default) */
  cover: number;
}

/** Removing a photo keeps the same photo as cover; removing the cover makes the first one the cover. */
export function removePhoto(state: PhotoState, index: number): PhotoState {
  if (index < 0 || index >= state.photos.length) return state;
  const photos = state.photos.filter((_, i) => i !== index);
  let cover = state.cover;
  if (index === state.cover) cover = 0;
  else if (index < state.cover) cover = state.cover - 1;
  return { photos, cover: photos.length === 0 ? 0 : Math.min(cover, photos.length - 1) };
}

/** Moving a photo: the cover follows the photo it was set on. */
export function movePhoto(state: PhotoState, from: number, to: number): PhotoState {
  const n = state.photos.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return state;
  const photos = [...state.photos];
  const [moved] = photos.splice(from, 1);
  photos.splice(to, 0, moved);
  let cover = state.cover;
  if (state.cover === from) cover = to;
  else if (from < state.cover && to >= state.cover) cover = state.cover - 1;
  else if (from > state.cover && to <= state.cover) cover = state.cover + 1;
  return { photos, cover };
}

/** The listing's images: the cover first, then the others in their order. */
export function imagesCoverFirst(state: PhotoState): string[] {
  const done = state.photos.map((p, i) => ({ url: p.url, i })).filter((p): p is { url: string; i: number } => !!p.url);
  const cover = done.find((p) => p.i === state.cover);
  return cover ? [cover.url, ...done.filter((p) => p !== cover).map((p) => p.url)] : done.map((p) => p.url);
}

/** The seller's angle tags of the stored photos, by URL (the listing's `photoAngles`). */
export function anglesOf(state: PhotoState): PhotoAngles {
  return Object.fromEntries(state.photos.filter((p) => p.url && p.angle).map((p) => [p.url!, p.angle!]));
}

const TAGS = new Set<string>(PHOTO_TAGS);
/** A stored tag read back from a listing (anything unknown is dropped). */
export const asTag = (value: string | undefined): PhotoTag | undefined => (value && TAGS.has(value) ? (value as PhotoTag) : undefined);

/** Types the media service accepts (it checks the bytes too). */
const ACCEPTED = new Set<string>(MEDIA_LIMITS.acceptedTypes);
const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

export const PHOTO_ACCEPT = MEDIA_LIMITS.acceptedTypes.join(',');

export interface PhotoRefusal {
  name: string;
  reason: string;
}

/**
 * Spec §5/§9: image files only, 10 MB each, 10 in total. Returns the files to upload and the
 * refused ones with the reason.
 */
export function screenPhotoFiles(files: readonly File[], alreadyThere: number): { accepted: File[]; refused: PhotoRefusal[] } {
  const accepted: File[] = [];
  const refused: PhotoRefusal[] = [];
  for (const file of files) {
    const isImage = file.type ? ACCEPTED.has(file.type) : IMAGE_NAME.test(file.name);
    if (!isImage) refused.push({ name: file.name, reason: 'is not a JPG, PNG or WebP image' });
    else if (file.size > PHOTO_LIMITS.maxBytes) refused.push({ name: file.name, reason: 'is larger than 10 MB' });
    else if (file.size === 0) refused.push({ name: file.name, reason: 'is empty' });
    else if (alreadyThere + accepted.length >= PHOTO_LIMITS.maxCount) {
      refused.push({ name: file.name, reason: `was not added: at most ${PHOTO_LIMITS.maxCount} photos per listing` });
    } else accepted.push(file);
  }
  return { accepted, refused };
}
