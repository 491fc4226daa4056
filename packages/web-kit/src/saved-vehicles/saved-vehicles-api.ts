import { type SavedVehicleIds, API } from '@rl/contracts';
import { apiJson, apiSend } from '../api/api-client';

/** POST /api/saved-vehicles/merge: the server keeps the union of its list and `ids`, and answers it. */
export async function mergeServerSavedVehicles(ids: readonly number[]): Promise<number[]> {
  const answer = await apiJson<SavedVehicleIds | null>('POST', API.savedVehiclesMerge, { ids });
  return answer?.ids ?? [];
}

/** PUT /api/saved-vehicles/{id}: saved on the server too (idempotent). */
export async function putServerSavedVehicle(id: number): Promise<void> {
  await apiSend('PUT', API.savedVehicle(id));
}

/** DELETE /api/saved-vehicles/{id}: no longer saved on the server (idempotent). */
export async function deleteServerSavedVehicle(id: number): Promise<void> {
  await apiSend('DELETE', API.savedVehicle(id));
}
