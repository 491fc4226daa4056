import { PHOTO_ANGLES, missingAngles, type Check, type PhotoCheck, type PhotoReview, type Vehicle } from '@rl/contracts';

/**
 * The photo checks moderators see: `photo_quality` (the media service's findings on each photo, near-duplicates
 * among the listing's photos included) and `angle_coverage` (which of the guide's 9 angles no photo is tagged with).
 */

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Each photo of the listing with its angle tag and findings; `checks` null when media could not answer. */
function photoReviews(v: Vehicle, checks: readonly PhotoCheck[] | null): PhotoReview[] {
  return v.images.map((url, i) => ({ url, angle: v.photoAngles?.[url] ?? null, findings: checks?.[i]?.findings ?? null }));
}

export function photoQualityCheck(v: Vehicle, checks: readonly PhotoCheck[] | null, whyNot?: string): Check {
  const code = 'photo_quality';
  const photos = photoReviews(v, checks);
  if (photos.length === 0) return { code, ok: true, status: 'unknown', message: 'The listing has no photos', photos };
  if (!checks) return { code, ok: true, status: 'unknown', message: `Could not check the photos (${whyNot ?? 'media service unavailable'})`, photos };
  const flagged = photos.map((p, i) => ({ i, p })).filter(({ p }) => p.findings && p.findings.length > 0);
  const unchecked = photos.filter((p) => p.findings === null).length;
  const note = unchecked ? `; ${plural(unchecked, 'photo')} not checked (uploaded before the checks, or not from this platform)` : '';
  if (flagged.length === 0) {
    if (unchecked === photos.length) return { code, ok: true, status: 'unknown', message: `No photo could be checked${note}`, photos };
    return { code, ok: true, status: 'pass', message: `${plural(photos.length - unchecked, 'photo')} sharp, well exposed and distinct${note}`, photos };
  }
  const list = flagged.map(({ i, p }) => `photo ${i + 1}: ${p.findings!.map((f) => f.message.toLowerCase()).join(', ')}`).join('; ');
  return { code, ok: false, status: 'fail', message: `${plural(flagged.length, 'photo')} flagged (${list})${note}`, photos };
}

export function angleCoverageCheck(v: Vehicle): Check {
  const code = 'angle_coverage';
  const missing = missingAngles(v.images, v.photoAngles);
  const photos = photoReviews(v, null);
  const covered = PHOTO_ANGLES.length - missing.length;
  if (missing.length === 0) return { code, ok: true, status: 'pass', message: `All ${PHOTO_ANGLES.length} angles of the photo guide are tagged`, photos, missingAngles: [] };
  return {
    code, ok: false, status: 'fail', missingAngles: missing, photos,
    message: `${covered} of ${PHOTO_ANGLES.length} angles tagged; missing: ${missing.join(', ')}`,
  };
}
