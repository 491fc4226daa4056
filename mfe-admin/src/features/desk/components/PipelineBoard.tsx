import { formatPrice, LEAD_STAGE_LABELS, OFFER_STATUS_LABELS, STALE_AFTER_DAYS, type BoardLead } from '@rl/contracts';
import { centerRow, gridGap, mutedText, plainList, Skeleton, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { ErrorState } from '../../../shared/ui/PanelState';
import { useBoard } from '../hooks/usePipeline';

const daysText = (n: number) => (n === 0 ? 'Today in stage' : n === 1 ? '1 day in stage' : `${n} days in stage`);

/**
 * The pipeline: open leads by stage. On a desktop a board (a column per stage, side by side); on a phone the
 * same stages one under the other as a list. Each card: the car, the buyer, days in stage, the stale mark
 * (STALE_AFTER_DAYS days without activity) and the offer in play.
 */
export function PipelineBoard({ filter, onOpen }: { filter: 'all' | 'mine'; onOpen: (id: number) => void }) {
  const board = useBoard(filter);
  if (board.isLoading) return <Skeleton $height="320px" />;
  if (board.isError || !board.data) return <ErrorState what="the pipeline" error={board.error} onRetry={() => void board.refetch()} />;
  return (
    <Board aria-label="Pipeline">
      {board.data.stages.map(({ stage, count, leads }) => (
        <Column key={stage} aria-labelledby={`stage-${stage}`}>
          <ColumnHead>
            <h3 id={`stage-${stage}`}>{LEAD_STAGE_LABELS[stage]}</h3>
            <Count aria-label={`${count} ${count === 1 ? 'lead' : 'leads'}`}>{count}</Count>
          </ColumnHead>
          {leads.length === 0 ? (
            <Empty>No leads</Empty>
          ) : (
            <Cards aria-label={`${LEAD_STAGE_LABELS[stage]} leads`}>
              {leads.map((l) => <li key={l.id}><Card lead={l} onOpen={() => onOpen(l.id)} /></li>)}
            </Cards>
          )}
          {count > leads.length && <More>{count - leads.length} more not shown (least recently active)</More>}
        </Column>
      ))}
    </Board>
  );
}

function Card({ lead, onOpen }: { lead: BoardLead; onOpen: () => void }) {
  return (
    <CardButton type="button" onClick={onOpen} data-testid={`board-lead-${lead.id}`} $stale={lead.stale}>
      <strong>{lead.vehicle?.title ?? 'General question'}</strong>
      <span>{lead.buyerName}</span>
      {lead.openOffer && (
        <OfferLine>
          {formatPrice(lead.openOffer.amount)} · {OFFER_STATUS_LABELS[lead.openOffer.status]}
          {lead.openOffer.counterAmount !== null && lead.openOffer.status === 'countered' ? ` at ${formatPrice(lead.openOffer.counterAmount)}` : ''}
        </OfferLine>
      )}
      <Meta>
        <span>{daysText(lead.daysInStage)}</span>
        {lead.stale && <Chip $tone="warning" title={`No activity for ${STALE_AFTER_DAYS} days or more`}>Stale</Chip>}
      </Meta>
    </CardButton>
  );
}

const Board = styled.section`
  ${gridGap(16)}
  ${({ theme }) => theme.media.lg} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(150px, 1fr);
    gap: 10px;
    overflow-x: auto;
    padding-bottom: 8px;
    align-items: start;
  }
`;

const Column = styled.section`
  ${gridGap(8)}
  align-content: start;
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    padding: 10px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const ColumnHead = styled.div`
  ${centerRow}
  justify-content: space-between;
  gap: 8px;
  h3 { font-size: 0.95rem; }
`;

const Count = styled.span`
  min-width: 28px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  font-weight: 600;
  text-align: center;
`;

const Cards = styled.ul`
  ${gridGap(8)}
  ${plainList}
`;

const CardButton = styled.button<{ $stale: boolean }>`
  ${gridGap(4)}
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  text-align: left;
  font: inherit;
  color: inherit;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ $stale, theme }) => ($stale ? '#d97706' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  strong { font-size: 0.9rem; overflow-wrap: anywhere; }
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  &:hover { box-shadow: ${({ theme }) => theme.shadows.sm}; }
`;

const OfferLine = styled.span`
  font-size: 0.85rem;
  font-weight: 600;
`;

const Meta = styled.span`
  ${wrapRow}
  gap: 6px;
  ${mutedText('0.8rem')}
`;

/** On a phone the count says it; on the board an empty column says so. */
const Empty = styled.p`
  display: none;
  ${mutedText('0.85rem')}
  ${({ theme }) => theme.media.lg} { display: block; }
`;

const More = styled.p`
  ${mutedText('0.8rem')}
`;
