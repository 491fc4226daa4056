import {
  formatPrice, LEAD_STAGE_LABELS, LEAD_STAGE_SET_BY, LEAD_TRANSITIONS, LOST_REASON_LABELS, LOST_REASONS, OFFER_CONDITION_LABELS, OFFER_CONDITIONS,
  OFFER_EXPIRY_DEFAULT_HOURS, OFFER_STATUS_LABELS, type LeadPipeline, type LeadStage, type LostReason, type Offer, type OfferCondition,
} from '@rl/contracts';
import { Button, describeError, gridGap, Skeleton, toast, wrapRow } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Chip } from '../../../shared/ui/Chip';
import { formatDateTime } from '../../../shared/ui/format';
import { ErrorState } from '../../../shared/ui/PanelState';
import { usePipeline, usePipelineActions } from '../hooks/usePipeline';

const OFFER_TONE = { open: 'info', countered: 'warning', accepted: 'success', declined: 'danger', expired: 'neutral', withdrawn: 'neutral', superseded: 'neutral' } as const;
const OFFER_STAGES: LeadStage[] = ['contacted', 'qualified', 'viewing', 'offer'];
const today = () => new Date().toISOString().slice(0, 10);
const whole = (v: string) => (/^\d+$/.test(v.replace(/[$,\s]/g, '')) ? Number(v.replace(/[$,\s]/g, '')) : NaN);
const failed = (title: string) => (err: unknown) => toast({ title, description: describeError(err), variant: 'destructive' });

/**
 * A lead's pipeline on its page: the stage (moves the table allows), the seller's private minimum price,
 * the offers with the desk's moves, recording an offer, the deposit and the sale, and the timeline (who did
 * what, when).
 */
export function PipelineBox({ leadId }: { leadId: number }) {
  const pipeline = usePipeline(leadId);
  const id = useId();
  if (pipeline.isLoading) return <Skeleton $height="160px" />;
  if (pipeline.isError || !pipeline.data) return <ErrorState what="the pipeline" error={pipeline.error} onRetry={() => void pipeline.refetch()} />;
  const p = pipeline.data;
  return (
    <Box aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Pipeline</h4>
      <StageLine>
        <Chip $tone={p.stage === 'sold' ? 'success' : p.stage === 'lost' ? 'danger' : 'info'}>{LEAD_STAGE_LABELS[p.stage]}</Chip>
        {p.lostReason && <span>{LOST_REASON_LABELS[p.lostReason]}</span>}
        <small>since {formatDateTime(p.stageSince)}</small>
      </StageLine>
      <p>{p.minimumPrice === null ? 'The seller set no minimum price.' : <>Seller&apos;s minimum (private): <strong>{formatPrice(p.minimumPrice)}</strong></>}</p>
      <MoveForm leadId={leadId} stage={p.stage} />
      <Offers leadId={leadId} pipeline={p} />
      {OFFER_STAGES.includes(p.stage) && <OfferForm leadId={leadId} minimumPrice={p.minimumPrice} />}
      {p.stage === 'accepted' && <DepositForm leadId={leadId} />}
      {p.deposit && <p>Deposit: {formatPrice(p.deposit.amount)} on {p.deposit.receivedOn} (reference {p.deposit.reference})</p>}
      {(p.stage === 'accepted' || p.stage === 'deposit') && <SaleForm leadId={leadId} accepted={p.offers.find((o) => o.status === 'accepted') ?? null} />}
      {p.sale && <p>Sold for {formatPrice(p.sale.finalPrice)} on {p.sale.soldOn}{p.sale.showPrice ? ' (price shown on the listing)' : ''}</p>}
      <Timeline pipeline={p} />
    </Box>
  );
}

function MoveForm({ leadId, stage }: { leadId: number; stage: LeadStage }) {
  const { move } = usePipelineActions(leadId);
  const targets = LEAD_TRANSITIONS[stage].filter((s) => LEAD_STAGE_SET_BY[s] === 'desk' && s !== stage);
  const [to, setTo] = useState<LeadStage | ''>('');
  const [reason, setReason] = useState<LostReason | ''>('');
  const id = useId();
  if (targets.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!to || (to === 'lost' && !reason)) return;
    move.mutateAsync({ stage: to, ...(to === 'lost' ? { lostReason: reason as LostReason } : {}) })
      .then(() => { setTo(''); setReason(''); toast({ title: `Moved to ${LEAD_STAGE_LABELS[to]}` }); }, failed('Not moved'));
  };
  return (
    <Row as="form" onSubmit={submit} aria-label="Move the lead">
      <label htmlFor={`${id}-to`}>Move to</label>
      <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value as LeadStage | '')}>
        <option value="">Choose a stage</option>
        {targets.map((s) => <option key={s} value={s}>{LEAD_STAGE_LABELS[s]}</option>)}
      </select>
      {to === 'lost' && (
        <>
          <label htmlFor={`${id}-reason`}>Reason</label>
          <select id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as LostReason | '')}>
            <option value="">Choose a reason</option>
            {LOST_REASONS.map((r) => <option key={r} value={r}>{LOST_REASON_LABELS[r]}</option>)}
          </select>
        </>
      )}
      <Button type="submit" $size="sm" $variant="outline" disabled={move.isPending || !to || (to === 'lost' && !reason)}>Move</Button>
    </Row>
  );
}

function Offers({ leadId, pipeline }: { leadId: number; pipeline: LeadPipeline }) {
  const { action } = usePipelineActions(leadId);
  if (pipeline.offers.length === 0) return <p>No offers yet.</p>;
  const act = (o: Offer, a: 'decline' | 'buyer-accepts-counter' | 'withdraw', done: string) =>
    action.mutateAsync({ offerId: o.id, action: a }).then(() => toast({ title: done }), failed('Not done'));
  return (
    <ul aria-label="Offers">
      {pipeline.offers.map((o) => (
        <OfferItem key={o.id}>
          <span>
            <strong>{formatPrice(o.amount)}</strong> <Chip $tone={OFFER_TONE[o.status]}>{OFFER_STATUS_LABELS[o.status]}</Chip>
            {o.status === 'countered' && o.counterAmount !== null && <> Seller asks <strong>{formatPrice(o.counterAmount)}</strong></>}
          </span>
          <small>
            {o.conditions.length ? o.conditions.map((c) => OFFER_CONDITION_LABELS[c]).join(' · ') : 'No conditions'}
            {o.status === 'open' && <> · expires {formatDateTime(o.expiresAt)}</>}
          </small>
          {o.status === 'open' && pipeline.minimumPrice !== null && o.amount < pipeline.minimumPrice && (
            <Button type="button" $size="sm" $variant="outline" disabled={action.isPending} onClick={() => void act(o, 'decline', 'Offer declined')}>
              Decline (below the seller&apos;s minimum)
            </Button>
          )}
          {o.status === 'countered' && o.counterAmount !== null && (
            <Button type="button" $size="sm" disabled={action.isPending} onClick={() => void act(o, 'buyer-accepts-counter', 'Counter accepted: sale pending')}>
              Buyer accepts {formatPrice(o.counterAmount)}
            </Button>
          )}
          {(o.status === 'open' || o.status === 'countered') && (
            <Button type="button" $size="sm" $variant="ghost" disabled={action.isPending} onClick={() => void act(o, 'withdraw', 'Offer withdrawn')}>
              Buyer withdrew
            </Button>
          )}
        </OfferItem>
      ))}
    </ul>
  );
}

function OfferForm({ leadId, minimumPrice }: { leadId: number; minimumPrice: number | null }) {
  const { offer } = usePipelineActions(leadId);
  const [amount, setAmount] = useState('');
  const [hours, setHours] = useState(String(OFFER_EXPIRY_DEFAULT_HOURS));
  const [conditions, setConditions] = useState<OfferCondition[]>([]);
  const [declineNow, setDeclineNow] = useState(false);
  const id = useId();
  const value = whole(amount);
  const below = minimumPrice !== null && value > 0 && value < minimumPrice;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    offer.mutateAsync({ amount: value, expiresInHours: Number(hours), conditions, ...(below && declineNow ? { declineBelowMinimum: true } : {}) }).then(
      (o) => {
        setAmount(''); setConditions([]); setDeclineNow(false);
        toast({ title: o.status === 'declined' ? 'Offer recorded and declined' : 'Offer recorded', description: o.status === 'declined' ? undefined : 'The seller gets it by mail.' });
      },
      failed('Offer not recorded'),
    );
  };
  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>Record the buyer&apos;s offer</h5>
      <Pair>
        <label htmlFor={`${id}-amount`}>Amount ($)</label>
        <input id={`${id}-amount`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Pair>
      <Pair>
        <label htmlFor={`${id}-hours`}>Expires in (hours)</label>
        <input id={`${id}-hours`} type="number" min={1} max={336} value={hours} onChange={(e) => setHours(e.target.value)} />
      </Pair>
      <fieldset>
        <legend>Conditions</legend>
        {OFFER_CONDITIONS.map((c) => (
          <label key={c}>
            <input type="checkbox" checked={conditions.includes(c)} onChange={(e) => setConditions(e.target.checked ? [...conditions, c] : conditions.filter((x) => x !== c))} />
            {OFFER_CONDITION_LABELS[c]}
          </label>
        ))}
      </fieldset>
      {below && (
        <Warn role="status">
          Below the seller&apos;s minimum of {formatPrice(minimumPrice)}.
          <label><input type="checkbox" checked={declineNow} onChange={(e) => setDeclineNow(e.target.checked)} /> Decline it now without asking the seller</label>
        </Warn>
      )}
      <Button type="submit" $size="sm" disabled={offer.isPending || !(value > 0)}>{below && declineNow ? 'Record and decline' : 'Record offer'}</Button>
    </Form>
  );
}

function DepositForm({ leadId }: { leadId: number }) {
  const { deposit } = usePipelineActions(leadId);
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today());
  const [reference, setReference] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    deposit.mutateAsync({ amount: whole(amount), receivedOn: date, reference }).then(() => toast({ title: 'Deposit recorded' }), failed('Deposit not recorded'));
  };
  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>Record the deposit</h5>
      <Pair><label htmlFor={`${id}-amount`}>Amount ($)</label><input id={`${id}-amount`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} /></Pair>
      <Pair><label htmlFor={`${id}-date`}>Received on</label><input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} /></Pair>
      <Pair><label htmlFor={`${id}-ref`}>Reference</label><input id={`${id}-ref`} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} /></Pair>
      <Button type="submit" $size="sm" $variant="outline" disabled={deposit.isPending || !(whole(amount) > 0) || !reference.trim()}>Record deposit</Button>
    </Form>
  );
}

function SaleForm({ leadId, accepted }: { leadId: number; accepted: Offer | null }) {
  const { sale } = usePipelineActions(leadId);
  const agreed = accepted ? (accepted.counterAmount ?? accepted.amount) : null;
  const [price, setPrice] = useState(agreed === null ? '' : String(agreed));
  const [date, setDate] = useState(today());
  const [show, setShow] = useState(false);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sale.mutateAsync({ finalPrice: whole(price), soldOn: date, showPrice: show }).then(
      () => toast({ title: 'Sale recorded', description: 'The listing is sold; the other buyers are told.' }), failed('Sale not recorded'),
    );
  };
  return (
    <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h5 id={`${id}-title`}>Record the sale</h5>
      <Pair><label htmlFor={`${id}-price`}>Final price ($)</label><input id={`${id}-price`} inputMode="numeric" value={price} onChange={(e) => setPrice(e.target.value)} /></Pair>
      <Pair><label htmlFor={`${id}-date`}>Sold on</label><input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} /></Pair>
      <label><input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} /> Show the sale price on the listing</label>
      <small>Tick it only with the seller&apos;s consent.</small>
      <Button type="submit" $size="sm" disabled={sale.isPending || !(whole(price) > 0)}>Record sale</Button>
    </Form>
  );
}

function Timeline({ pipeline }: { pipeline: LeadPipeline }) {
  if (pipeline.timeline.length === 0) return null;
  return (
    <>
      <h5>Timeline</h5>
      <ol aria-label="Timeline">
        {[...pipeline.timeline].reverse().map((e) => (
          <TimelineItem key={e.id}>
            <span>{e.summary}</span>
            <small>{e.actor.name} · <time dateTime={e.at}>{formatDateTime(e.at)}</time></small>
          </TimelineItem>
        ))}
      </ol>
    </>
  );
}

const Box = styled.section`
  ${gridGap(10)}
  h4 { font-size: 1rem; }
  h5 { margin: 0; font-size: 0.9rem; }
  p { font-size: 0.875rem; }
  ul, ol { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
  select, input:not([type='checkbox']) {
    min-height: 40px; padding: 0 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface};
  }
`;

const StageLine = styled.div`
  ${wrapRow}
  gap: 8px;
  font-size: 0.875rem;
`;

const Row = styled.div`
  ${wrapRow}
  gap: 8px;
  font-size: 0.875rem;
  label { font-weight: 600; }
`;

const OfferItem = styled.li`
  ${gridGap(6)}
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.875rem;
  button { justify-self: start; }
`;

const Form = styled.form`
  ${gridGap(8)}
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.875rem;
  fieldset { display: flex; flex-wrap: wrap; gap: 6px 14px; margin: 0; padding: 0; border: 0; }
  legend { font-weight: 600; margin-bottom: 4px; }
  label { display: inline-flex; align-items: center; gap: 6px; }
  button { justify-self: start; }
`;

const Pair = styled.div`
  ${gridGap(4)}
  label { font-weight: 600; }
`;

const Warn = styled.div`
  ${gridGap(6)}
  padding: 8px 10px;
  border: 1px solid #f7d9a4;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff6e5;
  color: #8a4b00;
`;

const TimelineItem = styled.li`
  ${gridGap(2)}
  padding-left: 10px;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
`;
