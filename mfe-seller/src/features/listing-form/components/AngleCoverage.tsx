import { PHOTO_ANGLES, missingAngles } from '@rl/contracts';
import { centerRow, CheckIcon, InfoIcon, plainList } from '@rl/web-kit';
import styled from 'styled-components';
import type { PhotoItem } from '../model/photos';

/** The photo guide's angles no uploaded photo is tagged with yet, in the guide's order. */
export function missingPhotoAngles(photos: readonly PhotoItem[]): string[] {
  const stored = photos.filter((p) => p.url);
  return missingAngles(
    stored.map((p) => p.url!),
    Object.fromEntries(stored.filter((p) => p.angle).map((p) => [p.url!, p.angle!])),
  );
}

/**
 * Before the Publish button: what is still missing from the photos and whether it stops publishing (it
 * does not: the review team sees the gap and may ask for the angles before approving).
 */
export function PublishCheck({ photos, id }: { photos: readonly PhotoItem[]; id: string }) {
  const missing = missingPhotoAngles(photos);
  if (missing.length === 0) return null;
  const what = missing.length === PHOTO_ANGLES.length
    ? `None of the ${PHOTO_ANGLES.length} photo angles yet`
    : `${missing.length} of the ${PHOTO_ANGLES.length} photo angles missing`;
  return (
    <Before id={id} data-testid="publish-check">
      <InfoIcon size={16} />
      <span>
        <strong>{what}</strong> (<a href="#photos">see Photos</a>). You can still publish; our team may ask for them
        before approving.
      </span>
    </Before>
  );
}

/** Which of the photo guide's 9 angles no photo is tagged with yet (tagged with the select under each photo). */
export function AngleCoverage({ photos }: { photos: readonly PhotoItem[] }) {
  const missing = missingPhotoAngles(photos);
  const covered = PHOTO_ANGLES.length - missing.length;
  return (
    <Box aria-labelledby="angle-coverage-title" data-complete={missing.length === 0 || undefined}>
      <Title id="angle-coverage-title">
        {missing.length === 0 ? <CheckIcon size={16} /> : <InfoIcon size={16} />}
        {missing.length === 0
          ? `All ${PHOTO_ANGLES.length} angles covered`
          : `${covered} of ${PHOTO_ANGLES.length} angles covered`}
      </Title>
      {missing.length > 0 && (
        <>
          <p>Tag each photo with what it shows. Still missing:</p>
          <Missing aria-label="Missing angles">
            {missing.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </Missing>
        </>
      )}
    </Box>
  );
}

const Before = styled.p`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  color: #6b5017;
  font-size: 0.86rem;
  line-height: 1.45;
  svg { flex: none; margin-top: 2px; }
  a { color: inherit; font-weight: 600; }
`;

const Box = styled.section`
  margin-top: 12px;
  padding: 12px 14px;
  border: 1px solid rgba(200, 164, 93, 0.45);
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffaf0;
  color: #6b5017;
  font-size: 0.86rem;
  &[data-complete] {
    border-color: rgba(31, 122, 77, 0.35);
    background: #eef8f2;
    color: ${({ theme }) => theme.colors.success};
  }
  p { margin: 4px 0 8px; }
`;

const Title = styled.h3`
  ${centerRow}
  gap: 6px;
  font-size: 0.92rem;
  font-weight: 700;
  svg { flex: none; }
`;

const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  ${plainList}
  li {
    padding: 3px 10px;
    border: 1px dashed rgba(122, 93, 31, 0.55);
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    font-size: 0.8rem;
  }
`;
