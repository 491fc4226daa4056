import { PAGES } from './routes/pages.js';
import { z } from 'zod';
import { StaffRoleSchema } from './user.js';
import { singleLine } from './text.js';

/**
 * The sales desk (services/sales): leads (one per buyer inquiry) and their conversations between the buyer
 * and the listing's associate.
 */

/** Client pages of the conversations. */
export const SALES_PAGES = {
  myMessages: PAGES.myMessages,
  myThread: (id: number | string) => PAGES.myThread(id),
  conversation: (token: string) => `${PAGES.conversation}?token=${encodeURIComponent(token)}`,
} as const;

/** A signed thread token: `<lead id>x<24 hex of an HMAC>` (reply addresses and links). */
export const THREAD_TOKEN_PATTERN = /^[1-9][0-9]{0,17}x[0-9a-f]{24}$/;
const threadToken = z.string({ error: 'token is required' }).regex(THREAD_TOKEN_PATTERN, 'token is not a valid conversation link');
/** `?token=` of a conversation opened by its signed link. */
export const ThreadTokenQuerySchema = z.strictObject({ token: threadToken });
export type ThreadTokenQuery = z.infer<typeof ThreadTokenQuerySchema>;

/** A member of staff as auth lists them for sales. */
export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffListSchema = z.object({ staff: z.array(StaffMemberSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

const line = (label: string, max: number) => z.string().max(max).refine(...singleLine(label));

/** The listing a lead or an assignment is about, as listings describes it. */
export const SalesVehicleSchema = z.strictObject({
  id: z.number().int().positive(),
  title: line('title', 200),
  price: z.number().nonnegative().nullable(),
  sellerUserId: z.string().min(1).max(64),
  photo: z.string().max(2000).nullable(),
});
export type SalesVehicle = z.infer<typeof SalesVehicleSchema>;

/** What listings tells sales, through its outbox (each event once per dedupe key). */
export const SalesEventSchema = z.discriminatedUnion('kind', [
  /** a buyer's inquiry (the contact form): opens a lead */
  z.strictObject({
    kind: z.literal('inquiry'),
    inquiryId: z.number().int().positive(),
    vehicle: SalesVehicleSchema.nullable(),
    buyer: z.strictObject({
      userId: z.string().min(1).max(64).nullable(),
      name: line('name', 201),
      email: z.string().max(254),
      phone: line('phone', 40).nullable(),
    }),
    subject: line('subject', 200),
    message: z.string().min(1).max(5000),
    at: z.iso.datetime({ offset: true }),
  }),
  /** a listing went live (approved): it gets an associate */
  z.strictObject({ kind: z.literal('listing-live'), vehicle: SalesVehicleSchema }),
  /** the seller marked the listing sold themself (sold outside the platform): its open leads close, their offers end */
  z.strictObject({ kind: z.literal('listing-sold-by-seller'), listingId: z.number().int().positive() }),
]);
export type SalesEvent = z.infer<typeof SalesEventSchema>;

export const SalesEventRequestSchema = z.strictObject({
  dedupeKey: z.string().min(3).max(200).regex(/^[A-Za-z0-9:._@-]+$/, 'dedupeKey: letters, digits and :._@- only'),
  event: SalesEventSchema,
});
export type SalesEventRequest = z.infer<typeof SalesEventRequestSchema>;

/** `new`: nobody answered yet; `open`: in conversation; `closed`: done. */
export const LEAD_STATUSES = ['new', 'open', 'closed'] as const;
export const LeadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

/** `mine`: the caller's leads; `unassigned`: no associate yet; `overdue`: unanswered past the promise; `all`: every lead. */
export const DESK_FILTERS = ['all', 'mine', 'unassigned', 'overdue'] as const;

export const DeskLeadsQuerySchema = z.strictObject({
  filter: z.enum(DESK_FILTERS, { error: 'filter must be all, mine, unassigned or overdue' }).default('all'),
  status: LeadStatusSchema.optional(),
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  limit: z.coerce.number({ error: 'limit must be a whole number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(25),
});
export type DeskLeadsQuery = z.infer<typeof DeskLeadsQuerySchema>;

/** `:id` of a lead. */
export const LeadIdParamSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'id must be a positive whole number').transform(Number)
    .pipe(z.number().int().min(1, 'id must be a positive whole number')),
});
export type LeadIdParam = z.infer<typeof LeadIdParamSchema>;

export const MESSAGE_MAX = 5000;
/** An answer in a conversation, from the desk or from the buyer. */
export const ConversationReplySchema = z.strictObject({
  body: z.string({ error: 'body is required' }).trim().min(1, 'body is required').max(MESSAGE_MAX, `body must be at most ${MESSAGE_MAX} characters`),
});
export type ConversationReply = z.infer<typeof ConversationReplySchema>;
/** An answer through a signed link: the token with the answer. */
export const LinkReplySchema = ConversationReplySchema.extend({ token: threadToken });
export type LinkReply = z.infer<typeof LinkReplySchema>;

export const MESSAGE_AUTHORS = ['buyer', 'associate'] as const;
export const ConversationMessageSchema = z.object({
  id: z.number(),
  author: z.enum(MESSAGE_AUTHORS),
  /** the associate's name, or the buyer's ("Deleted user" once the account is gone) */
  authorName: z.string(),
  body: z.string(),
  via: z.enum(['web', 'mail']),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof ConversationMessageSchema>;

const LeadVehicleSchema = z.object({ id: z.number(), title: z.string(), price: z.number().nullable(), photo: z.string().nullable() });

/** A lead as the desk lists it. */
export const LeadSummarySchema = z.object({
  id: z.number(),
  status: LeadStatusSchema,
  vehicle: LeadVehicleSchema.nullable(),
  buyer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  subject: z.string(),
  associateId: z.string().nullable(),
  lastMessage: z.object({ author: z.enum(MESSAGE_AUTHORS), body: z.string(), createdAt: z.string() }),
  createdAt: z.string(),
  /** seconds from the inquiry to the first answer; null while unanswered */
  firstResponseSeconds: z.number().nullable(),
  /** when the first answer is due (the response-time promise); null once answered */
  dueAt: z.string().nullable(),
  /** unanswered past dueAt */
  overdue: z.boolean(),
});
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

export const DeskLeadsResponseSchema = z.object({ leads: z.array(LeadSummarySchema), total: z.number(), page: z.number(), limit: z.number() });
export type DeskLeadsResponse = z.infer<typeof DeskLeadsResponseSchema>;

/** A staff-only note on a lead: the desk sees it, the buyer and the seller never. */
export const LeadNoteSchema = z.object({ id: z.number(), authorName: z.string(), body: z.string(), createdAt: z.string() });
export type LeadNote = z.infer<typeof LeadNoteSchema>;
export const NOTE_MAX = 2000;
export const LeadNoteBodySchema = z.strictObject({
  body: z.string({ error: 'body is required' }).trim().min(1, 'body is required').max(NOTE_MAX, `body must be at most ${NOTE_MAX} characters`),
});
export type LeadNoteBody = z.infer<typeof LeadNoteBodySchema>;

export const LeadDetailSchema = LeadSummarySchema.extend({ messages: z.array(ConversationMessageSchema), notes: z.array(LeadNoteSchema) });
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

/** A conversation as the buyer sees it: never the seller's or another buyer's details. */
export const BuyerThreadSchema = z.object({
  id: z.number(),
  vehicle: LeadVehicleSchema.nullable(),
  subject: z.string(),
  associateName: z.string().nullable(),
  messages: z.array(ConversationMessageSchema),
  createdAt: z.string(),
});
export type BuyerThread = z.infer<typeof BuyerThreadSchema>;

export const BuyerThreadSummarySchema = BuyerThreadSchema.omit({ messages: true }).extend({
  lastMessage: z.object({ author: z.enum(MESSAGE_AUTHORS), body: z.string(), createdAt: z.string() }),
});
export const BuyerThreadsResponseSchema = z.object({ threads: z.array(BuyerThreadSummarySchema) });
export type BuyerThreadsResponse = z.infer<typeof BuyerThreadsResponseSchema>;

/** The associates of a seller's live listings, and how to reach the team directly. */
export const SellerAssociatesSchema = z.object({
  listings: z.array(z.object({ listingId: z.number(), associateName: z.string().nullable() })),
  team: z.object({ phone: z.string(), email: z.string() }),
});
export type SellerAssociates = z.infer<typeof SellerAssociatesSchema>;

/** `:id` of a listing (as sales knows it). */
export const ListingIdParamSchema = LeadIdParamSchema;
export type ListingIdParam = LeadIdParam;

/** POST /api/desk/leads/{id}/associate and /api/desk/listings/{id}/associate (admins). */
export const AssociateChangeSchema = z.strictObject({
  associateId: z.string({ error: 'associateId is required' }).trim().min(1, 'associateId is required').max(64, 'associateId must be at most 64 characters'),
});
export type AssociateChange = z.infer<typeof AssociateChangeSchema>;

export const AssignmentResultSchema = z.object({
  associateId: z.string(),
  associateName: z.string(),
  /** the leads that changed hands (a listing's open leads, or the one lead) */
  leadIds: z.array(z.number()),
});
export type AssignmentResult = z.infer<typeof AssignmentResultSchema>;

/** The desk's people and what waits: for the reassignment menus and the admins' "waiting unassigned" count. */
export const DeskAssignmentsSchema = z.object({
  associates: z.array(z.object({ id: z.string(), name: z.string(), openLeads: z.number() })),
  /** live listings without an associate (none exists, or auth was away) */
  unassignedListings: z.number(),
  /** open leads without an associate */
  unassignedLeads: z.number(),
});
export type DeskAssignments = z.infer<typeof DeskAssignmentsSchema>;

/** A seller thread's signed token (reply addresses): `<listing id>s<24 hex of an HMAC>`. */
export const SELLER_THREAD_TOKEN_PATTERN = /^[1-9][0-9]{0,9}s[0-9a-f]{24}$/;

export const SELLER_MESSAGE_AUTHORS = ['seller', 'associate'] as const;
/** A message of the seller channel: between the listing's associate and its seller, never seen by buyers. */
export const SellerMessageSchema = z.object({
  id: z.number(),
  author: z.enum(SELLER_MESSAGE_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  via: z.enum(['web', 'mail']),
  createdAt: z.string(),
});
export type SellerMessage = z.infer<typeof SellerMessageSchema>;

/** The thread as the desk sees it: the seller's contact details too (the associate sees both sides). */
export const DeskSellerThreadSchema = z.object({
  listingId: z.number(),
  vehicle: LeadVehicleSchema,
  associateId: z.string().nullable(),
  /** null when auth cannot say (the account is gone, or auth is away) */
  seller: z.object({ name: z.string(), email: z.string() }).nullable(),
  messages: z.array(SellerMessageSchema),
});
export type DeskSellerThread = z.infer<typeof DeskSellerThreadSchema>;

/** The seller's threads, one per listing sales knows: never a buyer's details. */
export const SellerThreadsResponseSchema = z.object({
  threads: z.array(z.object({
    listingId: z.number(),
    vehicle: LeadVehicleSchema,
    associateName: z.string().nullable(),
    messages: z.array(SellerMessageSchema),
  })),
});
export type SellerThreadsResponse = z.infer<typeof SellerThreadsResponseSchema>;

/** A user's conversations, for their account export. */
export const SalesUserDataSchema = z.object({
  conversations: z.array(z.object({
    kind: z.enum(['buyer', 'seller']),
    /** the lead (buyer) or the listing (seller) */
    id: z.number(),
    vehicle: z.object({ id: z.number(), title: z.string() }).nullable(),
    messages: z.array(z.object({ author: z.string(), body: z.string(), via: z.string(), createdAt: z.string() })),
  })),
});
export type SalesUserData = z.infer<typeof SalesUserDataSchema>;
export const SalesErasedUserSchema = z.object({ leadsAnonymised: z.number().int(), messagesAnonymised: z.number().int() });
export type SalesErasedUser = z.infer<typeof SalesErasedUserSchema>;

/** GET /api/messages/unread */
export const UnreadCountSchema = z.object({
  /** the caller's conversations with an answer of the sales team they have not opened since */
  messages: z.number().int(),
  /** desk staff: open leads of theirs (or unassigned) whose last message is the buyer's; null for everyone else */
  desk: z.number().int().nullable(),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** The name shown for a buyer whose account was deleted. */
export const DELETED_USER_NAME = 'Deleted user';
