import { PRICE_RATING_LABELS, type OwnerVehicle, type Vehicle } from '@rl/contracts';
import { Button, gridGap } from '@rl/web-kit';
import { formatPrice } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { useTakeSuggestion } from '../hooks/useTakeSuggestion';

/** "Lower to $X to be rated Good" under a live listing's price, applied in one click (never with too few comparables). */
export function PriceSuggestionAction({ vehicle }: { vehicle: Vehicle & Pick<Partial<OwnerVehicle>, 'priceSuggestion'> }) {
  const take = useTakeSuggestion();
  const s = vehicle.priceSuggestion;
  if (!s) return null;
  const rating = PRICE_RATING_LABELS[s.rating].replace(/ price$/, '');
  return (
    <Box data-testid="price-suggestion">
      <span>
        Lower to {formatPrice(s.price)} to be rated {rating}
      </span>
      <Button type="button" $variant="outline" $size="sm" disabled={take.isPending} onClick={() => take.mutate({ vehicle, price: s.price })}>
        {take.isPending ? 'Applying…' : `Apply ${formatPrice(s.price)}`}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  ${gridGap(6)}
  justify-items: start;
  margin-top: 6px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
