import type { ContactMessageData, ListingStatus, NamedVehicle, NotificationRequest } from '@rl/contracts';
import { vehicleTitle } from '@rl/contracts';

/** What the mails need of a listing (vehicles' rows have it; typed here so that notifications/ does not import vehicles/). */
type VehicleRow = NamedVehicle & { id: number; price: number | string; userId: string; updatedAt: Date | string };

type VehicleRef = { id: number; title: string; price: number | null };

const ref = (v: VehicleRow): VehicleRef => ({ id: v.id, title: vehicleTitle(v).slice(0, 200), price: Number(v.price) });
/** the version of the listing the event is about: one mail per change, none for a repeated call */
const version = (v: VehicleRow) => new Date(v.updatedAt as unknown as string).getTime();

/** The seller hears that the new listing waits for review. */
export function listingReceived(v: VehicleRow): NotificationRequest[] {
  return [{ dedupeKey: `listing-${v.id}-received`, to: { userId: v.userId }, event: { kind: 'listing-received', vehicle: ref(v) } }];
}

/** The seller hears of a moderator's decision (approved, rejected with the reason, sold). */
export function statusChanged(v: VehicleRow, status: ListingStatus, reason: string | null): NotificationRequest[] {
  const key = `listing-${v.id}-${status.replace(/_/g, '-')}-${version(v)}`; // dedupe keys allow no underscore
  const to = { userId: v.userId };
  if (status === 'approved') return [{ dedupeKey: key, to, event: { kind: 'listing-approved', vehicle: ref(v) } }];
  if (status === 'rejected') return [{ dedupeKey: key, to, event: { kind: 'listing-rejected', vehicle: ref(v), reason } }];
  if (status === 'sold') return [{ dedupeKey: key, to, event: { kind: 'listing-sold', vehicle: ref(v) } }];
  if (status === 'needs_changes' && reason) return [{ dedupeKey: key, to, event: { kind: 'listing-changes-requested', vehicle: ref(v), notes: reason } }];
  return [];
}

/** A buyer's inquiry: a receipt to the buyer, the whole inquiry to the sales team. */
export function inquiryMails(inquiryId: number, msg: ContactMessageData, v: VehicleRow | null): NotificationRequest[] {
  const name = (msg.senderName || `${msg.senderFirstName} ${msg.senderLastName}`).slice(0, 200);
  const vehicle = v ? ref(v) : null;
  return [
    { dedupeKey: `inquiry-${inquiryId}-receipt`, to: { email: msg.senderEmail, name: msg.senderFirstName }, event: { kind: 'inquiry-receipt', vehicle, name, message: msg.message } },
    {
      dedupeKey: `inquiry-${inquiryId}-sales`, to: { salesTeam: true },
      event: { kind: 'inquiry-sales', inquiryId, vehicle, name, email: msg.senderEmail, phone: msg.senderPhone || null, message: msg.message },
    },
  ];
}
