import { API, type ListingInput, type OwnerVehicle, type Vehicle, type VehicleDetail } from '@rl/contracts';
import { apiJson, apiSend } from '@rl/web-kit';

/** GET /api/vehicles/{id}: the owner gets every field (the form is filled from it). */
export function fetchListing(id: string): Promise<VehicleDetail> {
  return apiJson<VehicleDetail>('GET', API.vehicle(id));
}

/** POST /api/vehicles: 201 with the new (pending) listing. */
export function createListing(body: ListingInput): Promise<Vehicle> {
  return apiJson<Vehicle>('POST', API.vehicles, body);
}

/** PUT /api/vehicles/{id}: the owner replaces the listing (an approved one stays live: its changes wait for review as a revision). */
export function updateListing(id: string, body: ListingInput): Promise<OwnerVehicle> {
  return apiJson<OwnerVehicle>('PUT', API.vehicle(id), body);
}

/** DELETE /api/media/images/{id}: a photo uploaded in the form and removed before saving. */
export async function deleteImage(id: string): Promise<void> {
  await apiSend('DELETE', API.mediaImage(id));
}
