import { toSearchParams } from '@rl/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchSearch, vehicleKeys } from '../../../shared/api/vehicles-api';
import { priceNumber } from '@rl/web-kit/vehicles';

/** Spec §7/§9: price within plus or minus 5000 of this one, this vehicle excluded, at most 6. */
const SIMILAR_PRICE_RANGE = 5000;
const SIMILAR_SHOWN = 6;

function similarQuery(vehicle: { id: number; price: string | number }): string {
  const price = priceNumber(vehicle.price);
  return toSearchParams({
    minPrice: Math.max(0, Math.round(price - SIMILAR_PRICE_RANGE)),
    maxPrice: Math.round(price + SIMILAR_PRICE_RANGE),
    excludeId: vehicle.id,
    limit: SIMILAR_SHOWN,
  }).toString();
}

export function useSimilarVehicles(vehicle: { id: number; price: string | number } | null) {
  const params = vehicle ? similarQuery(vehicle) : '';
  return useQuery({
    queryKey: vehicleKeys.search(params),
    queryFn: ({ signal }) => fetchSearch(params, signal),
    enabled: Boolean(vehicle),
    select: (r) => r.vehicles.filter((v) => v.id !== vehicle?.id).slice(0, SIMILAR_SHOWN),
  });
}
