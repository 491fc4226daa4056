import type { ViewingRange } from '@rl/contracts';
import { CalendarIcon, gridGap, mutedText, outlinePillButton, Skeleton, spreadRow, surfacePanel } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { ErrorState } from '../../../shared/ui/PanelState';
import { useDeskViewings, viewingWhat, viewingWhen } from './viewings-api';

const RANGES: { key: ViewingRange; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'week', label: 'This week' },
];

/**
 * The desk's viewings and inspections: today's or this week's (Monday to Sunday, the team's time zone),
 * soonest first; an associate sees their leads' and unassigned ones, admins everyone's. A row opens its lead.
 */
export function ViewingsPanel({ onOpenLead }: { onOpenLead?: (leadId: number) => void }) {
  const [range, setRange] = useState<ViewingRange>('today');
  const viewings = useDeskViewings(range);
  const list = viewings.data?.viewings ?? [];
  return (
    <Panel aria-labelledby="viewings-heading" data-testid="viewings-panel">
      <Head>
        <h3 id="viewings-heading">
          <CalendarIcon size={18} /> Viewings
        </h3>
        <div role="group" aria-label="Which viewings">
          {RANGES.map((r) => (
            <RangeButton key={r.key} type="button" aria-pressed={range === r.key} onClick={() => setRange(r.key)}>{r.label}</RangeButton>
          ))}
        </div>
      </Head>
      {viewings.isLoading ? (
        <Skeleton $height="56px" aria-label="Loading viewings" />
      ) : viewings.isError && !viewings.data ? (
        <ErrorState what="the viewings" error={viewings.error} onRetry={() => void viewings.refetch()} />
      ) : list.length === 0 ? (
        <Empty>{range === 'today' ? 'No viewings today.' : 'No viewings this week.'}</Empty>
      ) : (
        <ul aria-label={range === 'today' ? "Today's viewings" : "This week's viewings"}>
          {list.map((v) => (
            <li key={v.id}>
              <Row type="button" onClick={() => onOpenLead?.(v.leadId)} disabled={!onOpenLead}>
                <When>{range === 'today' ? v.time : viewingWhen(v)}</When>
                <What>
                  <strong>{v.vehicle?.title ?? 'A car'}</strong>
                  <span>{viewingWhat(v)} · {v.buyerName}</span>
                </What>
                <Chip $tone={v.kind === 'inspection' ? 'info' : 'success'}>{v.kind === 'inspection' ? 'Inspection' : 'Viewing'}</Chip>
              </Row>
            </li>
          ))}
        </ul>
      )}
      {viewings.data && <Zone>Times in {viewings.data.timeZone.replace(/_/g, ' ')}</Zone>}
    </Panel>
  );
}

const Panel = styled.section`
  ${gridGap(10)}
  margin-bottom: 20px;
  padding: 14px 16px;
  ${surfacePanel}
  ul { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; }
`;

const Head = styled.div`
  ${spreadRow()}
  gap: 8px;
  h3 { display: inline-flex; align-items: center; gap: 6px; font-size: 1.05rem; }
  [role='group'] { display: inline-flex; gap: 4px; }
`;

const RangeButton = styled.button`
  min-height: 36px;
  padding: 6px 12px;
  ${outlinePillButton}
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.ink}; border-color: ${({ theme }) => theme.colors.ink}; color: #fff; }
`;

const Row = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:disabled { cursor: default; }
  &:hover:not(:disabled) { border-color: #c5ccd6; }
`;

const When = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const What = styled.span`
  display: grid;
  min-width: 0;
  strong, span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const Empty = styled.p`
  ${mutedText('0.9rem')}
`;

const Zone = styled.small`
  color: ${({ theme }) => theme.colors.textMuted};
`;
