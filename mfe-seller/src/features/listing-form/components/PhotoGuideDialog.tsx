import { PHOTO_ANGLES, PHOTO_LIMITS } from '@rl/contracts';
import { Button, centerRow, Dialog, gridGap, iconCircle } from '@rl/web-kit';
import styled from 'styled-components';

/** Spec §2/§9: the 9 required angles plus any damage. */
export function PhotoGuideDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeButton
      title="How to Upload Photos"
      description={`Listings with clear photos sell faster. Please take these ${PHOTO_ANGLES.length} required angles, plus close-ups of any damage.`}
      footer={
        <Button type="button" $variant="primary" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <Angles>
        {PHOTO_ANGLES.map((angle, i) => (
          <li key={angle}>
            <Num aria-hidden="true">{i + 1}</Num>
            <span>{angle}</span>
          </li>
        ))}
        <li>
          <Num aria-hidden="true" $alert>
            !
          </Num>
          <span>Any damage: scratches, dents, chips or curb rash, up close</span>
        </li>
      </Angles>
      <Tips>
        <h3>Tips</h3>
        <ul>
          <li>Shoot in daylight or even shade, with the car clean and the background uncluttered.</li>
          <li>Hold the phone horizontally (landscape) and keep the whole car in the frame.</li>
          <li>
            Up to {PHOTO_LIMITS.maxCount} photos, PNG or JPG, 10 MB each. The starred photo is the cover buyers see first;
            drag photos (or use the arrows) to set their order.
          </li>
        </ul>
      </Tips>
    </Dialog>
  );
}

const Angles = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  ${gridGap(8)}
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 480px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  li {
    ${centerRow}
    gap: 10px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: 0.92rem;
    font-weight: 500;
  }
  li:last-child { grid-column: 1 / -1; border-style: dashed; }
`;

const Num = styled.span<{ $alert?: boolean }>`
  flex: none;
  ${iconCircle(26)}
  background: ${({ theme, $alert }) => ($alert ? theme.colors.accent : theme.colors.navy)};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Tips = styled.div`
  margin: 18px 0 10px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 { font-size: 0.95rem; margin-bottom: 6px; }
  ul { margin: 0; padding-left: 18px; display: grid; gap: 4px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.88rem; }
`;
