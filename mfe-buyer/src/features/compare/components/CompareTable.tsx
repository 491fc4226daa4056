import type { PublicVehicle } from '@rl/contracts';
import { CloseIcon } from '@rl/web-kit';
import { PriceRatingBadge, VehiclePhoto, formatPrice, vehiclePath, vehicleTitle } from '@rl/web-kit/vehicles';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../shared/components/layout';
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
          <tr>
            <Corner>
              <VisuallyHidden>Vehicle</VisuallyHidden>
            </Corner>
            {vehicles.map((v) => (
              <VehicleHead key={v.id} scope="col" data-testid="compare-column">
                <Photo>
                  <VehiclePhoto src={v.images?.[0]} alt="" sizes={PHOTO_SIZES} />
                </Photo>
                <Link to={vehiclePath(v.id)}>{vehicleTitle(v)}</Link>
                <HeadPrice>{formatPrice(v.price)}</HeadPrice>
                <PriceRatingBadge rating={v.priceRating} />
                <RemoveButton type="button" onClick={() => onRemove(v.id)} aria-label={`Remove ${vehicleTitle(v)} from the comparison`}>
                  <CloseIcon size={14} />
                  Remove
                </RemoveButton>
              </VehicleHead>
            ))}
          </tr>
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

/** Swipes sideways on phones, snapping each vehicle's column next to the sticky labels. */
const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-left: ${LABEL_WIDTH.phone}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
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
    overflow-wrap: anywhere;
  }
  tbody th[scope='row'], thead td, tbody th[scope='rowgroup'] {
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
    tbody th[scope='row'], thead td, tbody th[scope='rowgroup'] { width: ${LABEL_WIDTH.wide}px; }
    th, td { padding: 12px 16px; }
  }
`;

const Corner = styled.td`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const VehicleHead = styled.th`
  scroll-snap-align: start;
  font-weight: 400;
  > * + * { margin-top: 6px; }
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
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 0.8rem;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; border-color: ${({ theme }) => theme.colors.text}; }
`;

const GroupRow = styled.tr`
  th, td {
    padding-top: 18px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.75rem;
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
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
