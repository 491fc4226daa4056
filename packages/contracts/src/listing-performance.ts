import { z } from 'zod';
import { formatPrice } from './format.js';

/**
 * Listing performance for the seller (issue 28): per day, how often a listing was shown in search results,
 * opened, saved and asked about, beside the medians of comparable live listings (the same make and model),
 * and the weekly summary mail of those figures.
 */
export const PERFORMANCE = {
  /** days of the performance page, today (UTC) included */
  days: 30,
  /** days of the weekly summary mail (the seven UTC days before the mail's week starts) */
  summaryDays: 7,
  /** a group's medians are computed again when older than this (off the request path of other groups) */
  mediansMaxAgeHours: 24,
  /** fewer photos than this is named as a likely reason */
  fewPhotos: 6,
} as const;

/** The BullMQ queue of the weekly summary job (one job per run for the cluster, with Redis). */
export const SELLER_SUMMARY_QUEUE = 'seller-summary';

export const PERFORMANCE_METRICS = ['impressions', 'views', 'saves', 'inquiries'] as const;
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

/** Column heads of the table and the chart's legend. */
export const PERFORMANCE_METRIC_LABELS: Record<PerformanceMetric, string> = {
  impressions: 'Shown in search',
  views: 'Detail views',
  saves: 'Saves',
  inquiries: 'Inquiries',
};

/** The noun of a figure in a comparison ("42 % fewer views than similar cars"), one and many. */
const METRIC_NOUNS: Record<PerformanceMetric, [one: string, many: string]> = {
  impressions: ['search appearance', 'search appearances'],
  views: ['view', 'views'],
  saves: ['save', 'saves'],
  inquiries: ['inquiry', 'inquiries'],
};

const count = z.number().int().nonnegative();
export const PerformanceFiguresSchema = z.object({ impressions: count, views: count, saves: count, inquiries: count });
export type PerformanceFigures = z.infer<typeof PerformanceFiguresSchema>;

export const DailyPerformanceSchema = PerformanceFiguresSchema.extend({ day: z.iso.date() });
export type DailyPerformance = z.infer<typeof DailyPerformanceSchema>;

export const PERFORMANCE_REASONS = ['price-above-fair-range', 'few-photos', 'missing-angles', 'no-service-history'] as const;
export const PerformanceReasonSchema = z.object({ kind: z.enum(PERFORMANCE_REASONS), text: z.string() });
export type PerformanceReason = z.infer<typeof PerformanceReasonSchema>;

/** GET /api/vehicles/{id}/performance. */
export const ListingPerformanceSchema = z.object({
  vehicleId: z.number().int().positive(),
  /** first and last day (UTC) of `days` */
  from: z.iso.date(),
  to: z.iso.date(),
  /** one entry per day, oldest first, zeros included */
  days: z.array(DailyPerformanceSchema),
  totals: PerformanceFiguresSchema,
  /**
   * The medians of the 30-day figures of the other live listings of the same make and model, and how many
   * there are; null when there are none. `computedAt`: when they were taken (at most PERFORMANCE.mediansMaxAgeHours ago).
   */
  comparables: z.object({
    peers: z.number().int().positive(),
    computedAt: z.iso.datetime({ offset: true }),
    medians: z.object({ impressions: z.number(), views: z.number(), saves: z.number(), inquiries: z.number() }),
  }).nullable(),
  /** what likely holds the listing back, when anything does (empty otherwise) */
  reasons: z.array(PerformanceReasonSchema),
});
export type ListingPerformance = z.infer<typeof ListingPerformanceSchema>;

/** GET and PUT /api/alerts/seller-summary. */
export const SellerSummarySettingSchema = z.strictObject({
  weeklySummary: z.boolean({ error: 'weeklySummary must be true or false' }),
});
export type SellerSummarySetting = z.infer<typeof SellerSummarySettingSchema>;

/**
 * A figure beside its comparables' median, in words: "42 % fewer views than similar cars", "About as many
 * saves as similar cars" (within 10 %), "3 inquiries, similar cars none" (a median of 0). Null without a median.
 */
export function comparedWithSimilar(metric: PerformanceMetric, value: number, median: number | null | undefined): string | null {
  if (median === null || median === undefined) return null;
  const [one, noun] = METRIC_NOUNS[metric];
  if (median === 0) return value === 0 ? `No ${noun}, like similar cars` : `${value.toLocaleString('en-US')} ${value === 1 ? one : noun}, similar cars none`;
  const diff = Math.round(((value - median) / median) * 100);
  if (Math.abs(diff) < 10) return `About as many ${noun} as similar cars`;
  return diff < 0 ? `${-diff} % fewer ${noun} than similar cars` : `${diff} % more ${noun} than similar cars`;
}

/** The words of a likely reason (the service names which apply). */
export const reasonText = {
  price: (fairLow: number, fairHigh: number) => `The price is above the fair range (${formatPrice(fairLow)} to ${formatPrice(fairHigh)})`,
  fewPhotos: (n: number) => `Only ${n} ${n === 1 ? 'photo' : 'photos'}: listings with ${PERFORMANCE.fewPhotos} or more show the car better`,
  missingAngles: (angles: readonly string[]) => `Missing photo angles: ${angles.join(', ')}`,
  noServiceHistory: () => 'No service history: buyers look for it',
} as const;

/** The UTC days from `days - 1` days before `to` up to `to` (YYYY-MM-DD), oldest first. */
export function performanceDays(to: string, days: number): string[] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}
