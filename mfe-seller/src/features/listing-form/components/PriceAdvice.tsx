import { formatPrice, PRICE_RATING_LABELS, type PriceRating, type Valuation } from '@rl/contracts';
import { Button, gridGap, wrapRow } from '@rl/web-kit';
import { FairRangeBar, PriceRatingBadge } from '@rl/web-kit/vehicles';
import styled from 'styled-components';

/** 'Good price' -> 'Good' (the suggestion's wording). */
const ratingWord = (r: PriceRating) => PRICE_RATING_LABELS[r].replace(/ price$/, '');

/**
 * Under the price field: where the typed price falls in the fair range, the rating buyers would see, how
 * many comparables ask less, and the price that would be rated Good (one click fills it in). With too few
 * comparables it says so and advises nothing.
 */
export function PriceAdvice({ valuation: v, onUsePrice }: { valuation: Valuation | undefined; onUsePrice: (price: number) => void }) {
  if (!v) return null;
  if (!v.estimate || !v.advice) {
    return (
      <Box data-testid="price-advice" aria-live="polite">
        <p>
          Too few comparable cars to advise on the price ({v.comparables} found, we need at least 5). Price it from what you know.
        </p>
      </Box>
    );
  }
  const a = v.advice;
  return (
    <Box data-testid="price-advice" aria-live="polite">
      <Line>
        At {formatPrice(a.price)} buyers would see <PriceRatingBadge rating={a.rating} />
      </Line>
      <p>
        Fair range {formatPrice(v.estimate.low)} – {formatPrice(v.estimate.high)} · {a.comparablesAskingLess} of {v.comparables} comparable cars ask less
      </p>
      <FairRangeBar low={v.estimate.low} high={v.estimate.high} price={a.price} rating={a.rating} />
      {a.suggestion && (
        <Suggestion>
          <span>
            Lower to {formatPrice(a.suggestion.price)} to be rated {ratingWord(a.suggestion.rating)}
          </span>
          <Button type="button" $variant="outline" $size="sm" onClick={() => onUsePrice(a.suggestion!.price)}>
            Use {formatPrice(a.suggestion.price)}
          </Button>
        </Suggestion>
      )}
    </Box>
  );
}

const Box = styled.div`
  grid-column: 1 / -1;
  ${gridGap(8)}
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.92rem;
`;
const Line = styled.p`
  ${wrapRow}
  gap: 8px;
  font-weight: 600;
`;
const Suggestion = styled.div`
  ${wrapRow}
  gap: 10px;
  font-weight: 600;
`;
