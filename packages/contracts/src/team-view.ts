import { z } from 'zod';
import { LEAD_STAGES } from './lead-stages.js';
import { SellerOfferSchema } from './offers.js';

/** How many weeks the team's view covers. */
export const TEAM_VIEW_WEEKS = 12;

export const TeamStatsQuerySchema = z.strictObject({
  weeks: z.coerce.number({ error: 'weeks must be a whole number from 1 to 12' }).int({ error: 'weeks must be a whole number from 1 to 12' })
    .min(1, { error: 'weeks must be a whole number from 1 to 12' }).max(TEAM_VIEW_WEEKS, { error: 'weeks must be a whole number from 1 to 12' }).default(TEAM_VIEW_WEEKS),
});
export type TeamStatsQuery = z.infer<typeof TeamStatsQuerySchema>;

/**
 * Medians come from log-scale histograms kept per week and associate: bucket k >= 1 holds durations in
 * [1.05^(k-1), 1.05^k) seconds, the median is the geometric middle of its bucket, so within 2.5 % of the exact value.
 */
export const MEDIAN_BUCKET_BASE = 1.05;

const counts = z.array(z.number().int());
export const TeamAssociateStatsSchema = z.object({
  /** '' for leads without an associate */
  associateId: z.string(),
  name: z.string(),
  inquiries: z.number().int(),
  sold: z.number().int(),
  /** sold / inquiries over the window (null without inquiries) */
  conversion: z.number().nullable(),
  offersAccepted: z.number().int(),
  medianFirstResponseSeconds: z.number().nullable(),
  medianTimeToSaleSeconds: z.number().nullable(),
});
export type TeamAssociateStats = z.infer<typeof TeamAssociateStatsSchema>;

export const TeamStatsSchema = z.object({
  /** the Mondays (UTC) starting each week, oldest first; the last is the current week */
  weeks: z.array(z.string()),
  /** leads that reached each stage, per week (new = inquiries) */
  stages: z.array(z.object({ stage: z.enum(LEAD_STAGES), perWeek: counts, total: z.number().int() })),
  inquiriesPerWeek: counts,
  soldPerWeek: counts,
  offersAcceptedPerWeek: counts,
  medianFirstResponsePerWeek: z.array(z.number().nullable()),
  medianTimeToSalePerWeek: z.array(z.number().nullable()),
  totals: TeamAssociateStatsSchema.omit({ associateId: true, name: true }),
  associates: z.array(TeamAssociateStatsSchema),
  medianMethod: z.string(),
});
export type TeamStats = z.infer<typeof TeamStatsSchema>;

/** One entry of a listing's timeline as its seller sees it: what happened and when, never who the buyer is. */
export const SellerTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.string(),
  /** "Buyer 1", "Buyer 2", ... per lead of the listing, in order of inquiry */
  buyer: z.string(),
  summary: z.string(),
});
export type SellerTimelineEntry = z.infer<typeof SellerTimelineEntrySchema>;

export const SellerPipelineSchema = z.object({
  listings: z.array(z.object({
    listingId: z.number(),
    vehicle: z.object({ id: z.number(), title: z.string(), price: z.number().nullable(), photo: z.string().nullable() }),
    associate: z.object({ name: z.string() }).nullable(),
    inquiries: z.number().int(),
    offerCount: z.number().int(),
    /** viewings and inspections scheduled (cancelled ones left out) */
    viewingCount: z.number().int(),
    /** the scheduled viewings and inspections, soonest first: when and which kind, never a place note or who inspects */
    viewings: z.array(z.object({ at: z.string(), kind: z.enum(['viewing', 'inspection']), buyer: z.string() })),
    offers: z.array(SellerOfferSchema.extend({ buyer: z.string() })),
    timeline: z.array(SellerTimelineEntrySchema),
  })),
});
export type SellerPipeline = z.infer<typeof SellerPipelineSchema>;
