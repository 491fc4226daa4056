import type { ContactMessageData, NamedVehicle, SalesEventRequest, SalesVehicle } from '@rl/contracts';
import { vehicleTitle } from '@rl/contracts';

/** What the events need of a listing (vehicles' rows have it; typed here so that sales/ does not import vehicles/). */
type VehicleRow = NamedVehicle & { id: number; price: number | string; userId: string; images?: readonly string[] | null };

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
