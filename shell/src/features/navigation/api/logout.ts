import { API } from '@rl/contracts';
import { apiSend } from '@rl/web-kit';

/** POST /api/logout: 204, body not read. */
export async function logout(): Promise<void> {
  await apiSend('POST', API.logout);
}
