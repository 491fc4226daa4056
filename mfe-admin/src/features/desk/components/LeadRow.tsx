import type { LeadSummary } from '@rl/contracts';
import { gridGap, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { formatDateTime } from '../../../shared/ui/format';
import { dueText, firstResponseText } from './first-response';

const STATUS_CHIP = { new: { tone: 'danger', label: 'New' }, open: { tone: 'info', label: 'Open' }, closed: { tone: 'success', label: 'Closed' } } as const;

/** One lead in the desk's list: the car's photo and title, the buyer, the last message, the time to first response. */
export function LeadRow({ lead, onOpen }: { lead: LeadSummary; onOpen: () => void }) {
  const chip = STATUS_CHIP[lead.status];
  return (
    <Row type="button" onClick={onOpen} data-testid={`lead-${lead.id}`} $new={lead.status === 'new'} $overdue={lead.overdue}>
      {lead.vehicle?.photo ? <Photo src={lead.vehicle.photo} alt="" loading="lazy" /> : <Photo as="span" aria-hidden="true" />}
      <Main>
        <Title>{lead.vehicle?.title ?? lead.subject}</Title>
        <Buyer>{lead.buyer.name}</Buyer>
        <Last>
          {lead.lastMessage.author === 'buyer' ? 'Buyer: ' : 'You: '}
          {lead.lastMessage.body}
        </Last>
      </Main>
      <Side>
        <Chip $tone={chip.tone}>{chip.label}</Chip>
        <time dateTime={lead.lastMessage.createdAt}>{formatDateTime(lead.lastMessage.createdAt)}</time>
        {lead.dueAt ? (
          <Chip $tone={lead.overdue ? 'danger' : 'warning'}>{dueText(lead.dueAt, lead.overdue)}</Chip>
        ) : (
          <span>{firstResponseText(lead.firstResponseSeconds)}</span>
        )}
      </Side>
    </Row>
  );
}

const Row = styled.button<{ $new: boolean; $overdue: boolean }>`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: 12px;
  width: 100%;
  padding: 12px;
  text-align: left;
  font: inherit;
  color: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ $new, $overdue, theme }) => ($overdue ? theme.colors.danger : $new ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $overdue, theme }) => ($overdue ? '#fdf1f0' : theme.colors.surface)};
  cursor: pointer;
  &:hover { box-shadow: ${({ theme }) => theme.shadows.sm}; }
  ${({ theme }) => theme.media.md} { grid-template-columns: 80px minmax(0, 1fr) auto; }
`;

const Photo = styled.img`
  width: 64px;
  height: 48px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.md} { width: 80px; height: 60px; }
`;

const Main = styled.div`
  ${gridGap(2)}
  min-width: 0;
`;

const Title = styled.strong`
  overflow-wrap: anywhere;
`;

const Buyer = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Last = styled.span`
  font-size: 0.875rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Side = styled.div`
  grid-column: 1 / -1;
  ${wrapRow}
  gap: 6px 12px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.md} { grid-column: auto; flex-direction: column; align-items: flex-end; }
`;
