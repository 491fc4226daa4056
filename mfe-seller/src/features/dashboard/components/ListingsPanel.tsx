import { LISTING_STATUSES, type Vehicle } from '@rl/contracts';
import { Button, inlineRow, spreadRow } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { statusLabel } from '@rl/web-kit/vehicles';
import { ListingsTable } from './ListingsTable';

const PAGE = 10;
type Filter = 'all' | (typeof LISTING_STATUSES)[number];

/** The listings table with a status filter and "show more" (a seller may have dozens of listings). */
export function ListingsPanel({
  listings,
  onDelete,
  deletingId,
}: {
  listings: readonly Vehicle[];
  onDelete: (id: number) => void;
  deletingId?: number;
}) {
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(PAGE);
  const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, listings.filter((v) => v.status === s).length]));
  // what the seller should look at comes first: notes from a reviewer, then changes rejected or waiting for review
  const matching = (filter === 'all' ? listings : listings.filter((v) => v.status === filter))
    .toSorted((a, b) => attention(a) - attention(b));
  const visible = matching.slice(0, shown);
  const filters: Filter[] = ['all', ...LISTING_STATUSES.filter((s) => counts[s] > 0)];

  return (
    <>
      {filters.length > 2 && (
        <Filters role="group" aria-label="Filter listings by status">
          {filters.map((f) => (
            <FilterButton
              key={f}
              type="button"
              aria-pressed={filter === f}
              $on={filter === f}
              onClick={() => {
                setFilter(f);
                setShown(PAGE);
              }}
            >
              {f === 'all' ? 'All' : statusLabel(f)}
              <span>{f === 'all' ? listings.length : counts[f]}</span>
            </FilterButton>
          ))}
        </Filters>
      )}
      <ListingsTable listings={visible} onDelete={onDelete} deletingId={deletingId} />
      {matching.length > visible.length && (
        <More>
          <p>
            Showing {visible.length} of {matching.length}
          </p>
          <Button type="button" $variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            Show more listings
          </Button>
        </More>
      )}
    </>
  );
}

const Filters = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
  overflow-x: auto;
  padding: 2px 2px 4px;
  scrollbar-width: none;
`;

const FilterButton = styled.button<{ $on: boolean }>`
  flex: none;
  ${inlineRow}
  gap: 8px;
  min-height: 36px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.navy : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.navy : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.textOnDark : theme.colors.text)};
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  span {
    padding: 1px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ $on }) => ($on ? 'rgba(255,255,255,0.16)' : '#eef1f5')};
    font-size: 0.78rem;
  }
  &:hover { border-color: ${({ theme }) => theme.colors.navy}; }
`;

const More = styled.div`
  ${spreadRow()}
  gap: 12px;
  margin-top: 16px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

function attention(v: Vehicle & { revision?: { status: string } | null }): number {
  if (v.status === 'needs_changes') return 0;
  if (v.revision?.status === 'rejected') return 1;
  if (v.revision?.status === 'pending') return 2;
  return 3;
}
