import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { NotificationRequest } from '@rl/contracts';
import { LOGGER, NotificationOutbox, PolledWork, Poller } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { LeadsStore } from '../leads/leads.store.js';
import { SALES_ENV } from '../tokens.js';

const BATCH = 50;

/**
 * The response-time promise, enforced: every OVERDUE_POLL_MS each replica looks for leads still unanswered
 * past their due time whose associate was not told yet, marks them and writes the associate's mail in one
 * transaction (the notification outbox), so each is mailed once, whichever replica saw it first
 * (SKIP LOCKED). Unassigned leads have nobody to mail: the desk's overdue filter shows them.
 */
@Injectable()
export class OverdueSweep extends PolledWork {
  protected readonly poller: Poller;

  constructor(private readonly leads: LeadsStore, private readonly outbox: NotificationOutbox, @Inject(SALES_ENV) env: SalesEnv, @Inject(LOGGER) private readonly logger: Logger) {
    super();
    this.poller = new Poller({ name: 'overdue sweep', intervalMs: env.OVERDUE_POLL_MS, logger, pass: () => this.pass() });
  }

  private async pass(): Promise<void> {
    const s = this.leads.schema;
    const mailed = await this.leads.db.transaction(async (m) => {
      const rows: { id: string; associateId: string; vehicle: { id: number; title: string; price: number | null } | null; buyerName: string; dueAt: Date | string }[] = await m.query(
        `SELECT "id", "associate_id" AS "associateId", "vehicle", "buyer_name" AS "buyerName", "first_response_due_at" AS "dueAt"
         FROM ${s}."leads" WHERE "status" = 'new' AND "overdue_mailed_at" IS NULL AND "associate_id" IS NOT NULL AND "first_response_due_at" < now()
         ORDER BY "first_response_due_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      if (!rows.length) return 0;
      await m.query(`UPDATE ${s}."leads" SET "overdue_mailed_at" = now() WHERE "id" = ANY($1::bigint[])`, [rows.map((r) => r.id)]);
      const mails: NotificationRequest[] = rows.map((r) => ({
        dedupeKey: `lead-${r.id}-overdue`,
        to: { userId: r.associateId },
        event: {
          kind: 'lead-overdue', leadId: Number(r.id), buyerName: r.buyerName.slice(0, 201), dueAt: new Date(r.dueAt).toISOString(),
          vehicle: r.vehicle ? { id: r.vehicle.id, title: r.vehicle.title, price: r.vehicle.price } : null,
        },
      }));
      await this.outbox.add(mails, m);
      return rows.length;
    });
    if (mailed) {
      this.outbox.wake();
      this.logger.info({ leads: mailed }, 'overdue leads: associates mailed');
    }
  }
}
