import { API, type PublicVehicle, type Vehicle } from '@rl/contracts';
import { useQuery } from '@tanstack/react-query';

/** Landing page shows this many of the latest approved listings (and as many placeholders). */
export const RECENT_SHOWN = 6;

/** GET /api/vehicles/recent: the latest approved listings (default query: GET on the key). */
export function useRecentVehicles() {
  return useQuery<PublicVehicle[]>({ queryKey: [API.vehiclesRecent] });
}

/** GET /api/user/vehicles: the signed-in seller's listings, every status. */
export function useMyVehicles() {
  return useQuery<Vehicle[]>({ queryKey: [API.userVehicles] });
}
