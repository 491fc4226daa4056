import { FRESHNESS_API, type StillAvailableResult } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/vehicles/still-available: the expiry reminder's one-click confirm (no session needed). */
export function confirmStillAvailable(token: string): Promise<StillAvailableResult> {
  return apiJson<StillAvailableResult>('POST', FRESHNESS_API.stillAvailable, { token });
}
