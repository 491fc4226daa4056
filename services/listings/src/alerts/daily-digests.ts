import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationOutbox, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import type { SavedSearchRow } from '../saved-searches/saved-searches.store.js';
import { digestMail, type AlertVehicle } from './alert-mails.js';
import { UnsubscribeTokens } from '../saved-searches/unsubscribe-tokens.js';

const PER_RUN = 200;

/**
 * Daily saved searches get one mail with their new matches at most once a day: a search is due when a day
 * has passed since its last digest (or since it was saved) and it has unmailed matches. Each search is taken
 * with FOR UPDATE SKIP LOCKED in the transaction that writes its mail to the outbox and marks the matches
 * mailed, so replicas running this together never send a digest twice; the dedupe key (search, UTC day)
 * guards the hand-over besides.
 */
@Injectable()
export class DailyDigests {
  private readonly s: string;
  private readonly tokens: UnsubscribeTokens;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv, private readonly outbox: NotificationOutbox) {
    this.s = `"${env.DB_SCHEMA}"`;
    this.tokens = new UnsubscribeTokens(env.IDENTITY_SECRET);
  }

  /** Sends the due digests (as of `now`); how many mails were written. */
  async runOnce(now: Date = new Date()): Promise<number> {
    let mailed = 0;
    for (let i = 0; i < PER_RUN; i++) {
      const outcome = await this.db.transaction(async (m) => {
        const [search] = await m.query<SavedSearchRow[]>(
          `SELECT s."id", s."user_id" AS "userId", s."name", s."filters", s."token_salt" AS "tokenSalt" FROM ${this.s}."saved_searches" s
           WHERE s."frequency" = 'daily' AND NOT s."paused" AND COALESCE(s."digest_sent_at", s."created_at") <= $1::timestamptz - interval '1 day'
             AND EXISTS (SELECT 1 FROM ${this.s}."saved_search_matches" x WHERE x."search_id" = s."id" AND x."mailed_at" IS NULL)
           ORDER BY s."id" LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now],
        );
        if (!search) return 'none' as const;
        const vehicles = await m.query<AlertVehicle[]>(
          `SELECT v."id", v."year", v."make", v."model", v."trim", v."price" FROM ${this.s}."saved_search_matches" x
           JOIN ${this.s}."vehicles" v ON v."id" = x."vehicle_id"
           WHERE x."search_id" = $1 AND x."mailed_at" IS NULL AND v."status" = 'approved'
           ORDER BY x."matched_at" DESC, v."id" DESC`,
          [search.id],
        );
        // matches that were taken down meanwhile are settled without a mail
        await m.query(`UPDATE ${this.s}."saved_search_matches" SET "mailed_at" = $2 WHERE "search_id" = $1 AND "mailed_at" IS NULL`, [search.id, now]);
        if (vehicles.length === 0) return 'empty' as const;
        const day = now.toISOString().slice(0, 10);
        await this.outbox.add([digestMail(search, vehicles, day, this.tokens.forSearch(search.id, search.tokenSalt))], m);
        await m.query(`UPDATE ${this.s}."saved_searches" SET "digest_sent_at" = $2 WHERE "id" = $1`, [search.id, now]);
        return 'mailed' as const;
      });
      if (outcome === 'none') break;
      if (outcome === 'mailed') mailed++;
    }
    if (mailed > 0) this.outbox.wake();
    return mailed;
  }
}
