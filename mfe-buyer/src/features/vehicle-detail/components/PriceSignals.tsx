import type { PriceDrop, PriceRating } from '@rl/contracts';
import { PriceRatingBadge } from '@rl/web-kit/vehicles';
import { inlineRow, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';
import { dropSentence } from '../price-guidance';

/** Beside the price: its rating and its latest recent drop ("Price dropped $2,000 on Nov 3"), when there are any. */
export function PriceSignals({ rating, drop }: { rating: PriceRating | null | undefined; drop: PriceDrop | null | undefined }) {
  if (!rating && !drop) return null;
  return (
    <Signals>
      <PriceRatingBadge rating={rating} />
      {drop && (
        <Drop data-testid="price-drop-note">
          <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="M12 5v14M19 12l-7 7-7-7" />
          </svg>
          {dropSentence(drop)}
        </Drop>
      )}
    </Signals>
  );
}

const Signals = styled.div`
  ${wrapRow}
  gap: 6px 12px;
  ${({ theme }) => theme.media.md} { justify-content: flex-end; }
`;

const Drop = styled.p`
  ${inlineRow}
  gap: 4px;
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.9rem;
  font-weight: 700;
`;
