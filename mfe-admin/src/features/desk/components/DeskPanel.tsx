import { mayAccess, type LeadStatus } from '@rl/contracts';
import { ViewingsPanel } from '../viewings/viewings-panel';
import { gridGap, InboxIcon, plainList, Skeleton, spreadRow, useSession } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, ErrorState } from '../../../shared/ui/PanelState';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { DESK_PAGE_SIZE, type DeskFilter } from '../api/desk-api';
import { useAssignments, useDeskLive, useLeads } from '../hooks/useDesk';
import { LeadRow } from './LeadRow';
import { LeadView } from './LeadView';
import { PipelineBoard } from './PipelineBoard';

const FILTERS: { key: DeskFilter; label: string }[] = [
  { key: 'all', label: 'All leads' },
  { key: 'mine', label: 'Mine' },
  { key: 'unassigned', label: 'Unassigned' },
  { key: 'overdue', label: 'Overdue' },
];
const STATUSES: { key: LeadStatus | ''; label: string }[] = [
  { key: '', label: 'Any status' },
  { key: 'new', label: 'New (unanswered)' },
  { key: 'open', label: 'Open' },
  { key: 'closed', label: 'Closed' },
];

/** The sales desk: every buyer inquiry as a lead; open one to read the thread and answer. */
export function DeskPanel() {
  const [filter, setFilter] = useState<DeskFilter>('all');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const [view, setView] = useState<'inbox' | 'pipeline'>('inbox');
  const leads = useLeads(filter, status || undefined, page);
  useDeskLive();
  const { user } = useSession();
  const admin = mayAccess(user?.role, 'staffManagement');
  const assignments = useAssignments(admin);
  const waiting = admin ? assignments.data?.unassignedListings ?? 0 : 0;

  if (open !== null) return <LeadView id={open} onBack={() => setOpen(null)} />;
  const list = leads.data?.leads ?? [];
  return (
    <section aria-labelledby="desk-heading">
      <PanelHeading id="desk-heading" title="Sales desk">
        Every buyer inquiry is a lead with its conversation. Answers are mailed to the buyer.
      </PanelHeading>
      <ViewingsPanel onOpenLead={setOpen} />
      {waiting > 0 && (
        <Waiting role="status">
          {waiting === 1 ? '1 live listing waits' : `${waiting} live listings wait`} for an associate
          {assignments.data?.associates.length === 0 ? ': invite an associate in the Staff tab, the first one picks them up.' : '.'}
        </Waiting>
      )}
      <Views role="group" aria-label="View">
        <FilterButton type="button" aria-pressed={view === 'inbox'} onClick={() => setView('inbox')}>Inbox</FilterButton>
        <FilterButton type="button" aria-pressed={view === 'pipeline'} onClick={() => setView('pipeline')}>Pipeline</FilterButton>
      </Views>
      {view === 'pipeline' ? (
        <>
          <Filters>
            <div role="group" aria-label="Whose leads">
              {FILTERS.slice(0, 2).map((f) => (
                <FilterButton key={f.key} type="button" aria-pressed={filter === f.key} onClick={() => setFilter(f.key)}>{f.label}</FilterButton>
              ))}
            </div>
          </Filters>
          <PipelineBoard filter={filter === 'mine' ? 'mine' : 'all'} onOpen={setOpen} />
        </>
      ) : (
        <>
          <Filters>
            <div role="group" aria-label="Whose leads">
              {FILTERS.map((f) => (
                <FilterButton key={f.key} type="button" aria-pressed={filter === f.key} onClick={() => { setFilter(f.key); setPage(1); }}>
                  {f.label}
                </FilterButton>
              ))}
            </div>
            <label>
              <span>Status</span>
              <select value={status} onChange={(e) => { setStatus(e.target.value as LeadStatus | ''); setPage(1); }}>
                {STATUSES.map((s) => <option key={s.key} value={s.key}>{s.label}</option>)}
              </select>
            </label>
          </Filters>
          {leads.isLoading ? (
            <List aria-busy="true" aria-label="Loading leads">
              {[0, 1, 2].map((i) => <Skeleton key={i} $height="88px" />)}
            </List>
          ) : leads.isError && !leads.data ? (
            <ErrorState what="the leads" error={leads.error} onRetry={() => void leads.refetch()} />
          ) : list.length === 0 ? (
            <EmptyState icon={<InboxIcon size={24} />} title="No leads here" />
          ) : (
            <>
              <List as="ul" aria-label="Leads">
                {list.map((l) => <li key={l.id}><LeadRow lead={l} onOpen={() => setOpen(l.id)} /></li>)}
              </List>
              <Pager page={page} pageSize={DESK_PAGE_SIZE} total={leads.data?.total ?? 0} onPage={setPage} noun="leads" busy={leads.isFetching} />
            </>
          )}
        </>
      )}
    </section>
  );
}

const Waiting = styled.p`
  margin-bottom: 14px;
  padding: 10px 14px;
  border: 1px solid #f7d9a4;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff6e5;
  color: #8a4b00;
  font-size: 0.9rem;
  font-weight: 600;
`;

const Views = styled.div`
  display: inline-flex;
  gap: 6px;
  margin-bottom: 12px;
`;

const Filters = styled.div`
  ${spreadRow()}
  gap: 10px;
  margin-bottom: 14px;
  div { display: flex; flex-wrap: wrap; gap: 6px; }
  label { display: inline-flex; align-items: center; gap: 8px; font-size: 0.875rem; }
  select { min-height: 40px; padding: 0 10px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface}; }
`;

const FilterButton = styled.button`
  min-height: 40px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] { background: ${({ theme }) => theme.colors.text}; color: ${({ theme }) => theme.colors.surface}; border-color: ${({ theme }) => theme.colors.text}; }
`;

const List = styled.div`
  ${gridGap(10)}
  ${plainList}
`;
