import { formatPrice, PRICE_RATING_LABELS, type PriceRating } from '@rl/contracts';
import { gridGap } from '@rl/web-kit';
import styled from 'styled-components';

/**
 * A fair range drawn as a band on a line from 20 % under its low end to 20 % over its high end, with an
 * optional marker for a price (the listing form's typed price); the band's figures sit under its ends.
 * The figures are also written out beside it: the bar only illustrates them.
 */
export function FairRangeBar({ low, high, price, rating }: { low: number; high: number; price?: number | null; rating?: PriceRating | null }) {
  const from = low * 0.8;
  const to = high * 1.2;
  const at = (x: number) => `${Math.min(100, Math.max(0, ((x - from) / (to - from)) * 100)).toFixed(2)}%`;
  return (
    <Wrap aria-hidden="true" data-testid="fair-range-bar">
      <Track>
        <Band style={{ left: at(low), width: `calc(${at(high)} - ${at(low)})` }} />
        {price != null && <Marker style={{ left: at(price) }} title={rating ? `${formatPrice(price)}: ${PRICE_RATING_LABELS[rating]}` : formatPrice(price)} />}
      </Track>
      <Ends>
        <End style={{ right: `calc(100% - ${at(low)})` }}>{formatPrice(low)}</End>
        <End style={{ left: at(high) }}>{formatPrice(high)}</End>
      </Ends>
    </Wrap>
  );
}

const Wrap = styled.div`${gridGap(6)}`;

const Track = styled.div`
  position: relative;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(90deg, #dff3e8 0%, #e8eef8 50%, #fde8e7 100%);
`;

const Band = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  background: #1d3a6e;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Marker = styled.div`
  position: absolute;
  top: -5px;
  width: 4px;
  height: 22px;
  margin-left: -2px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.accent};
`;

/** The figures under the band's two ends: the low one ends where the band starts, the high one starts where it ends. */
const Ends = styled.div`
  position: relative;
  height: 1.3em;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const End = styled.span`
  position: absolute;
  top: 0;
  white-space: nowrap;
  padding: 0 4px;
`;
