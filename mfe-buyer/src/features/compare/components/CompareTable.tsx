import type { PublicVehicle } from '@rl/contracts';
import { capsLabel, CloseIcon, inlineRow, outlinePillButton, surfacePanel, VisuallyHidden } from '@rl/web-kit';
import { PriceRatingBadge, VehiclePhoto, formatPrice, vehiclePath, vehicleTitle } from '@rl/web-kit/vehicles';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HAS_FEATURE, type CompareGroup, type CompareRow } from '../compare-rows';

const GROUPS: readonly CompareGroup[] = ['Overview', 'Specifications', 'Features'];

/** The label column: sticky on the left while the vehicles' columns scroll (or swipe) sideways. */
const LABEL_WIDTH = { phone: 112, wide: 190 };
const COLUMN_MIN = 168;
const PHOTO_SIZES = `(min-width: 1024px) 260px, ${COLUMN_MIN}px`;

/**
 * The vehicles side by side: a column each (photo, name, price, remove), a row per fact. Rows whose
 * values differ are highlighted; `onlyDifferences` leaves out the rows where every value is the same.
 */
export function CompareTable({
  vehicles,
  rows,
  onlyDifferences,
  onRemove,
}: {
  vehicles: readonly PublicVehicle[];
  rows: readonly CompareRow[];
  onlyDifferences: boolean;
  onRemove: (id: number) => void;
}) {
  const shown = onlyDifferences ? rows.filter((r) => r.differs) : rows;
  return (
    <Scroller role="region" aria-label="Comparison table" tabIndex={0} data-testid="compare-scroller">
      <Table $columns={vehicles.length}>
        <caption>
          <VisuallyHidden>Comparing {vehicles.map((v) => vehicleTitle(v)).join(', ')}</VisuallyHidden>
        </caption>
        <thead>
          <PhotoRow>
            <Corner aria-hidden="true" />
            {vehicles.map((v) => (
              <td key={v.id}>
                <Photo>
                  <VehiclePhoto src={v.images?.[0]} alt="" sizes={PHOTO_SIZES} />
                </Photo>
              </td>
            ))}
          </PhotoRow>
          {/* the names stay in view while the rows scroll under them, so every row can be read against its car */}
          <NameRow>
            <Corner>
              <VisuallyHidden>Vehicle</VisuallyHidden>
            </Corner>
            {vehicles.map((v) => (
              <VehicleHead key={v.id} scope="col" data-testid="compare-column">
                <Link to={vehiclePath(v.id)}>{vehicleTitle(v)}</Link>
                <HeadPrice>{formatPrice(v.price)}</HeadPrice>
              </VehicleHead>
            ))}
          </NameRow>
          <ActionRow>
            <Corner aria-hidden="true" />
            {vehicles.map((v) => (
              <td key={v.id}>
                <PriceRatingBadge rating={v.priceRating} />
                <RemoveButton type="button" onClick={() => onRemove(v.id)} aria-label={`Remove ${vehicleTitle(v)} from the comparison`}>
                  <CloseIcon size={14} />
                  Remove
                </RemoveButton>
              </td>
            ))}
          </ActionRow>
        </thead>
        {GROUPS.map((group) => {
          const groupRows = shown.filter((r) => r.group === group);
          if (groupRows.length === 0) return null;
          return (
            <tbody key={group}>
              <GroupRow>
                <th scope="rowgroup">{group}</th>
                <td colSpan={vehicles.length} />
              </GroupRow>
              {groupRows.map((row) => (
                <Row key={row.key} data-differs={row.differs ? 'true' : undefined}>
                  <th scope="row">
                    {row.label}
                    {row.differs && <VisuallyHidden> (differs)</VisuallyHidden>}
                  </th>
                  {row.values.map((value, i) => (
                    <td key={vehicles[i]?.id ?? i}>{value === HAS_FEATURE ? <Yes>✓ {HAS_FEATURE}</Yes> : value}</td>
                  ))}
                </Row>
              ))}
            </tbody>
          );
        })}
      </Table>
    </Scroller>
  );
}

const DIFF_BG = '#fff6df';
const DIFF_MARK = '#e09b12';

/**
 * Swipes sideways on phones, snapping each vehicle's column next to the sticky labels. At most a screen
 * high: its rows scroll under the sticky names, so a row can always be matched to its car.
 */
const Scroller = styled.div`
  /* the containing block of the visually hidden caption: without it, that 1 px box sits at the middle of the
     whole table (past the screen's edge with four cars) and widens the page */
  position: relative;
  max-width: 100%;
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 16px);
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - 16px);
  overflow: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-left: ${LABEL_WIDTH.phone}px;
  ${surfacePanel}
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ theme }) => theme.media.lg} { scroll-padding-left: ${LABEL_WIDTH.wide}px; }
`;

const Table = styled.table<{ $columns: number }>`
  width: 100%;
  min-width: ${({ $columns }) => LABEL_WIDTH.phone + $columns * COLUMN_MIN}px;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: 0.9rem;
  th, td {
    padding: 10px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  /* labels break between words, never inside one ("Transmissi on") */
  tbody th[scope='row'] {
    padding: 10px 8px 10px 12px;
    font-size: 0.8rem;
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
  }
  tbody th[scope='row'], thead td:first-child, tbody th[scope='rowgroup'] {
    position: sticky;
    left: 0;
    z-index: 1;
    width: ${LABEL_WIDTH.phone}px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  tbody th[scope='row'] { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  ${({ theme }) => theme.media.lg} {
    min-width: ${({ $columns }) => LABEL_WIDTH.wide + $columns * 200}px;
    tbody th[scope='row'], thead td:first-child, tbody th[scope='rowgroup'] { width: ${LABEL_WIDTH.wide}px; }
    th, td { padding: 12px 16px; }
    tbody th[scope='row'] { font-size: 0.9rem; }
  }
`;

const PhotoRow = styled.tr`
  td { padding-bottom: 4px; border-bottom: 0; }
  ${({ theme }) => theme.media.lg} { td { padding-bottom: 4px; } }
`;

/** Sticky at the top of the scroller; its corner sticks to both edges. */
const NameRow = styled.tr`
  th, td {
    position: sticky;
    top: 0;
    z-index: 2;
    padding-top: 8px;
    padding-bottom: 8px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
  }
  /* above the sticky row labels that scroll up under it (beats the table's own z-index: 1) */
  &&& td:first-child { z-index: 3; }
`;

const ActionRow = styled.tr`
  td > * + * { margin-left: 8px; }
  td { padding-top: 8px; }
`;

const Corner = styled.td`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const VehicleHead = styled.th`
  scroll-snap-align: start;
  font-weight: 400;
  > * + * { margin-top: 2px; }
  a {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    line-height: 1.3;
    text-decoration: none;
    &:hover { text-decoration: underline; }
  }
`;

const Photo = styled.div`
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e9edf2;
`;

const HeadPrice = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1.15rem;
  font-weight: 800;
`;

const RemoveButton = styled.button`
  ${inlineRow}
  gap: 4px;
  min-height: 32px;
  padding: 4px 10px;
  ${outlinePillButton}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
  &:hover { color: ${({ theme }) => theme.colors.text}; border-color: ${({ theme }) => theme.colors.text}; }
`;

const GroupRow = styled.tr`
  /* the group's name runs on over the empty cells beside it rather than breaking ("SPECIFICAT IONS") */
  th { white-space: nowrap; overflow: visible; }
  th, td {
    padding-top: 18px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    ${capsLabel('0.75rem', 800, '0.08em')}
  }
  th { background: ${({ theme }) => theme.colors.surfaceAlt} !important; }
`;

const Row = styled.tr`
  &[data-differs] td { background: ${DIFF_BG}; font-weight: 600; }
  &[data-differs] th { box-shadow: inset 3px 0 0 ${DIFF_MARK}, 1px 0 0 ${({ theme }) => theme.colors.border} !important; }
`;

const Yes = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

export const DIFFERENCE_SWATCH = { bg: DIFF_BG, mark: DIFF_MARK };
