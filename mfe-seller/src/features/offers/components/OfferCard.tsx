import { formatPrice, OFFER_CONDITION_LABELS, OFFER_STATUS_LABELS, type OfferAnswerChoice, type SellerOffer } from '@rl/contracts';
import { Button, describeError, gridGap, inlineRow, mutedText, plainList, spreadRow, surfacePanel } from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Answer } from '../api/offers-api';

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const TONE: Record<SellerOffer['status'], string> = {
  open: '#23489a', countered: '#8a4b00', accepted: '#1f7a4d', declined: '#b42318', expired: '#5a6577', withdrawn: '#5a6577', superseded: '#5a6577',
};

export const ANSWERED_TEXT: Record<OfferAnswerChoice, (o: SellerOffer) => string> = {
  accept: (o) => `You accepted the offer of ${formatPrice(o.amount)}. Your associate will arrange the next steps; the listing shows "Sale pending".`,
  counter: (o) => `You countered with ${formatPrice(o.counterAmount ?? 0)}. Your associate takes it to the buyer.`,
  decline: (o) => `You declined the offer of ${formatPrice(o.amount)}.`,
};

/**
 * One offer for the seller: amount, conditions, expiry and status; while it waits, Accept, Counter (with an
 * amount above the offer) and Decline. Never anything of the buyer but the offer itself.
 */
export function OfferCard({ offer, onAnswer, initial }: { offer: SellerOffer; onAnswer: (a: Answer) => Promise<unknown>; initial?: OfferAnswerChoice }) {
  const [choice, setChoice] = useState<OfferAnswerChoice | null>(initial ?? null);
  const [counter, setCounter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const waiting = offer.status === 'open' && new Date(offer.expiresAt).getTime() > Date.now();
  const counterValue = /^\d+$/.test(counter.replace(/[$,\s]/g, '')) ? Number(counter.replace(/[$,\s]/g, '')) : NaN;
  const counterProblem = choice === 'counter' && counter !== '' && !(counterValue > offer.amount) ? `Enter an amount above ${formatPrice(offer.amount)}` : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!choice || (choice === 'counter' && !(counterValue > offer.amount))) return;
    setBusy(true);
    setError(null);
    onAnswer(choice === 'counter' ? { answer: 'counter', counterAmount: counterValue } : { answer: choice })
      .catch((err: unknown) => setError(describeError(err)))
      .finally(() => setBusy(false));
  };

  return (
    <Card aria-labelledby={`${id}-amount`} data-testid={`offer-${offer.id}`}>
      <Top>
        <Amount id={`${id}-amount`}>Offer of {formatPrice(offer.amount)}</Amount>
        <Status style={{ color: TONE[offer.status], borderColor: TONE[offer.status] }}>{OFFER_STATUS_LABELS[offer.status]}</Status>
      </Top>
      <Facts>
        <li>{offer.conditions.length ? offer.conditions.map((c) => OFFER_CONDITION_LABELS[c]).join(' · ') : 'No conditions'}</li>
        {offer.status === 'open' && <li>Answer by {when.format(new Date(offer.expiresAt))}</li>}
        {offer.status === 'countered' && offer.counterAmount !== null && <li>You asked {formatPrice(offer.counterAmount)}</li>}
        {offer.answeredAt && offer.status !== 'open' && <li>{OFFER_STATUS_LABELS[offer.status]} on {when.format(new Date(offer.answeredAt))}</li>}
      </Facts>
      {waiting && (
        <form onSubmit={submit} aria-label={`Your answer to the offer of ${formatPrice(offer.amount)}`}>
          <Choices role="radiogroup" aria-label="Your answer">
            {(['accept', 'counter', 'decline'] as const).map((c) => (
              <label key={c} data-checked={choice === c}>
                <input type="radio" name={`${id}-answer`} value={c} checked={choice === c} onChange={() => setChoice(c)} />
                {c === 'accept' ? 'Accept' : c === 'counter' ? 'Counter' : 'Decline'}
              </label>
            ))}
          </Choices>
          {choice === 'counter' && (
            <Field>
              <label htmlFor={`${id}-counter`}>Your price ($)</label>
              <input id={`${id}-counter`} inputMode="numeric" value={counter} onChange={(e) => setCounter(e.target.value)} aria-invalid={counterProblem !== null}
                aria-describedby={counterProblem ? `${id}-counter-problem` : undefined} />
              {counterProblem && <small id={`${id}-counter-problem`}>{counterProblem}</small>}
            </Field>
          )}
          {error && <p role="alert">{error}</p>}
          <Button type="submit" $size="sm" $variant={choice === 'decline' ? 'outline' : 'accent'} disabled={busy || !choice || (choice === 'counter' && !(counterValue > offer.amount))}>
            {choice === 'accept' ? 'Accept the offer' : choice === 'counter' ? 'Send my counter' : choice === 'decline' ? 'Decline the offer' : 'Choose an answer'}
          </Button>
        </form>
      )}
    </Card>
  );
}

const Card = styled.article`
  ${gridGap(10)}
  padding: 14px;
  ${surfacePanel}
  form { display: grid; gap: 10px; }
  form > button { justify-self: start; }
  p[role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-size: 0.875rem; }
`;

const Top = styled.div`
  ${spreadRow()}
  gap: 8px;
`;

const Amount = styled.h3`
  font-size: 1.1rem;
`;

const Status = styled.span`
  padding: 3px 10px;
  border: 1px solid;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 600;
`;

const Facts = styled.ul`
  ${gridGap(2)}
  ${plainList}
  ${mutedText('0.875rem')}
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    ${inlineRow}
    gap: 6px;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    font-weight: 600;
    cursor: pointer;
  }
  label[data-checked='true'] { border-color: ${({ theme }) => theme.colors.text}; box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.text}; }
`;

const Field = styled.div`
  ${gridGap(4)}
  max-width: 240px;
  label { font-weight: 600; font-size: 0.875rem; }
  input { min-height: 44px; padding: 0 10px; font: inherit; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.md}; }
  small { color: ${({ theme }) => theme.colors.danger}; }
`;
