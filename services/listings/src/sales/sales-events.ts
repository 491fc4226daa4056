import type { ContactMessageData, SalesEventRequest, SalesVehicle } from '@rl/contracts';
import type { VehicleRow } from '../vehicles/vehicle-columns.js';
import { vehicleTitle } from '@rl/contracts';

const salesVehicle = (v: VehicleRow): SalesVehicle => ({
  id: v.id, title: vehicleTitle(v).slice(0, 200), price: Number(v.price), sellerUserId: v.userId, photo: v.images?.[0] ?? null,
});

/** A listing went live: sales assigns it an associate (once per listing). */
export function listingLive(v: VehicleRow): SalesEventRequest[] {
  return [{ dedupeKey: `listing-${v.id}-live`, event: { kind: 'listing-live', vehicle: salesVehicle(v) } }];
}

/** The seller marked the listing sold (not through the platform's sale): sales closes its open leads. */
export function listingSoldBySeller(listingId: number): SalesEventRequest[] {
  return [{ dedupeKey: `listing-${listingId}-sold-by-seller`, event: { kind: 'listing-sold-by-seller', listingId } }];
}

/** A buyer's inquiry: sales opens a lead with its conversation. */
export function inquiryLead(inquiryId: number, msg: ContactMessageData, v: VehicleRow, buyerUserId: string | null, at: string): SalesEventRequest[] {
  return [{
    dedupeKey: `inquiry-${inquiryId}`,
    event: {
      kind: 'inquiry', inquiryId, vehicle: salesVehicle(v),
      buyer: {
        userId: buyerUserId, name: (msg.senderName || `${msg.senderFirstName} ${msg.senderLastName}`).slice(0, 201),
        email: msg.senderEmail, phone: msg.senderPhone || null,
      },
      subject: msg.subject, message: msg.message, at,
    },
  }];
}
