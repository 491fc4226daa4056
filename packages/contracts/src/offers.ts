import { PAGES } from './routes/pages.js';
import { z } from 'zod';
import { LeadStageSchema, LostReasonSchema, OPEN_LEAD_STAGES } from './lead-stages.js';

/**
 * The sales pipeline (services/sales): a lead's stages, buyers' offers and the seller's answers, the deposit
 * and the sale, and the lead's timeline (who did what, when).
 */

/** Client pages of the pipeline. */
export const PIPELINE_PAGES = {
  /** the seller's answer page a mail's signed link opens (no sign-in needed); `answer` preselects the choice */
  offerAnswer: (token: string, answer?: OfferAnswerChoice) =>
    `${PAGES.offerAnswer}?token=${encodeURIComponent(token)}${answer ? `&answer=${answer}` : ''}`,
  sellerDashboard: PAGES.dashboard,
} as const;

/** A signed offer token: `<offer id>o<24 hex of an HMAC>` (the seller's mail links). */
export const OFFER_TOKEN_PATTERN = /^[1-9][0-9]{0,17}o[0-9a-f]{24}$/;
const offerToken = z.string({ error: 'token is required' }).regex(OFFER_TOKEN_PATTERN, 'token is not a valid offer link: open the whole link from the email');

export const OFFER_CONDITIONS = ['inspection', 'financing', 'trade_in', 'test_drive'] as const;
export const OfferConditionSchema = z.enum(OFFER_CONDITIONS, { error: `conditions must be among: ${OFFER_CONDITIONS.join(', ')}` });
export type OfferCondition = z.infer<typeof OfferConditionSchema>;
export const OFFER_CONDITION_LABELS: Record<OfferCondition, string> = {
  inspection: 'Subject to inspection',
  financing: 'Subject to financing',
  trade_in: 'With a trade-in',
  test_drive: 'Subject to a test drive',
};

/**
 * `open`: waiting for the seller; `countered`: the seller named another amount (back to the associate for the
 * buyer); `accepted`; `declined`; `expired` (nobody answered in time); `withdrawn` (the buyer took it back);
 * `superseded` (a newer offer of the same buyer replaced it).
 */
export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'superseded'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  open: 'Waiting for the seller',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  superseded: 'Replaced',
};

export const OFFER_EXPIRY_DEFAULT_HOURS = 48;
export const OFFER_EXPIRY_MAX_HOURS = 14 * 24;
export const MAX_AMOUNT = 100_000_000;

/** A whole-dollar amount named `field`. */
const dollars = (field: string) =>
  z.number({ error: `${field} must be a whole number of dollars` })
    .int(`${field} must be a whole number of dollars`)
    .min(1, `${field} must be at least $1`)
    .max(MAX_AMOUNT, `${field} must be at most $${MAX_AMOUNT.toLocaleString('en-US')}`);

/**
 * A calendar day (YYYY-MM-DD) that exists, from 1990 on and not after tomorrow (UTC: the team's day may be
 * ahead or behind); the same rule as listings' recorded sale.
 */
const isoDay = (field: string) =>
  z.string({ error: `${field} must be a date (YYYY-MM-DD)` }).regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${field} must be a real date`)
    .refine((v) => v >= '1990-01-01', `${field} must be 1990-01-01 or later`)
    .refine((v) => v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), `${field} cannot be in the future`);

/** POST /api/desk/leads/{id}/offers. */
export const NewOfferSchema = z.strictObject({
  amount: dollars('amount'),
  /** hours until the offer expires by itself (default 48) */
  expiresInHours: z.number({ error: 'expiresInHours must be a whole number of hours' }).int('expiresInHours must be a whole number of hours')
    .min(1, 'expiresInHours must be at least 1').max(OFFER_EXPIRY_MAX_HOURS, `expiresInHours must be at most ${OFFER_EXPIRY_MAX_HOURS}`)
    .default(OFFER_EXPIRY_DEFAULT_HOURS),
  conditions: z.array(OfferConditionSchema, { error: 'conditions must be a list' }).max(OFFER_CONDITIONS.length).default([])
    .refine((c) => new Set(c).size === c.length, 'conditions must not repeat'),
  note: z.string({ error: 'note must be text' }).trim().max(1000, 'note must be at most 1000 characters').optional(),
  /** below the seller's minimum price: record it declined at once, without asking the seller (409 at or above it) */
  declineBelowMinimum: z.boolean({ error: 'declineBelowMinimum must be true or false' }).optional(),
});
export type NewOffer = z.input<typeof NewOfferSchema>;

export const SELLER_ANSWERS = ['accept', 'counter', 'decline'] as const;
export type OfferAnswerChoice = (typeof SELLER_ANSWERS)[number];
const answerFields = {
  answer: z.enum(SELLER_ANSWERS, { error: 'answer must be accept, counter or decline' }),
  counterAmount: dollars('counterAmount').optional(),
};
const counterNeedsAmount = (v: { answer: OfferAnswerChoice; counterAmount?: number }, ctx: z.RefinementCtx) => {
  if (v.answer === 'counter' && v.counterAmount === undefined) ctx.addIssue({ code: 'custom', path: ['counterAmount'], message: 'counterAmount is required to counter' });
  if (v.answer !== 'counter' && v.counterAmount !== undefined) ctx.addIssue({ code: 'custom', path: ['counterAmount'], message: 'counterAmount is only for a counter' });
};
/** POST /api/seller/offers/{id}/answer (the signed-in seller). */
export const SellerOfferAnswerSchema = z.strictObject(answerFields).superRefine(counterNeedsAmount);
export type SellerOfferAnswer = z.infer<typeof SellerOfferAnswerSchema>;
/** POST /api/offer-answers (the mail's signed link). */
export const LinkOfferAnswerSchema = z.strictObject({ token: offerToken, ...answerFields }).superRefine(counterNeedsAmount);
export type LinkOfferAnswer = z.infer<typeof LinkOfferAnswerSchema>;
/** POST /api/conversations/stop-suggestions: the "car sold" mail's link. */
export const StopSuggestionsSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).regex(/^[1-9][0-9]{0,17}x[0-9a-f]{24}$/, 'token is not a valid link: open the whole link from the email'),
});
export type StopSuggestions = z.infer<typeof StopSuggestionsSchema>;

/** GET /api/offer-answers?token= */
export const OfferTokenQuerySchema = z.strictObject({ token: offerToken });
export type OfferTokenQuery = z.infer<typeof OfferTokenQuerySchema>;

export const DESK_OFFER_ACTIONS = ['decline', 'buyer-accepts-counter', 'withdraw'] as const;
/** POST /api/desk/offers/{id}/action. */
export const DeskOfferActionSchema = z.strictObject({
  action: z.enum(DESK_OFFER_ACTIONS, { error: 'action must be decline, buyer-accepts-counter or withdraw' }),
});
export type DeskOfferAction = z.infer<typeof DeskOfferActionSchema>;

/** POST /api/seller/listings/{id}/minimum-price: null removes it. */
export const MinimumPriceSchema = z.strictObject({
  minimumPrice: dollars('minimumPrice').nullable(),
});
export type MinimumPrice = z.infer<typeof MinimumPriceSchema>;

/** POST /api/desk/leads/{id}/deposit. */
export const NewDepositSchema = z.strictObject({
  amount: dollars('amount'),
  receivedOn: isoDay('receivedOn'),
  reference: z.string({ error: 'reference is required' }).trim().min(1, 'reference is required').max(100, 'reference must be at most 100 characters'),
});
export type NewDeposit = z.infer<typeof NewDepositSchema>;

/** POST /api/desk/leads/{id}/sale: `showPrice` is the seller's consent to show "Sold for $X" on the listing. */
export const NewSaleSchema = z.strictObject({
  finalPrice: dollars('finalPrice'),
  soldOn: isoDay('soldOn'),
  showPrice: z.boolean({ error: 'showPrice must be true or false' }),
});
export type NewSale = z.infer<typeof NewSaleSchema>;

/** An offer as the desk sees it. */
export const OfferSchema = z.object({
  id: z.number(),
  leadId: z.number(),
  listingId: z.number(),
  amount: z.number(),
  conditions: z.array(OfferConditionSchema),
  note: z.string().nullable(),
  status: OfferStatusSchema,
  counterAmount: z.number().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Offer = z.infer<typeof OfferSchema>;

/** The timeline's kinds of entries: every offer, answer, stage change, deposit and sale, who and when. */
export const LEAD_TIMELINE_KINDS = ['stage', 'offer', 'offer-answer', 'offer-expired', 'deposit', 'sale', 'minimum-price'] as const;
export const LeadTimelineEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEAD_TIMELINE_KINDS),
  /** `staff`: an associate or admin (by name); `seller`; `system` (the expiry job, the sale closing other leads) */
  actor: z.object({ kind: z.enum(['staff', 'seller', 'system']), userId: z.string().nullable(), name: z.string() }),
  /** a sentence the desk shows ("Offer of $52,000 recorded, expires …") */
  summary: z.string(),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type LeadTimelineEntry = z.infer<typeof LeadTimelineEntrySchema>;

/** GET /api/desk/leads/{id}/offers: the lead's pipeline side. */
export const LeadPipelineSchema = z.object({
  leadId: z.number(),
  stage: LeadStageSchema,
  lostReason: LostReasonSchema.nullable(),
  stageSince: z.string(),
  /** the seller's private minimum price (associates and admins only) */
  minimumPrice: z.number().nullable(),
  offers: z.array(OfferSchema),
  deposit: z.object({ amount: z.number(), receivedOn: z.string(), reference: z.string() }).nullable(),
  sale: z.object({ finalPrice: z.number(), soldOn: z.string(), showPrice: z.boolean() }).nullable(),
  timeline: z.array(LeadTimelineEntrySchema),
});
export type LeadPipeline = z.infer<typeof LeadPipelineSchema>;

/** A lead on the desk board. */
export const BoardLeadSchema = z.object({
  id: z.number(),
  stage: LeadStageSchema,
  vehicle: z.object({ id: z.number(), title: z.string(), price: z.number().nullable(), photo: z.string().nullable() }).nullable(),
  buyerName: z.string(),
  associateId: z.string().nullable(),
  /** whole days since the lead reached its stage */
  daysInStage: z.number().int(),
  lastActivityAt: z.string(),
  /** no activity for STALE_AFTER_DAYS days */
  stale: z.boolean(),
  /** the newest offer still waiting or countered, if any */
  openOffer: z.object({ amount: z.number(), status: OfferStatusSchema, counterAmount: z.number().nullable(), expiresAt: z.string() }).nullable(),
});
export type BoardLead = z.infer<typeof BoardLeadSchema>;

export const DeskBoardQuerySchema = z.strictObject({
  filter: z.enum(['all', 'mine'], { error: 'filter must be all or mine' }).default('all'),
});
export type DeskBoardQuery = z.infer<typeof DeskBoardQuerySchema>;

/** Most leads the board shows per stage (the oldest activity last); `counts` has them all. */
export const BOARD_PER_STAGE = 50;
export const DeskBoardSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(OPEN_LEAD_STAGES), count: z.number().int(), leads: z.array(BoardLeadSchema) })),
});
export type DeskBoard = z.infer<typeof DeskBoardSchema>;

/** An offer as the seller sees it: never the buyer's identity or contact details. */
export const SellerOfferSchema = OfferSchema.omit({ leadId: true, note: true });
export type SellerOffer = z.infer<typeof SellerOfferSchema>;
export const SellerOffersSchema = z.object({
  listings: z.array(z.object({
    listingId: z.number(),
    vehicle: z.object({ id: z.number(), title: z.string(), price: z.number().nullable(), photo: z.string().nullable() }),
    minimumPrice: z.number().nullable(),
    offers: z.array(SellerOfferSchema),
  })),
});
export type SellerOffers = z.infer<typeof SellerOffersSchema>;

/** GET /api/offer-answers?token=: what the seller's answer page shows. */
export const LinkOfferSchema = z.object({
  offer: SellerOfferSchema,
  vehicle: z.object({ id: z.number(), title: z.string(), price: z.number().nullable() }),
});
export type LinkOffer = z.infer<typeof LinkOfferSchema>;
