import { PERFORMANCE_API, type ListingPerformance } from '@rl/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/vehicles/{id}/performance (the owner only): the listing's last 30 days beside its comparables. */
export function useListingPerformance(id: number | null) {
  return useQuery<ListingPerformance>({ queryKey: [PERFORMANCE_API.performance(id ?? 0)], enabled: id !== null });
}
