import { TIMELINE_KIND_LABELS, type TimelineEntry } from '@rl/contracts';
import {
  Button, ChevronDownIcon, dangerText, describeError, gridGap, HistoryIcon, mutedText, plainList, Skeleton, VisuallyHidden, wrapRow,
} from '@rl/web-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { formatDateTime } from '../../../shared/ui/format';
import { useHistory } from '../hooks/useHistory';

const ACTORS: Record<TimelineEntry['actor'], string> = { seller: 'the seller', moderator: 'an administrator', system: 'automatically' };

/** A 'History' button that opens the listing's audit log (loaded the first time it opens). */
export function HistoryDisclosure({ vehicleId, vehicleName }: { vehicleId: number; vehicleName: string }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Wrap>
      <Toggle
        type="button"
        $variant="ghost"
        $size="sm"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((o) => !o)}
      >
        <HistoryIcon size={16} />
        History
        <Chevron $open={open}>
          <ChevronDownIcon size={16} />
        </Chevron>
      </Toggle>
      <div id={regionId} role="region" aria-label={`History of ${vehicleName}`} hidden={!open}>
        {open && <HistoryLog vehicleId={vehicleId} />}
      </div>
    </Wrap>
  );
}

function HistoryLog({ vehicleId }: { vehicleId: number }) {
  const history = useHistory(vehicleId, true);
  if (history.isLoading) {
    return (
      <Log aria-busy="true">
        <Skeleton $width="60%" />
        <Skeleton $width="40%" />
      </Log>
    );
  }
  if (history.isError) {
    return (
      <Log role="alert">
        <ErrorText>Could not load the history: {describeError(history.error)}</ErrorText>
        <div>
          <Button type="button" $variant="outline" $size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      </Log>
    );
  }
  const entries = history.data?.entries ?? [];
  const incomplete = history.data?.incomplete;
  if (entries.length === 0 && !incomplete) return <Log><Empty>No steps recorded yet.</Empty></Log>;
  return (
    <Log>
      {incomplete && <Meta role="status">{incomplete}</Meta>}
      <Steps aria-label="Every step, oldest first">
        {entries.map((d, i) => (
          <Entry key={`${d.at}-${d.kind}-${i}`} entry={d} />
        ))}
      </Steps>
    </Log>
  );
}

function Entry({ entry: d }: { entry: TimelineEntry }) {
  return (
    <Item>
      <Dot $state={d.state ?? 'applied'} aria-hidden="true" />
      <div>
        <Line>
          <Move>{TIMELINE_KIND_LABELS[d.kind]}</Move>
          {d.state === 'queued' && <Chip $tone="info">Waiting to be applied</Chip>}
          {d.state === 'discarded' && <Chip $tone="neutral">Not applied</Chip>}
        </Line>
        <Meta>
          <time dateTime={d.at}>{formatDateTime(d.at)}</time>
          {' · '}
          <VisuallyHidden>by </VisuallyHidden>
          {d.actorEmail ?? ACTORS[d.actor]}
        </Meta>
        {d.notes && <Reason>{d.kind === 'changes_requested' ? 'Requested changes' : 'Reason'}: {d.notes}</Reason>}
        {d.note && <Meta>{d.note}</Meta>}
      </div>
    </Item>
  );
}

const Wrap = styled.div`${gridGap(8)}`;

const Toggle = styled(Button)`
  justify-self: start;
  margin-left: -10px;
  padding: 0 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  &[aria-expanded='true'] { color: ${({ theme }) => theme.colors.text}; }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  transition: transform 150ms ease;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Log = styled.div`
  ${gridGap(12)}
  margin: 0;
  padding: 14px 16px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Steps = styled.ol`
  ${gridGap(12)}
  ${plainList}
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 10px 1fr;
  gap: 12px;
`;

const Dot = styled.span<{ $state: string }>`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ $state, theme }) => ($state === 'applied' ? theme.colors.success : $state === 'queued' ? theme.colors.focus : '#9aa3b2')};
`;

const Line = styled.div`
  ${wrapRow}
  gap: 8px;
`;

const Move = styled.span`
  font-weight: 600;
`;

const Meta = styled.p`
  ${mutedText('0.8125rem')}
  overflow-wrap: anywhere;
`;

const Reason = styled.p`
  margin-top: 4px;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  ${mutedText('0.875rem')}
`;

const ErrorText = styled.p`
  ${dangerText('0.875rem')}
`;
