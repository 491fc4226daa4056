import type { Identity, ListingStatus } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { isOwner, notFound } from '../vehicles/access.js';
import type { VehicleRow } from '../vehicles/vehicle-columns.js';
import type { VehiclesStore } from '../vehicles/vehicles.store.js';
import type { OwnerMove } from './freshness.store.js';

const STATUS_WORDS: Record<ListingStatus, string> = {
  pending: 'waiting for review', approved: 'active', rejected: 'rejected', sold: 'sold', needs_changes: 'waiting for your changes', expired: 'expired',
};

/** 404 for no such listing, 403 for someone else's: the seller's freshness actions are the owner's alone. */
export async function ownListing(vehicles: VehiclesStore, id: number, identity: Identity, action: string): Promise<VehicleRow> {
  const current = await vehicles.findFull(id);
  if (!current) throw notFound();
  if (!isOwner(identity, current)) throw apiError(403, `Only the seller can ${action} this listing`);
  return current;
}

/** The moved listing, or the 404/409 that says why not (the status it is in now). */
export function appliedOr409(r: OwnerMove, action: string): VehicleRow {
  if (r.kind === 'applied') return r.vehicle;
  if (r.kind === 'not-found') throw notFound();
  throw apiError(409, `This listing is ${STATUS_WORDS[r.current.status]}: only an active or expired listing can be ${action}`);
}
