import { API, type VehicleDetail } from '@rl/contracts';
import { apiRequest, getJson, isHttpError } from '@rl/web-kit';

/** DELETE /api/vehicles/{id}: 204 on success; any non-OK answer throws an HttpError. */
export async function deleteListing(id: number): Promise<void> {
  await apiRequest('DELETE', API.vehicle(id));
}

/**
 * One saved vehicle for the dashboard's saved list: null when it no longer exists or is no longer
 * public (404), so the list simply drops it.
 */
export async function fetchSavedVehicle(id: number): Promise<VehicleDetail | null> {
  try {
    return await getJson<VehicleDetail>(API.vehicle(id), { on401: 'returnNull' });
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}
