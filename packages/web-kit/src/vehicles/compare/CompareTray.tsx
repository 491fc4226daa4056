import { COMPARE_MAX, COMPARE_PATH, compareUrl } from '@rl/contracts';
import { ButtonLink, CloseIcon, mutedText } from '@rl/web-kit';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { VehicleThumb } from '../VehicleThumb';
import { useCompareStore } from './compare-store';

/**
 * The picked vehicles in a bar along the bottom of the window, with "Compare" leading to the
 * shareable `/compare?ids=...` page. Nothing while none are picked, and never on the compare page.
 * A spacer as tall as the bar keeps the end of the page reachable.
 */
export function CompareTray() {
  const items = useCompareStore((s) => s.items);
  const remove = useCompareStore((s) => s.remove);
  const clear = useCompareStore((s) => s.clear);
  const { pathname } = useLocation();
  if (items.length === 0 || pathname === COMPARE_PATH) return null;
  const ready = items.length >= 2;
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar aria-label="Vehicles to compare" data-testid="compare-tray">
        <Inner>
          <Count>
            <strong>Compare</strong>
            <span>
              {items.length} of {COMPARE_MAX}
            </span>
          </Count>
          <Items>
            {items.map((item) => (
              <Item key={item.id}>
                <SmallThumb images={item.image ? [item.image] : []} />
                <Name>{item.name}</Name>
                <Remove type="button" aria-label={`Remove ${item.name} from compare`} onClick={() => remove(item.id)}>
                  <CloseIcon size={14} />
                </Remove>
              </Item>
            ))}
          </Items>
          <Actions>
            <Clear type="button" onClick={clear}>
              Clear
            </Clear>
            {ready ? (
              <ButtonLink to={compareUrl(items.map((i) => i.id))} $variant="accent" $size="sm">
                Compare {items.length}
              </ButtonLink>
            ) : (
              <Hint>Add one more to compare</Hint>
            )}
          </Actions>
        </Inner>
      </Bar>
    </>
  );
}

const BAR_HEIGHT = 76;

const Spacer = styled.div`
  height: ${BAR_HEIGHT + 16}px;
`;

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(255, 255, 255, 0.97);
  box-shadow: 0 -8px 24px rgba(7, 11, 20, 0.12);
  padding-bottom: env(safe-area-inset-bottom);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: 1280px;
  min-height: ${BAR_HEIGHT}px;
  margin: 0 auto;
  padding: 10px 16px;
  ${({ theme }) => theme.media.md} { gap: 20px; padding: 10px 24px; }
`;

/** The count is on the Compare button too: on phones the photos get its room. */
const Count = styled.p`
  display: none;
  flex: none;
  ${({ theme }) => theme.media.sm} { display: grid; }
  line-height: 1.2;
  strong { font-size: 0.95rem; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
`;

const Items = styled.ul`
  display: flex;
  flex: 1;
  gap: 8px;
  min-width: 0;
  margin: 0;
  /* room for the remove buttons that overlap the photos' corners on phones */
  padding: 6px 6px 0 0;
  list-style: none;
  overflow-x: auto;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
  ${({ theme }) => theme.media.lg} {
    flex: 0 1 260px;
    min-width: 0;
    padding: 4px 6px 4px 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const SmallThumb = styled(VehicleThumb)`
  width: 44px;
  ${({ theme }) => theme.media.lg} { width: 52px; }
`;

/** Names only where there is room; on phones the photos say enough and each keeps its remove button. */
const Name = styled.span`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
    flex: 1;
    min-width: 0;
    overflow: hidden;
    font-size: 0.85rem;
    font-weight: 600;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Remove = styled.button`
  position: absolute;
  top: -6px;
  right: -6px;
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${({ theme }) => theme.media.lg} { position: static; flex: none; border: 0; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
`;

const Clear = styled.button`
  padding: 8px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  cursor: pointer;
`;

const Hint = styled.span`
  max-width: 9em;
  ${mutedText('0.85rem')}
  line-height: 1.2;
  ${({ theme }) => theme.media.sm} { max-width: none; }
`;
