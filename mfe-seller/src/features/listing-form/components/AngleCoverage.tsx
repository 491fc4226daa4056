import { PHOTO_ANGLES, missingAngles } from '@rl/contracts';
import { CheckIcon, InfoIcon } from '@rl/web-kit';
import styled from 'styled-components';
import type { PhotoItem } from '../model/photos';

/** Which of the photo guide's 9 angles no photo is tagged with yet (tagged with the select under each photo). */
export function AngleCoverage({ photos }: { photos: readonly PhotoItem[] }) {
  const stored = photos.filter((p) => p.url);
  const missing = missingAngles(
    stored.map((p) => p.url!),
    Object.fromEntries(stored.filter((p) => p.angle).map((p) => [p.url!, p.angle!])),
  );
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
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 0.92rem;
  font-weight: 700;
  svg { flex: none; }
`;

const Missing = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 3px 10px;
    border: 1px dashed rgba(122, 93, 31, 0.55);
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
    font-size: 0.8rem;
  }
`;
