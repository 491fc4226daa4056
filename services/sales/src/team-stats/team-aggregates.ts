import type { EntityManager } from 'typeorm';

/**
 * The team's view reads maintained aggregates, never the leads: table `team_weekly` holds, per week (the
 * Monday, UTC), associate ('' when the lead has none) and metric, counts; the two durations are kept as
 * log-scale histograms (bucket k >= 1: [1.05^(k-1), 1.05^k) seconds; bucket 0: under a second), so a median
 * over any span of weeks is exact to its bucket (within 2.5 %). Every write happens in the transaction of the
 * change it counts (the inquiry's lead, the stage move, the first answer, the sale).
 *
 * Metrics: `stage:<stage>` (leads that reached the stage that week; `stage:new` = inquiries),
 * `offer_accepted`, `first_response` and `time_to_sale` (histograms).
 */
export type TeamMetric = `stage:${string}` | 'offer_accepted' | 'first_response' | 'time_to_sale';

/** The bucket of a duration in seconds (SQL expression of `secs`), shared by the writes and the backfill. */
export const bucketSql = (secs: string) => `(CASE WHEN (${secs}) < 1 THEN 0 ELSE floor(ln(${secs}) / ln(1.05))::int + 1 END)`;

/** The week an instant belongs to (the Monday, UTC). */
export const weekSql = (at: string) => `(date_trunc('week', (${at}) AT TIME ZONE 'UTC'))::date`;

/** The representative duration (seconds) of a bucket: its geometric middle. */
export const bucketSeconds = (bucket: number): number => (bucket <= 0 ? 0.5 : Math.pow(1.05, bucket - 0.5));

/**
 * Counts one event of the lead `leadId` (its associate now, this week). `seconds`: an SQL expression over the
 * lead's row `l` for the histogram metrics.
 */
export async function bumpTeam(schema: string, leadId: number, metric: TeamMetric, m: EntityManager, seconds?: string): Promise<void> {
  await m.query(
    `INSERT INTO ${schema}."team_weekly" AS t ("week", "associate_id", "metric", "bucket", "n")
     SELECT ${weekSql('clock_timestamp()')}, coalesce(l."associate_id", ''), $2, ${seconds ? bucketSql(seconds) : '0'}, 1 FROM ${schema}."leads" l WHERE l."id" = $1
     ON CONFLICT ("week", "associate_id", "metric", "bucket") DO UPDATE SET "n" = t."n" + 1`,
    [leadId, metric],
  );
}

/** Seconds from the inquiry to the first answer / to now (the sale), over the lead's row `l`. */
export const FIRST_RESPONSE_SECS = `extract(epoch FROM l."first_response_at" - l."created_at")`;
export const TIME_TO_SALE_SECS = `extract(epoch FROM clock_timestamp() - l."created_at")`;

/** The median of a histogram (bucket -> count), or null when empty. */
export function histogramMedian(h: Map<number, number>): number | null {
  let total = 0;
  for (const n of h.values()) total += n;
  if (total === 0) return null;
  const half = total / 2;
  let seen = 0;
  for (const b of [...h.keys()].sort((a, z) => a - z)) {
    seen += h.get(b)!;
    if (seen >= half) return Math.round(bucketSeconds(b));
  }
  return null;
}
