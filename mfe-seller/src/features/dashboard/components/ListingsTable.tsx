import type { Vehicle } from '@rl/contracts';
import { centerRow, EyeIcon, inlineRow, mutedText, PencilIcon, TrashIcon } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import { ListingFreshness } from './ListingFreshness';
import { ModerationNotes } from './ModerationNotes';
import { PriceSuggestionAction } from './PriceSuggestionAction';
import { RevisionState } from './RevisionState';
import styled, { css } from 'styled-components';
import {
  FeaturedBadge, StatusBadge, VehicleThumb, formatCount, formatMileage, formatPrice, vehicleName, vehiclePath, vehicleTitle,
} from '@rl/web-kit/vehicles';

/**
 * The seller's listings: a table with the columns Vehicle, Price, Status, Views, Actions. Below 768 px
 * each row is laid out as a card (the cells keep their column name as a caption).
 */
export function ListingsTable({
  listings,
  onDelete,
  deletingId,
}: {
  listings: readonly Vehicle[];
  onDelete: (id: number) => void;
  deletingId?: number;
}) {
  return (
    // explicit roles: the phone layout changes the rows' display, which would drop the table semantics
    <Table role="table" aria-label="Your listings">
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">Vehicle</th>
          <th role="columnheader" scope="col">Price</th>
          <th role="columnheader" scope="col">Status</th>
          <th role="columnheader" scope="col">Views</th>
          <th role="columnheader" scope="col">
            <span>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {listings.map((v) => {
          const name = vehicleName(v);
          const deleting = deletingId === v.id;
          return (
            <tr role="row" key={v.id} data-listing-id={v.id}>
              <td role="cell" data-label="Vehicle">
                <VehicleCell>
                  <Thumb images={v.images} />
                  <div>
                    <strong>{vehicleTitle(v)}</strong>
                    <small>
                      {formatMileage(v.mileage)} · {v.location}
                    </small>
                    {v.isFeatured && <FeaturedBadge>Featured</FeaturedBadge>}
                    <ListingFreshness vehicle={v} />
                    <ModerationNotes vehicle={v} name={name} />
                    <RevisionState vehicle={v} name={name} />
                  </div>
                </VehicleCell>
              </td>
              <td role="cell" data-label="Price">
                <Price>{formatPrice(v.price)}</Price>
                <PriceSuggestionAction vehicle={v} />
              </td>
              <td role="cell" data-label="Status">
                <StatusBadge status={v.status} />
              </td>
              <td role="cell" data-label="Views">
                <Views>
                  <EyeIcon size={15} />
                  {formatCount(v.views)}
                </Views>
              </td>
              <td role="cell" data-label="Actions">
                <Actions>
                  <ActionLink to={vehiclePath(v.id)} aria-label={`View ${name}`} title="View listing">
                    <EyeIcon size={16} />
                    <span>View</span>
                  </ActionLink>
                  {v.status === 'sold' || v.status === 'expired' ? (
                    <ActionButton type="button" disabled aria-label={`Edit ${name}`}
                      title={v.status === 'sold' ? 'A sold listing can no longer be edited' : 'Renew the listing to edit it'}>
                      <PencilIcon size={16} />
                      <span>Edit</span>
                    </ActionButton>
                  ) : (
                    <ActionLink to={`/create-listing?edit=${v.id}`} aria-label={`Edit ${name}`} title="Edit listing">
                      <PencilIcon size={16} />
                      <span>Edit</span>
                    </ActionLink>
                  )}
                  <ActionButton
                    type="button"
                    $danger
                    onClick={() => onDelete(v.id)}
                    disabled={deleting}
                    aria-label={`Delete ${name}`}
                    title="Delete listing"
                  >
                    <TrashIcon size={16} />
                    <span>{deleting ? 'Deleting...' : 'Delete'}</span>
                  </ActionButton>
                </Actions>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th {
    text-align: left;
    padding: 0 14px 12px;
    ${mutedText('0.75rem')}
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:last-child { text-align: right; }
  td {
    padding: 14px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tbody tr { transition: background-color 120ms ease; }
  tbody tr:hover { background: #fafbfc; }
  tbody tr:last-child td { border-bottom: 0; }

  /* phones: one card per listing */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody { display: grid; gap: 12px; }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr 1fr;
      gap: 12px 10px;
      padding: 14px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    tbody tr:hover { background: none; }
    td { display: block; padding: 0; border: 0; min-width: 0; }
    td[data-label='Vehicle'], td[data-label='Actions'] { grid-column: 1 / -1; }
    td[data-label='Price']::before,
    td[data-label='Status']::before,
    td[data-label='Views']::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 4px;
      ${mutedText('0.7rem')}
      font-weight: 700;
      letter-spacing: 0.08em;
      text-transform: uppercase;
    }
    td[data-label='Actions'] { padding-top: 12px; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  }
`;

const VehicleCell = styled.div`
  ${centerRow}
  gap: 14px;
  min-width: 0;
  > div { display: grid; gap: 2px; justify-items: start; min-width: 0; }
  strong { font-weight: 650; line-height: 1.3; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.82rem; }
`;

const Thumb = styled(VehicleThumb)`
  flex: none;
  width: 76px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Price = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const Views = styled.span`
  ${inlineRow}
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 6px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    justify-content: stretch;
    > * { flex: 1; }
  }
`;

const action = css<{ $danger?: boolean }>`
  ${inlineRow}
  justify-content: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  font-size: 0.85rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
  svg { flex: none; }
  &:hover:not(:disabled) {
    background: ${({ $danger }) => ($danger ? '#fdecec' : '#f4f6f9')};
    border-color: ${({ $danger }) => ($danger ? '#f3b8b8' : '#cfd5de')};
  }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

const ActionLink = styled(Link)<{ $danger?: boolean }>`
  ${action}
`;
const ActionButton = styled.button<{ $danger?: boolean }>`
  ${action}
`;
