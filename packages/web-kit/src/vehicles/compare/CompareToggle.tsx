import { toast } from '@rl/web-kit';
import styled, { css } from 'styled-components';
import { vehicleName } from '../format';
import { COMPARE_NOTICES, useCompareStore, useIsCompared, type CompareVehicle } from './compare-store';

/**
 * "Compare" on a card, or as a full-size button (detail page), named "Add {vehicle} to compare": picks the vehicle for the
 * comparison or takes it out again. When COMPARE_MAX are picked already, it says so instead.
 */
export function CompareToggle({ vehicle, look = 'pill' }: { vehicle: CompareVehicle; look?: 'pill' | 'button' }) {
  const picked = useIsCompared(vehicle.id);
  const name = vehicleName(vehicle);
  const onClick = () => {
    const store = useCompareStore.getState();
    if (picked) {
      store.remove(vehicle.id);
      return;
    }
    if (store.add(vehicle) === 'full') toast(COMPARE_NOTICES.full);
  };
  const text = look === 'button' && picked ? 'Comparing' : 'Compare';
  return (
    <Toggle
      type="button"
      $look={look}
      $picked={picked}
      aria-pressed={picked}
      aria-label={picked ? `Remove ${name} from compare` : `Add ${name} to compare`}
      title={picked ? 'Remove from compare' : 'Add to compare'}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
    >
      <Box aria-hidden="true" $picked={picked}>
        {picked && (
          <svg viewBox="0 0 12 12" width="10" height="10">
            <path d="M2.5 6.2 5 8.5l4.5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </Box>
      {text}
    </Toggle>
  );
}

const Toggle = styled.button<{ $look: 'pill' | 'button'; $picked: boolean }>`
  position: relative;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 36px;
  border: 1px solid ${({ theme, $picked }) => ($picked ? theme.colors.text : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $picked }) => ($picked ? theme.colors.surfaceAlt : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  transition: border-color 150ms ease, background 150ms ease;
  &:hover { border-color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ $look }) =>
    $look === 'pill'
      ? css`padding: 6px 12px;`
      : css`
          min-height: 44px;
          padding: 10px 18px;
          font-size: 0.95rem;
        `}
`;

const Box = styled.span<{ $picked: boolean }>`
  display: grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border: 1.5px solid ${({ theme, $picked }) => ($picked ? theme.colors.text : theme.colors.textMuted)};
  border-radius: 4px;
  background: ${({ theme, $picked }) => ($picked ? theme.colors.text : 'transparent')};
  color: #fff;
`;
