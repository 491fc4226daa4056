import { colorLabel, formatPrice, PRICE_RATING_LABELS } from '@rl/contracts';
import { gridGap, Skeleton } from '@rl/web-kit';
import { useId } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../../shared/ui/PanelState';
import { useListingFacts } from '../hooks/useDesk';
import { vehicleTitle } from '@rl/web-kit/vehicles';

const miles = (n: number) => `${n.toLocaleString('en-US')} mi`;

/** The lead page's listing facts: what a buyer asks about first, and where the price sits against comparable listings. */
export function ListingFacts({ listingId }: { listingId: number }) {
  const facts = useListingFacts(listingId);
  const id = useId();
  const v = facts.data;
  return (
    <Box aria-labelledby={id}>
      <h4 id={id}>Key facts</h4>
      {facts.isLoading ? (
        <Skeleton $height="120px" />
      ) : facts.isError ? (
        <ErrorState what="the listing" error={facts.error} onRetry={() => void facts.refetch()} />
      ) : !v ? (
        <p>The listing is no longer on the site.</p>
      ) : (
        <>
          <Facts>
            <dt>Vehicle</dt><dd>{vehicleTitle(v)}</dd>
            <dt>Price</dt><dd>{formatPrice(v.price)}</dd>
            <dt>Mileage</dt><dd>{miles(v.mileage)}</dd>
            <dt>Location</dt><dd>{v.location}</dd>
            <dt>Transmission</dt><dd>{v.transmission}</dd>
            <dt>Fuel</dt><dd>{v.fuelType}</dd>
            <dt>Color</dt><dd>{colorLabel(v.exteriorColor, v.exteriorColorName)}</dd>
            <dt>Status</dt><dd>{v.status}</dd>
            {v.vin && <><dt>VIN</dt><dd>{v.vin}</dd></>}
          </Facts>
          <Guidance>
            <strong>Price guidance</strong>
            {v.priceGuidance ? (
              <span>
                {PRICE_RATING_LABELS[v.priceGuidance.rating]}: fair between {formatPrice(v.priceGuidance.fairLow)} and {formatPrice(v.priceGuidance.fairHigh)},
                from {v.priceGuidance.comparables} comparable listings.
              </span>
            ) : (
              <span>None yet: too few comparable listings.</span>
            )}
          </Guidance>
        </>
      )}
    </Box>
  );
}

const Box = styled.section`
  ${gridGap(10)}
  h4 { font-size: 1rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0;
  font-size: 0.875rem;
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; text-transform: none; }
`;

const Guidance = styled.p`
  ${gridGap(2)}
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.875rem;
  strong { color: ${({ theme }) => theme.colors.text}; }
`;
