import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  PERFORMANCE, PRICE_RATING_LABELS, SELLER_SUMMARY_MAX, SELLER_SUMMARY_QUEUE, performanceDays, vehicleTitle, type NotificationRequest,
} from '@rl/contracts';
import { createJobQueue, LOGGER, NotificationOutbox, queuePrefix, SERVICE_ENV, type JobQueue } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { PriceGuidanceStore } from '../price-guidance/price-guidance.store.js';
import { suggestedPrice } from '../price-guidance/valuation-method.js';
import { UnsubscribeTokens } from '../saved-searches/unsubscribe-tokens.js';
import { PerformanceStore } from './performance.store.js';

export const SUMMARY_SCHEDULE = Symbol('SUMMARY_SCHEDULE');
export const SUMMARY_SCHEDULER_ID = 'seller-summary-sweep';

/** The queue `seller-summary`, whose scheduler runs the weekly summary job (see ListingExpiry's schedule). */
export type SummarySchedule = JobQueue<Record<string, never>>;

/**
 * Service-kit's JobQueue: with Redis its scheduler, upserted by every replica, makes one job per interval for the
 * cluster; without, a timer in each process (replicas may overlap: the claim below keeps a mail single).
 */
export function summarySchedule(env: ListingsEnv, logger: Logger): SummarySchedule {
  return createJobQueue({
    name: SELLER_SUMMARY_QUEUE,
    redisUrl: env.REDIS_URL,
    prefix: queuePrefix('summary', env),
    attempts: 3,
    backoffMs: 5000,
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
    logger,
  });
}

/** Sellers mailed per run at most (the next run goes on). */
const PER_RUN = 500;

interface SummaryListing { id: number; year: number; make: string; model: string; trim: string | null; price: string | number }

/** Monday (UTC) of the week `now` falls in. */
export function weekOf(now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return new Date(day - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The weekly summary mail to sellers with live listings: once per seller and week (Monday, UTC) the figures
 * of the seven days before that Monday for each listing that was live before it, and the price that would be
 * rated Good where there is one. The job runs on SUMMARY_SCHEDULE (SELLER_SUMMARY_SWEEP_MS, hourly): a run
 * mails the sellers not mailed yet this week. The mail is written first; then a seller is claimed by inserting
 * its (seller, week) row in the transaction that adds the mail to the outbox, so replicas running together
 * never mail twice (the second insert waits for the first and then finds the row); the dedupe key (seller,
 * week) guards the hand-over besides.
 * Sellers who turned it off (`seller_summary_optouts`) are skipped.
 */
@Injectable()
export class SellerSummaries implements OnModuleInit, OnApplicationShutdown {
  private readonly s: string;
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVICE_ENV) private readonly env: ListingsEnv,
    private readonly outbox: NotificationOutbox,
    private readonly performance: PerformanceStore,
    private readonly guidance: PriceGuidanceStore,
    @Inject(SUMMARY_SCHEDULE) private readonly schedule: SummarySchedule,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.s = `"${env.DB_SCHEMA}"`;
    this.tokens = new UnsubscribeTokens(env.IDENTITY_SECRET);
  }

  async onModuleInit(): Promise<void> {
    await this.schedule.schedule(SUMMARY_SCHEDULER_ID, { everyMs: this.env.SELLER_SUMMARY_SWEEP_MS }, { kind: 'sweep', data: {} });
    await this.schedule.work(async () => { await this.runOnce(); });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.schedule.close();
  }

  /** Writes the week's due summaries (as of `now`); how many mails were written. */
  async runOnce(now: Date = new Date()): Promise<number> {
    const week = weekOf(now);
    const days = performanceDays(new Date(Date.parse(`${week}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10), PERFORMANCE.summaryDays);
    const from = days[0]!;
    const to = days[days.length - 1]!;
    let mailed = 0;
    for (let i = 0; i < PER_RUN; i++) {
      const [seller] = await this.db.query<{ userId: string }[]>(
        `SELECT v."user_id" AS "userId" FROM ${this.s}."vehicles" v
         WHERE v."status" = 'approved' AND v."listed_at" < ($1::date)::timestamp AT TIME ZONE 'UTC'
           AND NOT EXISTS (SELECT 1 FROM ${this.s}."seller_summaries" x WHERE x."user_id" = v."user_id" AND x."week" = $1::date)
           AND NOT EXISTS (SELECT 1 FROM ${this.s}."seller_summary_optouts" o WHERE o."user_id" = v."user_id")
         ORDER BY v."user_id" LIMIT 1`,
        [week],
      );
      if (!seller) break;
      // written before the claim, so the claim's transaction only inserts (nothing in it waits for another connection)
      const mail = await this.mail(seller.userId, week, from, to);
      const claimed = await this.db.transaction(async (m) => {
        const rows = await m.query(
          `INSERT INTO ${this.s}."seller_summaries" ("user_id", "week") VALUES ($1, $2::date) ON CONFLICT DO NOTHING RETURNING "user_id"`,
          [seller.userId, week],
        );
        // another replica took this seller meanwhile: look for the next one
        if (rows.length === 0) return false;
        if (mail) await this.outbox.add([mail], m);
        return mail !== null;
      });
      if (claimed) mailed++;
    }
    if (mailed > 0) {
      this.outbox.wake();
      this.logger.info({ mailed, week }, 'weekly seller summaries written');
    }
    return mailed;
  }

  /** The seller's mail of the week; null when its listings went off sale meanwhile (the week is then settled without one). */
  private async mail(userId: string, week: string, from: string, to: string): Promise<NotificationRequest | null> {
    const all = await this.db.query<SummaryListing[]>(
      `SELECT v."id", v."year", v."make", v."model", v."trim", v."price" FROM ${this.s}."vehicles" v
       WHERE v."user_id" = $1 AND v."status" = 'approved' AND v."listed_at" < ($2::date)::timestamp AT TIME ZONE 'UTC'
       ORDER BY v."listed_at" DESC, v."id" DESC`,
      [userId, week],
    );
    if (all.length === 0) return null;
    const listed = all.slice(0, SELLER_SUMMARY_MAX);
    const ids = listed.map((l) => l.id);
    const [figures, bands] = await Promise.all([this.performance.figures(ids, from, to), this.guidance.bandsFor(ids)]);
    return {
      dedupeKey: `seller-summary-${userId}-${week}`,
      to: { userId },
      event: {
        kind: 'seller-weekly-summary', from, to,
        listings: listed.map((l) => {
          const sum = { impressions: 0, views: 0, saves: 0, inquiries: 0 };
          for (const f of figures.get(l.id)?.values() ?? []) {
            sum.impressions += f.impressions; sum.views += f.views; sum.saves += f.saves; sum.inquiries += f.inquiries;
          }
          const band = bands.get(l.id);
          const suggestion = band ? suggestedPrice(band.price, band.fairLow, band.fairHigh) : null;
          return {
            vehicle: { id: l.id, title: vehicleTitle(l).slice(0, 200), price: Number(l.price) },
            ...sum,
            suggestion: suggestion ? { price: suggestion.price, ratingLabel: PRICE_RATING_LABELS[suggestion.rating].replace(/ price$/, '') } : null,
          };
        }),
        moreCount: all.length - listed.length,
        unsubscribeToken: this.tokens.forSellerSummary(userId),
      },
    };
  }
}
