import { PRICE_RATINGS, type PriceDrop, type PriceGuidance, type PriceRating } from '@rl/contracts';
import { formatPrice, priceNumber } from '@rl/web-kit/vehicles';
import { gridGap, mutedText, plainList } from '@rl/web-kit';
import styled from 'styled-components';
import { bandSentence, dropSentence, positionSentence } from '../price-guidance';
import { PriceChart } from './PriceChart';
import { Block } from './VehicleFacts';

interface Props {
  price: string | number;
  mileage: number;
  /** null: too few comparable listings (or not computed yet) */
  guidance: PriceGuidance | null;
  /** newest first */
  drops: PriceDrop[];
}

/** Is this a fair price? The rating, the band and its comparables, or plainly no rating; then the price history. */
export function PriceGuidanceSection({ price, mileage, guidance, drops }: Props) {
  const asking = priceNumber(price);
  return (
    <Block aria-labelledby="price-guidance-title" data-testid="price-guidance">
      <h2 id="price-guidance-title">Price Guidance</h2>
      {guidance ? (
        <>
          <Verdict>
            <Band>{bandSentence(guidance)}</Band>
            <Muted>{positionSentence(asking, guidance)}</Muted>
          </Verdict>
          <RatingScale rating={guidance.rating} />
          {guidance.points.length > 0 && <PriceChart guidance={guidance} car={{ price: asking, mileage }} />}
          <Method>
            We compare this car with listings of the same make and model from nearby model years, including recent
            sales, and adjust each for mileage, age and condition. The chart shows their prices as listed: asking prices,
            and the final price of each car sold here.
          </Method>
        </>
      ) : (
        <NoRating role="note">
          <strong>Not enough comparable listings to rate this price.</strong> We rate a price only when enough similar
          cars have been listed, so there is no rating here rather than a guess.
        </NoRating>
      )}
      {drops.length > 0 && (
        <History aria-labelledby="price-history-title">
          <h3 id="price-history-title">Price history</h3>
          <ul>
            {drops.map((drop) => (
              <li key={`${drop.droppedAt}-${drop.price}`}>
                <span>{dropSentence(drop)}</span>
                <Muted as="span">
                  {formatPrice(drop.previousPrice)} to {formatPrice(drop.price)}
                </Muted>
              </li>
            ))}
          </ul>
        </History>
      )}
    </Block>
  );
}

/** The five ratings in a row, this car's marked. */
function RatingScale({ rating }: { rating: PriceRating }) {
  return (
    <Scale aria-label="Price ratings, best deal first">
      {PRICE_RATINGS.map((r) => (
        <li key={r} aria-current={r === rating ? 'true' : undefined} data-rating={r}>
          {SCALE_LABELS[r]}
        </li>
      ))}
    </Scale>
  );
}

/** The scale's short words; the badge beside the price has the full label. */
const SCALE_LABELS: Record<PriceRating, string> = { great: 'Great', good: 'Good', fair: 'Fair', high: 'High', overpriced: 'Overpriced' };

/** The bar's colour and, darker where needed, the label's (at least 4.5:1 on white). */
const SCALE_COLORS: Record<PriceRating, { bar: string; text: string }> = {
  great: { bar: '#17603c', text: '#17603c' },
  good: { bar: '#3f9d6b', text: '#1d6b43' },
  fair: { bar: '#1d3a6e', text: '#1d3a6e' },
  high: { bar: '#d08a00', text: '#7a4f00' },
  overpriced: { bar: '#c0392b', text: '#a11d14' },
};

const Verdict = styled.div`
  display: grid;
  justify-items: start;
  gap: 4px;
`;

const Band = styled.p`
  font-size: 1.15rem;
  font-weight: 800;
  letter-spacing: -0.01em;
`;

const Muted = styled.p`
  ${mutedText('0.92rem')}
`;

const Scale = styled.ol`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 4px;
  ${plainList}
  li {
    padding-top: 8px;
    border-top: 5px solid ${({ theme }) => theme.colors.border};
    ${mutedText('0.75rem')}
    line-height: 1.2;
    text-align: center;
  }
  ${PRICE_RATINGS.map((r) => `li[data-rating='${r}'][aria-current] { border-top-color: ${SCALE_COLORS[r].bar}; color: ${SCALE_COLORS[r].text}; font-weight: 800; }`).join('\n')}
`;

const Method = styled.p`
  ${mutedText('0.8rem')}
`;

const NoRating = styled.p`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  strong { display: block; margin-bottom: 2px; color: ${({ theme }) => theme.colors.text}; }
`;

const History = styled.section`
  ${gridGap(8)}
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 1rem; font-weight: 800; }
  ul { display: grid; gap: 6px; margin: 0; padding: 0; list-style: none; }
  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 2px 12px; font-size: 0.95rem; font-weight: 700; }
  li > span + span { font-weight: 400; }
`;
