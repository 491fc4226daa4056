import { listingPrefillUrl, type Valuation } from '@rl/contracts';
import { ButtonLink, gridGap, mutedText, wrapRow } from '@rl/web-kit';
import { FairRangeBar, formatMileage, formatPrice } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { Card } from '../../../shared/ui/layout';
import { basisLine } from '../model/valuation-copy';

/** The answer of the valuation page: the range (or that there is too little data), why, and the way to list. */
export function ValuationResult({ valuation: v, zipCode, mileage, condition, vin }: { valuation: Valuation; zipCode: string; mileage: number; condition: string; vin?: string }) {
  const name = [v.vehicle.year, v.vehicle.make, v.vehicle.model, v.vehicle.trim].filter(Boolean).join(' ');
  const listUrl = listingPrefillUrl({ ...v.vehicle, mileage, condition, zipCode, vin: vin ?? null });
  return (
    <Card aria-labelledby="valuation-title" data-testid="valuation-result">
      <Eyebrow>{name} · {formatMileage(mileage)}</Eyebrow>
      {v.estimate ? (
        <>
          <h2 id="valuation-title">
            Estimated market value: <Range data-testid="valuation-range">{formatPrice(v.estimate.low)} – {formatPrice(v.estimate.high)}</Range>
          </h2>
          <FairRangeBar low={v.estimate.low} high={v.estimate.high} />
        </>
      ) : (
        <h2 id="valuation-title">Not enough data for an estimate</h2>
      )}
      <Summary data-testid="valuation-summary" data-confidence={v.confidence ?? 'none'}>{keepSpreadTogether(v.summary)}</Summary>
      <Basis>{basisLine(v, zipCode)}</Basis>
      {!v.estimate && v.points.length > 0 && (
        <Nearest aria-label="The nearest data we have">
          {v.points.map((p, i) => (
            <li key={i}>
              {p.year} · {formatMileage(p.mileage)} · {p.sold ? `sold for ${formatPrice(p.price)}` : `asking ${formatPrice(p.price)}`}
            </li>
          ))}
        </Nearest>
      )}
      <Actions>
        <ButtonLink to={listUrl} data-testid="list-with-associate">List it with an associate</ButtonLink>
        <Note>A dedicated associate handles every inquiry, negotiation and screening until it sells.</Note>
      </Actions>
      <Method>
        How we estimate: from the asking prices of comparable cars listed here and the prices cars really sold for on our
        platform in the last 180 days, adjusted for model year, mileage, condition and trim; the range is where the middle
        half of them falls. It is not an offer, and it cannot see options, accident history or wear.
      </Method>
    </Card>
  );
}

/** The summary with its spread ("±4 %") kept on one line: the text is the server's, unchanged. */
function keepSpreadTogether(summary: string) {
  return summary.split(/(±\s?\d+(?:[.,]\d+)?\s?%)/).map((part, i) => (i % 2 === 1 ? <Range key={i}>{part}</Range> : part));
}

const Eyebrow = styled.p`
  ${mutedText('0.9rem')}
  margin-bottom: 6px;
`;
const Range = styled.span`
  white-space: nowrap;
`;
const Summary = styled.p`
  margin-top: 14px;
  font-weight: 600;
`;
const Basis = styled.p`
  margin-top: 6px;
  ${mutedText('0.9rem')}
`;
const Nearest = styled.ul`
  margin: 12px 0 0 18px;
  ${gridGap(4)}
`;
const Actions = styled.div`
  margin-top: 20px;
  ${wrapRow}
  gap: 12px;
`;
const Note = styled.p`
  ${mutedText('0.9rem')}
  flex: 1 1 240px;
`;
const Method = styled.p`
  margin-top: 18px;
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${mutedText('0.85rem')}
`;
