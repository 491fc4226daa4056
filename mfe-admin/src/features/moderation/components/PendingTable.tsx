import { formatPrice, type PendingListing } from '@rl/contracts';
import { Button, ButtonLink, capsLabel, EyeIcon, gridGap, mutedText, Skeleton, srOnly, surfacePanel } from '@rl/web-kit';
import styled from 'styled-components';
import { ApproveButton, DangerButton } from '../../../shared/ui/buttons';
import { VehicleThumb, formatDate, formatMileage, vehicleName, vehiclePath } from '@rl/web-kit/vehicles';
import { CheckFlags } from './CheckFlags';

const PENDING_COLUMNS = ['Vehicle', 'Seller', 'Price', 'Location', 'Submitted', 'Actions'] as const;
const DAY_MS = 86_400_000;

/** How long a listing has waited in the queue, in whole days (the queue shows the longest-waiting first). */
function waitingLabel(createdAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(createdAt)) / DAY_MS));
  return days === 0 ? 'Waiting since today' : `Waiting ${days} day${days === 1 ? '' : 's'}`;
}
/** spec §9: 3 admin skeleton rows */
const SKELETON_ROWS = 3;

interface PendingTableProps {
  vehicles: readonly PendingListing[];
  /** a status update is running: every Approve / Reject is disabled (spec §4) */
  busy: boolean;
  /** the listing being updated, if any */
  updatingId?: number;
  onApprove: (v: PendingListing) => void;
  onReject: (v: PendingListing) => void;
  onRequestChanges: (v: PendingListing) => void;
}

/**
 * The pending queue (spec §2): one row per listing, its automated checks underneath. A table from
 * 1024 px up; below that each listing becomes a card (the explicit roles keep the table semantics
 * when the cells are laid out as blocks).
 */
export function PendingTable({ vehicles, busy, updatingId, onApprove, onReject, onRequestChanges }: PendingTableProps) {
  return (
    <Scroll>
      <Table role="table" aria-label="Listings pending approval">
        <Head />
        {vehicles.map((v) => {
          const title = vehicleName(v);
          const blocked = busy || Boolean(v.queuedDecision);
          return (
            <Listing key={v.id} role="rowgroup" data-testid={`pending-${v.id}`} aria-busy={updatingId === v.id || undefined}>
              <tr role="row">
                <VehicleCell role="cell" data-label="Vehicle">
                  <VehicleBox>
                    <VehicleThumb images={v.images} />
                    <div>
                      <VehicleName id={`pending-title-${v.id}`}>{title}</VehicleName>
                      <Muted>{formatMileage(v.mileage)}</Muted>
                      {v.vin && <Vin title="VIN">VIN {v.vin}</Vin>}
                    </div>
                  </VehicleBox>
                </VehicleCell>
                <SellerCell role="cell" data-label="Seller">
                  <Stack>
                    {(v.contactFirstName || v.contactLastName) && (
                      <strong>{[v.contactFirstName, v.contactLastName].filter(Boolean).join(' ')}</strong>
                    )}
                    <Email>{v.contactEmail}</Email>
                    <Muted>{v.contactPhone}</Muted>
                  </Stack>
                </SellerCell>
                <td role="cell" data-label="Price">
                  <Price>{formatPrice(v.price)}</Price>
                </td>
                <td role="cell" data-label="Location">
                  {v.location}
                </td>
                <td role="cell" data-label="Submitted">
                  <time dateTime={v.createdAt}>{formatDate(v.createdAt)}</time>
                  {v.resubmittedAt && <Waiting>Resubmitted <time dateTime={v.resubmittedAt}>{formatDate(v.resubmittedAt)}</time></Waiting>}
                  <Waiting>{waitingLabel(v.resubmittedAt ?? v.createdAt)}</Waiting>
                </td>
                <ActionsCell role="cell" data-label="Actions">
                  <Actions>
                    <ApproveButton type="button" disabled={blocked} onClick={() => onApprove(v)} aria-describedby={`pending-title-${v.id}`}>
                      Approve
                    </ApproveButton>
                    <DangerButton type="button" disabled={blocked} onClick={() => onReject(v)} aria-describedby={`pending-title-${v.id}`}>
                      Reject
                    </DangerButton>
                    <Button type="button" $variant="outline" $size="sm" disabled={blocked} onClick={() => onRequestChanges(v)} aria-describedby={`pending-title-${v.id}`}>
                      Request changes
                    </Button>
                    <ButtonLink to={vehiclePath(v.id)} $variant="ghost" $size="sm" aria-describedby={`pending-title-${v.id}`}>
                      <EyeIcon size={16} />
                      View
                    </ButtonLink>
                  </Actions>
                </ActionsCell>
              </tr>
              <ChecksRow role="row">
                <td role="cell" colSpan={PENDING_COLUMNS.length}>
                  <CheckFlags checks={v.checks ?? []} queued={v.queuedDecision} />
                </td>
              </ChecksRow>
            </Listing>
          );
        })}
      </Table>
    </Scroll>
  );
}

function Head() {
  return (
    <thead role="rowgroup">
      <tr role="row">
        {PENDING_COLUMNS.map((c) => (
          <th key={c} role="columnheader" scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** 3 placeholder rows while the queue loads. */
export function PendingSkeleton() {
  return (
    <Scroll>
      <Table role="table" aria-label="Listings pending approval" aria-busy="true">
        <Head />
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <Listing key={i} role="rowgroup" data-testid="pending-skeleton">
            <tr role="row">
              <VehicleCell role="cell" data-label="Vehicle">
                <VehicleBox>
                  <Skeleton $width="88px" $height="66px" />
                  <Stack>
                    <Skeleton $width="150px" />
                    <Skeleton $width="90px" $height="12px" />
                  </Stack>
                </VehicleBox>
              </VehicleCell>
              <SellerCell role="cell" data-label="Seller">
                <Stack>
                  <Skeleton $width="140px" />
                  <Skeleton $width="100px" $height="12px" />
                </Stack>
              </SellerCell>
              <td role="cell" data-label="Price">
                <Skeleton $width="70px" />
              </td>
              <td role="cell" data-label="Location">
                <Skeleton $width="90px" />
              </td>
              <td role="cell" data-label="Submitted">
                <Skeleton $width="80px" />
              </td>
              <ActionsCell role="cell" data-label="Actions">
                <Skeleton $width="180px" $height="36px" />
              </ActionsCell>
            </tr>
          </Listing>
        ))}
      </Table>
    </Scroll>
  );
}

/* ---- layout: cards below 1024 px, a table from there up ---- */

/** a table wider than the page scrolls sideways instead of pushing the page wider */
const Scroll = styled.div`
  ${({ theme }) => theme.media.lg} {
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: 0.9rem;

  time { white-space: nowrap; }
  thead { ${srOnly} }
  th {
    padding: 12px 16px;
    text-align: left;
    ${capsLabel('0.72rem', 700, '0.08em')}
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:first-child { border-top-left-radius: ${({ theme }) => theme.radii.lg}; }
  th:last-child { border-top-right-radius: ${({ theme }) => theme.radii.lg}; }

  /* cards */
  tbody, tr, td { display: block; }
  tbody + tbody { margin-top: 14px; }
  tr:first-child {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 14px 16px;
    padding: 16px;
  }
  ${({ theme }) => theme.media.md} {
    tr:first-child { grid-template-columns: repeat(3, minmax(0, 1fr)) auto; gap: 16px 20px; padding: 18px 20px; }
  }
  td[data-label]:not([data-label='Vehicle']):not([data-label='Actions'])::before {
    content: attr(data-label);
    display: block;
    margin-bottom: 2px;
    ${capsLabel('0.7rem', 700, '0.08em')}
    color: ${({ theme }) => theme.colors.textMuted};
  }

  ${({ theme }) => theme.media.lg} {
    display: table;
    ${surfacePanel}
    box-shadow: ${({ theme }) => theme.shadows.sm};
    thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; display: table-header-group; }
    tbody { display: table-row-group; }
    tbody + tbody { margin-top: 0; }
    tr, tr:first-child { display: table-row; padding: 0; }
    td { display: table-cell; padding: 16px; vertical-align: top; }
    td[data-label]::before { display: none !important; }
    tbody + tbody tr:first-child td { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  }
`;

const Listing = styled.tbody`
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  transition: opacity 150ms ease;
  &[aria-busy='true'] { opacity: 0.6; }
  ${({ theme }) => theme.media.lg} {
    border: 0;
    border-radius: 0;
    box-shadow: none;
    &:hover td { background: #fafbfc; }
  }
`;

const VehicleCell = styled.td`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} { grid-column: span 2; }
  ${({ theme }) => theme.media.lg} { min-width: 260px; }
`;

const SellerCell = styled.td`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} { grid-column: span 2; }
`;

const ActionsCell = styled.td`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} { grid-column: auto; align-self: end; }
  ${({ theme }) => theme.media.lg} { width: 1%; }
`;

const ChecksRow = styled.tr`
  padding: 12px 16px 14px;
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  background: #fbfcfd;
  td { padding: 0; }
  ${({ theme }) => theme.media.lg} {
    td { padding: 0 16px 16px; background: transparent; }
  }
`;

const VehicleBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 14px;
`;

const VehicleName = styled.p`
  font-weight: 700;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Stack = styled.div`
  ${gridGap(4)}
  min-width: 0;
  strong { font-weight: 600; }
`;

const Waiting = styled.span`
  display: block;
  margin-top: 2px;
  ${mutedText('0.8rem')}
  white-space: nowrap;
`;

const Muted = styled.p`
  ${mutedText('0.85rem')}
`;

const Vin = styled.p`
  margin-top: 2px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.75rem;
  letter-spacing: 0.02em;
`;

const Email = styled.span`
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.lg} { overflow-wrap: normal; white-space: nowrap; }
`;

const Price = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  > * { flex: 1 1 0; }
  ${({ theme }) => theme.media.md} { flex-wrap: nowrap; > * { flex: 0 0 auto; } }
  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: repeat(2, auto);
    > a, > button:nth-child(3) { grid-column: 1 / -1; }
  }
`;
