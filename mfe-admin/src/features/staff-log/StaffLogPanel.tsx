import type { StaffAction } from '@rl/contracts';
import { Button, FileTextIcon, gridGap, inlineRow, mutedText, plainList, Skeleton, wrapRow } from '@rl/web-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { EmptyState, ErrorState } from '../../shared/ui/PanelState';
import { PanelHeading } from '../../shared/ui/PanelHeading';
import { formatDateTime } from '../../shared/ui/format';
import { fetchStaffLog, NO_FILTER, staffLogExportUrl, type StaffLogFilter } from './staff-log-api';

const FIELDS: { key: keyof StaffLogFilter; label: string; type?: string; placeholder?: string }[] = [
  { key: 'actor', label: 'Actor', placeholder: 'email or id' },
  { key: 'action', label: 'Action', placeholder: 'e.g. listing.status' },
  { key: 'objectType', label: 'Object type', placeholder: 'listing, lead, user...' },
  { key: 'objectId', label: 'Object id' },
  { key: 'from', label: 'From', type: 'datetime-local' },
  { key: 'to', label: 'To', type: 'datetime-local' },
];

/** The staff action log (admins): who did what to which object, when, from where; filtered, paged, exported as JSON Lines. */
export function StaffLogPanel() {
  const [draft, setDraft] = useState<StaffLogFilter>(NO_FILTER);
  const [filter, setFilter] = useState<StaffLogFilter>(NO_FILTER);
  const id = useId();
  const log = useInfiniteQuery({
    queryKey: ['staff-log', filter],
    queryFn: ({ pageParam }) => fetchStaffLog(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
  };
  return (
    <section aria-labelledby="staff-log-heading">
      <PanelHeading id="staff-log-heading" title="Staff log">
        Every action of the staff: decisions, featured changes, staff changes, sign-ins and second-factor changes. Kept 400 days; nobody can change or delete an entry.
      </PanelHeading>
      <Filter onSubmit={submit} aria-label="Filter the staff log">
        <Fields>
          {FIELDS.map((f) => (
            <Field key={f.key}>
              <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
              <input
                id={`${id}-${f.key}`}
                type={f.type ?? 'text'}
                placeholder={f.placeholder}
                value={draft[f.key]}
                onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
              />
            </Field>
          ))}
        </Fields>
        <Buttons>
          <Button type="submit" $variant="primary">Filter</Button>
          <Button type="button" $variant="outline" onClick={() => { setDraft(NO_FILTER); setFilter(NO_FILTER); }}>Clear</Button>
          <ExportLink href={staffLogExportUrl(filter)} download>
            <FileTextIcon size={16} /> Export (JSON Lines)
          </ExportLink>
        </Buttons>
      </Filter>
      {log.isLoading ? (
        <List aria-busy="true" aria-label="Loading the staff log">{[0, 1, 2].map((i) => <Skeleton key={i} $height="64px" />)}</List>
      ) : log.isError ? (
        <ErrorState what="the staff log" error={log.error} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="No staff actions match" />
      ) : (
        <>
          <List as="ol" aria-label="Staff actions">
            {entries.map((e) => <li key={e.id}><Entry entry={e} /></li>)}
          </List>
          {log.hasNextPage && (
            <More type="button" $variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading...' : 'Older entries'}
            </More>
          )}
        </>
      )}
    </section>
  );
}

const summary = (s: Record<string, unknown> | null) => (s ? Object.entries(s).map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ') : '');

function Entry({ entry: e }: { entry: StaffAction }) {
  const change = [summary(e.before), summary(e.after)].filter(Boolean);
  return (
    <Row>
      <Top>
        <Action>{e.action}</Action>
        <span>{e.objectType}{e.objectId ? ` ${e.objectId}` : ''}</span>
        <When dateTime={e.occurredAt}>{formatDateTime(e.occurredAt)}</When>
      </Top>
      <Meta>
        {e.actorEmail ?? e.actorId} ({e.actorRole}){e.address ? ` · ${e.address}` : ''}{e.requestId ? ` · request ${e.requestId}` : ''}
      </Meta>
      {change.length > 0 && <Change>{change.length === 2 ? `${change[0]} → ${change[1]}` : change[0]}</Change>}
    </Row>
  );
}

const Filter = styled.form`
  ${gridGap(12)}
  margin-bottom: 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Field = styled.div`
  ${gridGap(4)}
  min-width: 0;
  label { font-size: 0.8125rem; font-weight: 600; }
  input {
    min-width: 0;
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

const Buttons = styled.div`
  ${wrapRow}
  gap: 10px;
`;

const ExportLink = styled.a`
  ${inlineRow}
  gap: 6px;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const List = styled.div`
  ${gridGap(8)}
  ${plainList}
`;

const Row = styled.article`
  ${gridGap(4)}
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
`;

const Action = styled.strong`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 0.9rem;
`;

const When = styled.time`
  margin-left: auto;
  ${mutedText('0.875rem')}
`;

const Meta = styled.p`
  margin: 0;
  ${mutedText('0.875rem')}
`;

const Change = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

const More = styled(Button)`
  margin-top: 12px;
`;
