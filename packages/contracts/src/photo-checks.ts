import { z } from 'zod';
import { INTERNAL_ROUTES } from './routes/internal.js';
import { PHOTO_ANGLES, PHOTO_LIMITS } from './value-lists.js';

/**
 * Photo checks (issue 12 point 2): what the media service finds in each uploaded photo, the advice the
 * seller sees, the thresholds (documented in docs/ARCHITECTURE.md "Photo checks"), and the angle tags
 * the seller puts on each photo of a listing.
 */

/** What a photo can be flagged for. `near_duplicate` is only found among the photos of one listing. */
export const PHOTO_FINDING_CODES = ['too_small', 'blurred', 'too_dark', 'overexposed', 'near_duplicate'] as const;
export type PhotoFindingCode = (typeof PHOTO_FINDING_CODES)[number];

/**
 * Thresholds of the checks, measured on the upload once oriented. Sharpness and exposure are read on a
 * greyscale copy whose longest side is `analysisSize` (so the numbers do not depend on the camera's
 * resolution); the perceptual hash is a 64-bit DCT hash (sharp-phash).
 */
export const PHOTO_CHECK_THRESHOLDS = {
  /** too small: the long side below this many pixels ... */
  minLongSide: 1024,
  /** ... or the short side below this many */
  minShortSide: 600,
  /** longest side of the greyscale copy the sharpness and exposure are measured on */
  analysisSize: 512,
  /** blurred: variance of the 3x3 Laplacian (0 1 0 / 1 -4 1 / 0 1 0) of that copy below this */
  minLaplacianVariance: 60,
  /** too dark: mean luminance (0-255) below this ... */
  minMeanLuminance: 55,
  /** ... or more than this share of pixels at 8 or below (crushed shadows) */
  maxShadowClippedShare: 0.5,
  /** blown out: mean luminance above this ... */
  maxMeanLuminance: 215,
  /** ... or more than this share of pixels at 250 or above (clipped highlights) */
  maxHighlightClippedShare: 0.25,
  /**
   * near-duplicate: perceptual hashes (64 bits) differing in at most this many bits. The same shot
   * re-encoded, resized or re-saved differs by 0-2 bits; the 9 different angles of a demo set by 5 or more.
   */
  maxDuplicateDistance: 4,
} as const;

/** One finding on one photo: a stable code, what is wrong, and what to do about it. */
export const PhotoFindingSchema = z.object({
  code: z.enum(PHOTO_FINDING_CODES),
  message: z.string(),
  advice: z.string(),
  /** near_duplicate: the URL of the earlier photo it repeats */
  duplicateOf: z.string().optional(),
});
export type PhotoFinding = z.infer<typeof PhotoFindingSchema>;

/** The measurements behind the findings (stored with the image; shown to nobody but kept for tuning). */
export const PhotoMeasuresSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  laplacianVariance: z.number(),
  meanLuminance: z.number(),
  shadowClippedShare: z.number(),
  highlightClippedShare: z.number(),
});
export type PhotoMeasures = z.infer<typeof PhotoMeasuresSchema>;

const count = (n: number) => Math.round(n * 100);

/** The findings of one photo on its own (everything but near-duplicates), from its measurements. */
export function photoFindings(m: PhotoMeasures, t = PHOTO_CHECK_THRESHOLDS): PhotoFinding[] {
  const out: PhotoFinding[] = [];
  const long = Math.max(m.width, m.height);
  const short = Math.min(m.width, m.height);
  if (long < t.minLongSide || short < t.minShortSide) {
    out.push({
      code: 'too_small',
      message: `Too small: ${m.width} x ${m.height} pixels (at least ${t.minLongSide} x ${t.minShortSide})`,
      advice: 'Upload the original photo from your camera or phone, not a screenshot or a resized copy',
    });
  }
  const dark = m.meanLuminance < t.minMeanLuminance || m.shadowClippedShare > t.maxShadowClippedShare;
  // a dark photo has little contrast, so it also reads as soft: retaking it in daylight answers both
  if (!dark && m.laplacianVariance < t.minLaplacianVariance) {
    out.push({ code: 'blurred', message: 'Looks blurred', advice: 'Hold the phone steady, tap the car to focus and retake' });
  }
  if (dark) {
    out.push({ code: 'too_dark', message: 'Too dark', advice: 'Retake in daylight' });
  } else if (m.meanLuminance > t.maxMeanLuminance || m.highlightClippedShare > t.maxHighlightClippedShare) {
    out.push({
      code: 'overexposed',
      message: `Blown out: ${count(m.highlightClippedShare)}% of the photo is pure white`,
      advice: 'Retake in open shade or with the sun behind you',
    });
  }
  return out;
}

/** Bits that differ between two hex-encoded perceptual hashes of the same length (Infinity otherwise). */
export function hashDistance(a: string, b: string): number {
  if (a.length !== b.length || !/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b)) return Infinity;
  let bits = 0;
  for (let i = 0; i < a.length; i++) {
    let x = parseInt(a[i]!, 16) ^ parseInt(b[i]!, 16);
    while (x) {
      bits += x & 1;
      x >>= 1;
    }
  }
  return bits;
}

export const nearDuplicateFinding = (duplicateOf: string, position: number): PhotoFinding => ({
  code: 'near_duplicate',
  message: `Nearly the same as photo ${position}`,
  advice: 'Replace it with one of the missing angles',
  duplicateOf,
});

/** The checks of several photos taken together: each keeps its own findings, and a photo close to an earlier one is a near-duplicate. */
export function withNearDuplicates<T extends { url: string; hash: string | null; findings: PhotoFinding[] | null }>(
  photos: readonly T[],
  maxDistance: number = PHOTO_CHECK_THRESHOLDS.maxDuplicateDistance,
): T[] {
  return photos.map((p, i) => {
    if (!p.hash || !p.findings) return p;
    const earlier = photos.slice(0, i).findIndex((o) => o.hash !== null && o.url !== p.url && hashDistance(o.hash, p.hash!) <= maxDistance);
    return earlier < 0 ? p : { ...p, findings: [...p.findings, nearDuplicateFinding(photos[earlier]!.url, earlier + 1)] };
  });
}

// ---- the checks of a set of photos (the listing form, moderation) ----

/** Most photos one checks request may ask about (a listing's photos, plus a few being replaced). */
export const PHOTO_CHECKS_MAX_URLS = PHOTO_LIMITS.maxCount * 2;

/**
 * POST /api/media/photo-checks: the findings of photos the caller uploaded, taken together (near-duplicates
 * among them, in the order given: a photo is compared with the ones before it). Any variant's URL works.
 */
export const PhotoChecksBodySchema = z.strictObject({
  urls: z.array(z.string({ error: 'Each URL must be text' }).max(500, 'A URL must be at most 500 characters'), { error: 'urls must be a list of photo URLs' })
    .min(1, 'urls must name at least one photo')
    .max(PHOTO_CHECKS_MAX_URLS, `At most ${PHOTO_CHECKS_MAX_URLS} urls`),
});
export type PhotoChecksBody = z.infer<typeof PhotoChecksBodySchema>;

/** One photo's checks. `findings` null: not a photo of the caller's (or of this platform), or never analysed. */
export const PhotoCheckSchema = z.object({
  url: z.string(),
  findings: z.array(PhotoFindingSchema).nullable(),
});
export type PhotoCheck = z.infer<typeof PhotoCheckSchema>;
export const PhotoChecksResponseSchema = z.object({ photos: z.array(PhotoCheckSchema) });
export type PhotoChecksResponse = z.infer<typeof PhotoChecksResponseSchema>;

/** The internal photo checks (INTERNAL_ROUTES.media.photoChecks) with their query: `GET ...?urls=a&urls=b`. */
export function photoChecksPath(urls: readonly string[]): string {
  const q = new URLSearchParams();
  for (const u of urls) q.append('urls', u);
  return `${INTERNAL_ROUTES.media.photoChecks}?${q.toString()}`;
}

// ---- angles ----

/** What a photo shows: the 9 angles of the photo guide, then close-ups of damage and anything else. */
export const PHOTO_TAGS = [...PHOTO_ANGLES, 'Damage', 'Other'] as const;
export type PhotoTag = (typeof PHOTO_TAGS)[number];

/** A listing's angle tags, keyed by photo URL (tags of URLs that are not among its images are ignored). */
export const PhotoAnglesSchema = z.record(
  z.string().max(500).regex(/^\/media\/[\w./-]+$/, 'Angle tags must name photos uploaded to this platform'),
  z.enum(PHOTO_TAGS, { error: `Angle must be one of: ${PHOTO_TAGS.join(', ')}` }),
).refine((r) => Object.keys(r).length <= PHOTO_CHECKS_MAX_URLS, { message: `At most ${PHOTO_CHECKS_MAX_URLS} angle tags` });
export type PhotoAngles = z.infer<typeof PhotoAnglesSchema>;

/** One photo of a listing as moderators review it: its angle tag and its findings (null: could not be checked). */
export const PhotoReviewSchema = z.object({
  url: z.string(),
  angle: z.string().nullable(),
  findings: z.array(PhotoFindingSchema).nullable(),
});
export type PhotoReview = z.infer<typeof PhotoReviewSchema>;

/** The required angles (PHOTO_ANGLES) no photo of `images` is tagged with, in the guide's order. */
export function missingAngles(images: readonly string[], angles: Readonly<Record<string, string>> | null | undefined): string[] {
  const tagged = new Set(images.map((u) => angles?.[u]).filter(Boolean));
  return PHOTO_ANGLES.filter((a) => !tagged.has(a));
}
