import { type Vehicle, API } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/vehicles/{id}/renew: an expired listing back on sale, or an active one confirmed still available. */
export function renewListing(id: number): Promise<Vehicle> {
  return apiJson<Vehicle>('POST', API.renewListing(id));
}

/** POST /api/vehicles/{id}/sold */
export function markListingSold(id: number): Promise<Vehicle> {
  return apiJson<Vehicle>('POST', API.markSold(id));
}
