import { API } from '@rl/contracts';
import { apiSend } from '@rl/web-kit';

/** DELETE /api/vehicles/{id}: 204 on success; any non-OK answer throws an HttpError. */
export async function deleteListing(id: number): Promise<void> {
  await apiSend('DELETE', API.vehicle(id));
}

