import { API } from '@rl/contracts';
import { apiRequest } from '@rl/web-kit';

/** POST /api/logout: 204, body not read. */
export async function logout(): Promise<void> {
  await apiRequest('POST', API.logout);
}
