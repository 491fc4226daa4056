import { PRICE_RATING_LABELS, formatPrice, type PriceDrop, type PriceRating } from '@rl/contracts';
import styled from 'styled-components';
import { Badge } from './Badge';

/** Colours of the five ratings, best deal in green to overpriced in red (text contrast >= 4.5:1). */
const RATING_TONES: Record<PriceRating, { bg: string; fg: string }> = {
  great: { bg: '#17603c', fg: '#ffffff' },
  good: { bg: '#dff3e8', fg: '#17603c' },
  fair: { bg: '#e8eef8', fg: '#1d3a6e' },
  high: { bg: '#fff1d6', fg: '#7a4f00' },
  overpriced: { bg: '#fde8e7', fg: '#a11d14' },
};

/** The fair-price rating ('Great price' ... 'Overpriced'); nothing when the listing has none. */
export function PriceRatingBadge({ rating }: { rating: PriceRating | null | undefined }) {
  if (!rating || !(rating in PRICE_RATING_LABELS)) return null;
  return (
    <RatingPill $rating={rating} data-rating={rating}>
      {PRICE_RATING_LABELS[rating]}
    </RatingPill>
  );
}

/** 'Price drop' for a recent drop; the amount shows on hover. */
export function PriceDropBadge({ drop }: { drop: PriceDrop | null | undefined }) {
  if (!drop) return null;
  const by = formatPrice(Math.max(0, drop.previousPrice - drop.price));
  const detail = `Price drop: ${by} less than before (was ${formatPrice(drop.previousPrice)})`;
  return (
    <Badge $tone="accent" title={detail} data-testid="price-drop-badge">
      Price drop
    </Badge>
  );
}

const RatingPill = styled(Badge)<{ $rating: PriceRating }>`
  background: ${({ $rating }) => RATING_TONES[$rating].bg};
  color: ${({ $rating }) => RATING_TONES[$rating].fg};
  border: 0;
`;
