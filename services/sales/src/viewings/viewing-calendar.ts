import { createEvent, type EventAttributes } from 'ics';
import { PAGES, PRODUCT } from '@rl/contracts';

/** What a calendar invitation says about one viewing, for one recipient. */
export interface CalendarViewing {
  uid: string;
  sequence: number;
  kind: 'viewing' | 'inspection';
  startsAt: Date;
  durationMinutes: number;
  place: string | null;
  inspector: string | null;
  note: string | null;
  vehicle: { id: number; title: string } | null;
  associateName: string;
}

/** The invitee: the buyer (name and address known to sales) or the seller (their address is auth's: no ATTENDEE line). */
export type CalendarInvitee = { name: string; email: string } | null;

export const PRODUCT_ID = 'remotelistings/viewings';

export function summaryOf(v: Pick<CalendarViewing, 'kind' | 'inspector' | 'vehicle'>): string {
  const car = v.vehicle?.title ?? 'the car';
  return v.kind === 'inspection' ? `Inspection of ${car}${v.inspector ? ` by ${v.inspector}` : ''}` : `Viewing: ${car}`;
}

/**
 * The iCalendar object of a viewing (RFC 5545, by the `ics` package): METHOD:REQUEST for a new or changed
 * viewing, METHOD:CANCEL with STATUS:CANCELLED for a cancelled one. Its UID never changes and its SEQUENCE is
 * the viewing's, raised by every change, so calendars replace the event they already hold.
 */
export function viewingCalendar(v: CalendarViewing, invitee: CalendarInvitee, method: 'REQUEST' | 'CANCEL', siteUrl: string | null): string {
  const lines = [
    v.kind === 'inspection' ? `Inspection${v.inspector ? ` by ${v.inspector}` : ''}` : 'Viewing',
    v.vehicle ? `Car: ${v.vehicle.title}` : null,
    `Your associate: ${v.associateName} (${PRODUCT.name}, ${PRODUCT.salesPhone.display})`,
    v.note ? `Note: ${v.note}` : null,
  ].filter((l): l is string => l !== null);
  const location = v.place ?? (v.inspector ? `Inspection by ${v.inspector}` : undefined);
  const event: EventAttributes = {
    productId: PRODUCT_ID,
    method,
    uid: v.uid,
    sequence: v.sequence,
    title: summaryOf(v),
    description: lines.join('\n'),
    ...(location ? { location } : {}),
    ...(siteUrl && v.vehicle ? { url: `${siteUrl}${PAGES.vehicle(v.vehicle.id)}` } : {}),
    start: v.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: v.durationMinutes },
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: v.associateName, email: PRODUCT.salesEmail },
    ...(invitee ? { attendees: [{ name: invitee.name, email: invitee.email, rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }] } : {}),
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`viewing calendar: ${error?.message ?? 'no calendar made'}`);
  return value;
}
