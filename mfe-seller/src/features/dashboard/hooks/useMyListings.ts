import { API, type Vehicle } from '@rl/contracts';
import { useQuery } from '@tanstack/react-query';

/** GET /api/user/vehicles (the default data load): the signed-in seller's listings, every field. */
export function useMyListings() {
  return useQuery<Vehicle[]>({ queryKey: [API.userVehicles] });
}
