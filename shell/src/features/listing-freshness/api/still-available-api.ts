import { type StillAvailableResult, API } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/vehicles/still-available: the expiry reminder's one-click confirm (no session needed). */
export function confirmStillAvailable(token: string): Promise<StillAvailableResult> {
  return apiJson<StillAvailableResult>('POST', API.stillAvailable, { token });
}
