import { type ListingPerformance, API } from '@rl/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/vehicles/{id}/performance (the owner only): the listing's last 30 days beside its comparables. */
export function useListingPerformance(id: number | null) {
  return useQuery<ListingPerformance>({ queryKey: [API.vehiclePerformance(id ?? 0)], enabled: id !== null });
}
