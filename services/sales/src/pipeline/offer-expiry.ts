import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, PolledWork, Poller } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { LiveHub } from '../live/live-hub.js';
import { SALES_ENV } from '../tokens.js';
import { money, PipelineStore, rowsOf, SYSTEM } from './pipeline.store.js';

const JOB = 'offer-expiry';
const BATCH = 200;

/**
 * Offers expire by themselves: every replica's Poller ticks every OFFER_EXPIRY_POLL_MS, but the job runs once
 * per cluster per period. A pass first claims the period in `job_runs` (an UPDATE of the job's row that
 * only matches when the last run is at least one period old): replicas ticking together queue on the row
 * lock and, once the first commits, the others' UPDATE matches nothing and they stand down. The expiry itself
 * is idempotent too (only `open` offers past their time, locked SKIP LOCKED), so a run never expires an
 * offer twice nor fights a seller's answer arriving at the same moment (the answer checks the time as well).
 */
@Injectable()
export class OfferExpiry extends PolledWork {
  protected readonly poller: Poller;
  /** passes of this process that did the period's work (tests count them) */
  ran = 0;

  constructor(
    private readonly store: PipelineStore,
    private readonly live: LiveHub,
    @Inject(SALES_ENV) private readonly env: SalesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    super();
    this.poller = new Poller({ name: 'offer expiry', intervalMs: env.OFFER_EXPIRY_POLL_MS, logger, pass: async () => { await this.pass(); } });
  }

  /** One tick: the period's run when this replica claims it (the leads whose offers expired), else null. */
  async pass(): Promise<number[] | null> {
    const s = this.store.s;
    const leads = await this.store.db.transaction(async (m) => {
      await m.query(`INSERT INTO ${s}."job_runs" ("name", "ran_at") VALUES ($1, '-infinity') ON CONFLICT ("name") DO NOTHING`, [JOB]);
      const claimed = rowsOf(await m.query(
        `UPDATE ${s}."job_runs" SET "ran_at" = clock_timestamp(), "runs" = "runs" + 1
         WHERE "name" = $1 AND "ran_at" <= clock_timestamp() - make_interval(secs => $2::double precision / 1000 * 0.9) RETURNING "name"`,
        [JOB, this.env.OFFER_EXPIRY_POLL_MS],
      ));
      if (!claimed.length) return null;
      const due = rowsOf<{ id: string; leadId: string; amount: number }>(await m.query(
        `SELECT "id", "lead_id" AS "leadId", "amount" FROM ${s}."offers" WHERE "status" = 'open' AND "expires_at" <= clock_timestamp()
         ORDER BY "expires_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      ));
      for (const o of due) {
        await m.query(`UPDATE ${s}."offers" SET "status" = 'expired', "answered_at" = clock_timestamp() WHERE "id" = $1`, [o.id]);
        await this.store.addEvent(Number(o.leadId), 'offer-expired', SYSTEM, `Offer of ${money(o.amount)} expired without an answer`, { offerId: Number(o.id) }, m);
        await this.store.returnFromOffer(Number(o.leadId), SYSTEM, `no offer open: the offer of ${money(o.amount)} expired`, m);
      }
      return [...new Set(due.map((o) => Number(o.leadId)))];
    });
    if (leads === null) return null;
    this.ran++;
    for (const leadId of leads) this.live.changed({ leadId, buyerUserId: null });
    if (leads.length) this.logger.info({ leads: leads.length }, 'offers expired');
    return leads;
  }
}
