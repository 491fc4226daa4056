import { PHOTO_ANGLES, photoVariantUrl, type Check, type PhotoFindingCode } from '@rl/contracts';
import styled from 'styled-components';
import { gridGap } from '@rl/web-kit';

/** Short names of the photo findings (contracts PHOTO_FINDING_CODES). */
const FINDING_LABELS: Record<PhotoFindingCode, string> = {
  too_small: 'Too small',
  blurred: 'Blurred',
  too_dark: 'Too dark',
  overexposed: 'Blown out',
  near_duplicate: 'Near-duplicate',
};

/**
 * The photos of a pending listing as the photo checks see them: each thumbnail with its angle tag and
 * findings, and the guide's angles no photo is tagged with. Open by default when something needs a look.
 */
export function PhotoReview({ checks }: { checks: readonly Check[] }) {
  const quality = checks.find((c) => c.code === 'photo_quality');
  const coverage = checks.find((c) => c.code === 'angle_coverage');
  const photos = quality?.photos ?? coverage?.photos ?? [];
  if (photos.length === 0) return null;
  const missing = coverage?.missingAngles ?? [];
  const flagged = photos.filter((p) => p.findings && p.findings.length > 0).length;
  const summary = [
    `${photos.length} photo${photos.length === 1 ? '' : 's'}`,
    flagged ? `${flagged} flagged` : null,
    coverage ? `${PHOTO_ANGLES.length - missing.length} of ${PHOTO_ANGLES.length} angles` : null,
  ].filter(Boolean).join(' · ');
  return (
    <Review open={flagged > 0 || missing.length > 0 || undefined}>
      <summary>Photo review: {summary}</summary>
      {missing.length > 0 && (
        <Missing>
          <strong>Missing angles:</strong> {missing.join(', ')}
        </Missing>
      )}
      <Strip aria-label="Photos and their checks">
        {photos.map((p, i) => (
          <li key={`${p.url}-${i}`} data-flagged={(p.findings?.length ?? 0) > 0 || undefined}>
            <img src={photoVariantUrl(p.url, 'thumb')} alt={`Photo ${i + 1}${p.angle ? `: ${p.angle}` : ''}`} loading="lazy" />
            <span>{p.angle ?? 'No angle'}</span>
            {p.findings === null ? (
              <small>Not checked</small>
            ) : (
              p.findings.map((f) => (
                <Finding key={f.code} title={`${f.message}. ${f.advice}.`}>
                  {FINDING_LABELS[f.code] ?? f.code}
                </Finding>
              ))
            )}
          </li>
        ))}
      </Strip>
    </Review>
  );
}

const Review = styled.details`
  margin-top: 10px;
  font-size: 0.8rem;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Missing = styled.p`
  margin: 8px 0 0;
  color: #8a4b0f;
`;

const Strip = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;
  li {
    ${gridGap(3)}
    align-content: start;
    padding: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
  li[data-flagged] { border-color: #e8a23a; background: #fffaf0; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 4px; background: #eef1f5; }
  span { font-weight: 600; font-size: 0.74rem; color: ${({ theme }) => theme.colors.text}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.72rem; }
`;

const Finding = styled.span`
  justify-self: start;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff4e5;
  color: #8a4b0f !important;
  font-size: 0.7rem !important;
`;
