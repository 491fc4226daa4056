import { z } from 'zod';
import { singleLine } from './text.js';
import { UNSUBSCRIBE_TOKEN_PATTERN } from './saved-searches.js';
import { STILL_AVAILABLE_TOKEN_PATTERN } from './listing-freshness.js';
import { OFFER_TOKEN_PATTERN } from './offers.js';
import { THREAD_TOKEN_PATTERN } from './sales.js';

/** The BullMQ queue that sends mail (one job per mail, id `mail-<id>`). */
export const NOTIFICATIONS_QUEUE = 'notifications';

export const UserContactSchema = z.object({ email: z.string(), firstName: z.string().nullable() });
export type UserContact = z.infer<typeof UserContactSchema>;

const address = z.string().trim().min(3).max(254).refine(...singleLine('Email')).pipe(z.email('Email must be a valid email address'));
const text = (max: number) => z.string().max(max).refine(...singleLine('Text'));

/** Who receives it: a user of the platform (looked up when the mail is written), an address, or the sales team. */
export const RecipientSchema = z.union([
  z.strictObject({ userId: z.string().min(1).max(64) }),
  z.strictObject({ email: address, name: text(200).nullable().optional() }),
  z.strictObject({ salesTeam: z.literal(true) }),
]);
export type Recipient = z.infer<typeof RecipientSchema>;

const vehicleRef = z.strictObject({ id: z.number().int().positive(), title: text(200), price: z.number().nonnegative().nullable() });

/** Vehicles listed in one saved-search digest mail at most. */
export const ALERT_DIGEST_MAX = 10;
/** Listings in one weekly seller summary at most. */
export const SELLER_SUMMARY_MAX = 20;
/** A saved search's results page on the site (`/search?…`), linked from its alert mails. */
const searchPath = z.string().max(3000).regex(/^\/search(\?[^\s]*)?$/, 'searchPath must be a /search path');
const unsubscribeToken = z.string().max(200).regex(UNSUBSCRIBE_TOKEN_PATTERN, 'unsubscribeToken is not a valid token');

/** The iCalendar invitation a viewing mail carries (the `viewing-invitation` event's `calendar`). */
export const VIEWING_CALENDAR = { filename: 'invite.ics', maxLength: 20_000 } as const;

/** Every message the platform sends, with what it needs to be written. */
export const NotificationEventSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('inquiry-receipt'), vehicle: vehicleRef.nullable(), name: text(200), message: z.string().max(5000) }),
  z.strictObject({
    kind: z.literal('inquiry-sales'), inquiryId: z.number().int().positive(), vehicle: vehicleRef.nullable(),
    name: text(200), email: address, phone: text(40).nullable(), message: z.string().max(5000),
  }),
  /**
   * An associate's answer in a buyer's conversation (services/sales): `replyTo` is the thread's own reply
   * address (`reply+<token>@MAIL_DOMAIN`; null: none), `threadPath` the page that shows the thread.
   */
  z.strictObject({
    kind: z.literal('conversation-message'), leadId: z.number().int().positive(), vehicle: vehicleRef.nullable(),
    associateName: text(200), body: z.string().min(1).max(5000), replyTo: address.nullable(),
    threadPath: z.string().max(200).regex(/^\/(account\/messages\/[0-9]+|conversations\?token=[0-9]+x[0-9a-f]{24})$/, 'threadPath must be a conversation page'),
  }),
  /** The associate's message to a listing's seller (the seller channel); `replyTo` is the thread's reply address. */
  z.strictObject({
    kind: z.literal('seller-message'), listingId: z.number().int().positive(), vehicle: vehicleRef,
    associateName: text(200), body: z.string().min(1).max(5000), replyTo: address.nullable(),
  }),
  /** A lead's first answer is overdue (the response-time promise): its associate is told once. */
  z.strictObject({
    kind: z.literal('lead-overdue'), leadId: z.number().int().positive(), vehicle: vehicleRef.nullable(),
    buyerName: text(201), dueAt: z.iso.datetime({ offset: true }),
  }),
  /** A buyer's offer for the seller (services/sales): signed links (`token`) to accept, counter or decline. */
  z.strictObject({
    kind: z.literal('offer-received'), offerId: z.number().int().positive(), vehicle: vehicleRef, amount: z.number().int().positive(),
    conditions: z.array(text(60)).max(10), expiresAt: z.iso.datetime({ offset: true }),
    token: z.string().max(100).regex(OFFER_TOKEN_PATTERN, 'token is not a valid offer token'),
  }),
  /** Another buyer's offer on the car was accepted: a buyer with an open offer is told the car is under offer. */
  z.strictObject({ kind: z.literal('car-under-offer'), leadId: z.number().int().positive(), vehicle: vehicleRef }),
  /**
   * The car was sold to another buyer: similar cars (the public similar-vehicles search), a link to keep
   * getting such suggestions (`searchPath`, where a saved search sends alerts) and one to stop (`stopToken`:
   * the lead's conversation token).
   */
  z.strictObject({
    kind: z.literal('car-sold-elsewhere'), leadId: z.number().int().positive(), vehicle: vehicleRef,
    similar: z.array(vehicleRef).max(6), searchPath: searchPath,
    stopToken: z.string().max(100).regex(THREAD_TOKEN_PATTERN, 'stopToken is not a valid conversation token'),
  }),
  z.strictObject({ kind: z.literal('listing-received'), vehicle: vehicleRef }),
  z.strictObject({ kind: z.literal('listing-approved'), vehicle: vehicleRef }),
  z.strictObject({ kind: z.literal('listing-rejected'), vehicle: vehicleRef, reason: z.string().max(2000).nullable() }),
  z.strictObject({ kind: z.literal('listing-sold'), vehicle: vehicleRef }),
  /** a moderator approved the seller's changes to a live listing (revisions.ts); `fields`: labels of the changed fields */
  z.strictObject({ kind: z.literal('revision-approved'), vehicle: vehicleRef, fields: z.array(text(60)).max(40) }),
  z.strictObject({ kind: z.literal('revision-rejected'), vehicle: vehicleRef, fields: z.array(text(60)).max(40), reason: z.string().max(2000).nullable() }),
  /** a moderator asked the seller to change the listing before it is published */
  z.strictObject({ kind: z.literal('listing-changes-requested'), vehicle: vehicleRef, notes: z.string().min(1).max(2000) }),
  /** the listing expires at `expiresAt` (ISO) unless the seller opens the one-click "Still available" link of `token` */
  z.strictObject({
    kind: z.literal('listing-expiry-reminder'), vehicle: vehicleRef, expiresAt: z.iso.datetime({ offset: true }),
    token: z.string().max(100).regex(STILL_AVAILABLE_TOKEN_PATTERN, 'token is not a valid still-available token'),
  }),
  z.strictObject({ kind: z.literal('verify-email'), token: z.string().min(20).max(100) }),
  z.strictObject({ kind: z.literal('confirm-new-email'), token: z.string().min(20).max(100) }),
  z.strictObject({ kind: z.literal('reset-password'), token: z.string().min(20).max(100) }),
  /** an invitation to the staff (admin app): a one-time link to set a password, valid STAFF_INVITE_TTL_HOURS */
  z.strictObject({ kind: z.literal('staff-invite'), token: z.string().min(20).max(100), role: z.enum(['associate', 'moderator', 'admin']), invitedBy: text(200) }),
  z.strictObject({ kind: z.literal('password-changed') }),
  /** `attempts` wrong passwords for the account within a quarter of an hour; further attempts are slowed down */
  z.strictObject({ kind: z.literal('failed-sign-ins'), attempts: z.number().int().positive().max(1_000_000) }),
  z.strictObject({ kind: z.literal('email-changed'), newEmail: address }),
  z.strictObject({ kind: z.literal('account-deleted') }),
  z.strictObject({
    kind: z.literal('saved-search-match'), searchName: text(100), searchPath: searchPath,
    /** the new matches (newest first); a daily digest lists at most ALERT_DIGEST_MAX and counts the rest */
    vehicles: z.array(vehicleRef).min(1).max(ALERT_DIGEST_MAX), moreCount: z.number().int().nonnegative(),
    digest: z.boolean(), unsubscribeToken,
  }),
  z.strictObject({
    kind: z.literal('price-drop'), vehicle: vehicleRef, previousPrice: z.number().nonnegative(), price: z.number().nonnegative(),
    unsubscribeToken,
  }),
  /**
   * The weekly summary to a seller with live listings (listings' performance/): each live listing's figures
   * of the seven UTC days `from`..`to` and, when it is rated worse than Good, the price that would be rated
   * Good. At most SELLER_SUMMARY_MAX listings, `moreCount` the rest.
   */
  z.strictObject({
    kind: z.literal('seller-weekly-summary'), from: z.iso.date(), to: z.iso.date(),
    listings: z.array(z.strictObject({
      vehicle: vehicleRef,
      impressions: z.number().int().nonnegative(), views: z.number().int().nonnegative(),
      saves: z.number().int().nonnegative(), inquiries: z.number().int().nonnegative(),
      suggestion: z.strictObject({ price: z.number().int().positive(), ratingLabel: text(40) }).nullable(),
    })).min(1).max(SELLER_SUMMARY_MAX),
    moreCount: z.number().int().nonnegative(),
    unsubscribeToken,
  }),
  /**
   * A viewing or an inspection the associate scheduled, changed or cancelled (services/sales viewings/), to the
   * buyer or the seller (`role`): `when` is the day and time as the team wrote them (with the time zone), and
   * `calendar` the recipient's iCalendar invitation (VIEWING_CALENDAR), sent with the mail as `text/calendar`
   * and as an `invite.ics` attachment; its UID stays the same and its SEQUENCE rises with every change.
   */
  z.strictObject({
    kind: z.literal('viewing-invitation'), leadId: z.number().int().positive(), viewingId: z.number().int().positive(),
    action: z.enum(['scheduled', 'updated', 'cancelled']), role: z.enum(['buyer', 'seller']),
    viewingKind: z.enum(['viewing', 'inspection']), vehicle: vehicleRef.nullable(), when: text(200),
    durationMinutes: z.number().int().positive().max(1440), place: text(300).nullable(), inspector: text(120).nullable(),
    associateName: text(200), note: z.string().max(1000).nullable(), reason: text(300).nullable(),
    calendar: z.string().min(1).max(VIEWING_CALENDAR.maxLength).regex(/^BEGIN:VCALENDAR\r?\n/, 'calendar must be an iCalendar object'),
  }),
]);
export type NotificationEvent = z.infer<typeof NotificationEventSchema>;
export type NotificationKind = NotificationEvent['kind'];

/**
 * POST /internal/notifications. `dedupeKey` names the event (e.g. `inquiry-42-receipt`): the same key is
 * mailed once however often it is handed over, so callers may retry freely.
 */
export const NotificationRequestSchema = z.strictObject({
  dedupeKey: z.string().min(3).max(200).regex(/^[A-Za-z0-9:._@-]+$/, 'dedupeKey: letters, digits and :._@- only'),
  to: RecipientSchema,
  event: NotificationEventSchema,
});
export type NotificationRequest = z.infer<typeof NotificationRequestSchema>;

/**
 * 202 answer: the mail's id and whether the key had been handed over before; no id (and `skipped`) when there
 * is nobody to write to any more (the user's account was deleted).
 */
export const NotificationAcceptedSchema = z.object({ id: z.string().nullable(), duplicate: z.boolean(), skipped: z.literal('recipient-gone').optional() });
export type NotificationAccepted = z.infer<typeof NotificationAcceptedSchema>;

/** Development mailbox of the embedded mode (`/dev/mailbox`, `/dev/mailbox/messages.json`). */
export const DEV_MAILBOX = {
  page: '/dev/mailbox',
  messages: '/dev/mailbox/messages.json',
} as const;

/** One caught mail as `/dev/mailbox/messages.json` lists it (newest first). */
export const MailboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  date: z.string(),
  /** attachments and calendar parts, text ones with their content (an `.ics` invitation); absent from older mailboxes */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })).optional(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;
