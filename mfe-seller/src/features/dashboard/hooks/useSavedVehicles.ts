import type { VehicleDetail } from '@rl/contracts';
import { useSavedVehicleIds } from '@rl/web-kit';
import { useQueries } from '@tanstack/react-query';
import { fetchSavedVehicle } from '../api/dashboard-api';

/**
 * The visitor's saved vehicles (ids from local storage through web-kit, kept current when they
 * change), each fetched from GET /api/vehicles/{id}; vanished ones (404) are dropped.
 */
export function useSavedVehicles(): { vehicles: VehicleDetail[]; isLoading: boolean; count: number } {
  const ids = useSavedVehicleIds();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['seller:saved-vehicle', id],
      queryFn: () => fetchSavedVehicle(id),
    })),
    combine: (results) => ({
      vehicles: results.flatMap((r) => (r.data ? [r.data] : [])),
      isLoading: results.some((r) => r.isPending),
      count: ids.length,
    }),
  });
}
