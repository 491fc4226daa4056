import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { SearchQuerySchema, type NotificationRequest } from '@rl/contracts';
import { LOGGER, NotificationOutbox, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { returning } from '../db/returning.js';
import { SavedSearchesStore, type SavedSearchRow } from '../saved-searches/saved-searches.store.js';
import { SavedVehiclesStore } from '../saved-vehicles/saved-vehicles.store.js';
import { SearchService } from '../search/search.service.js';
import { instantMatchMail, priceDropMail, type AlertVehicle } from './alert-mails.js';
import { UnsubscribeTokens } from '../saved-searches/unsubscribe-tokens.js';

const BATCH = 10;
const SEARCH_PAGE = 500;
/** searches tested in one statement */
const MATCH_BATCH = 100;
const LEASE_SECONDS = 60;
const RETRY_MAX_MS = 5 * 60_000;

interface Publication { id: string; vehicleId: number; price: string; createdAt: Date; attempts: number }
type AlertListing = AlertVehicle & { userId: string; status: string };

/**
 * Works off listing_publications, the rows the vehicles trigger writes in the same statement as an approval
 * (or a price change of an approved listing): matches the listing against every active saved search with the
 * public search's own SQL, and tells the users who saved it when its price went down since it was last public.
 * The mails go into the notification outbox in the same transaction that marks the publication processed, so
 * a crash in between repeats the work and the dedupe keys keep every mail single. Replicas share the table
 * (FOR UPDATE SKIP LOCKED and a lease).
 */
@Injectable()
export class ListingAlerts {
  private readonly s: string;
  private readonly tokens: UnsubscribeTokens;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVICE_ENV) env: ListingsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly searches: SearchService,
    private readonly savedSearches: SavedSearchesStore,
    private readonly savedVehicles: SavedVehiclesStore,
    private readonly outbox: NotificationOutbox,
  ) {
    this.s = `"${env.DB_SCHEMA}"`;
    this.tokens = new UnsubscribeTokens(env.IDENTITY_SECRET);
  }

  /** Processes the due publications, a batch at a time; how many were taken. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (let round = 0; round < 20; round++) {
      const due = await returning<Publication>(
        this.db,
        `UPDATE ${this.s}."listing_publications" SET "attempts" = "attempts" + 1, "next_attempt_at" = now() + interval '${LEASE_SECONDS} seconds'
         WHERE "id" IN (SELECT "id" FROM ${this.s}."listing_publications" WHERE "processed_at" IS NULL AND "next_attempt_at" <= now()
                        ORDER BY "id" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING "id", "vehicle_id" AS "vehicleId", "price", "created_at" AS "createdAt", "attempts"`,
        [],
      );
      due.sort((a, b) => Number(a.id) - Number(b.id));
      for (const p of due) {
        try {
          await this.process(p);
        } catch (err) {
          const delay = Math.min(RETRY_MAX_MS, 1000 * 2 ** Math.min(20, p.attempts - 1));
          this.logger.warn({ publication: String(p.id), attempt: p.attempts, err: (err as Error).message }, 'listing alerts failed; will retry');
          await this.db.query(
            `UPDATE ${this.s}."listing_publications" SET "next_attempt_at" = now() + ($2::int * interval '1 millisecond'), "last_error" = $3 WHERE "id" = $1`,
            [p.id, delay, (err as Error).message.slice(0, 1000)],
          ).catch(() => undefined);
        }
      }
      total += due.length;
      if (due.length < BATCH) break;
    }
    return total;
  }

  private async process(p: Publication): Promise<void> {
    const [listing] = await this.db.query<AlertListing[]>(
      `SELECT "id", "user_id" AS "userId", "status", "year", "make", "model", "trim", "price" FROM ${this.s}."vehicles" WHERE "id" = $1`,
      [p.vehicleId],
    );
    // still public at this price (a later publication speaks for a later price)
    const current = !!listing && listing.status === 'approved' && Number(listing.price) === Number(p.price);
    const matched = current ? await this.matchingSearches(listing) : [];
    const drop = current ? await this.priceDrop(p, listing) : [];
    const sent = await this.db.transaction(async (m) => {
      const mails: NotificationRequest[] = [...drop];
      if (matched.length > 0) {
        // paused (or deleted) since it was matched: nothing; a (search, listing) pair is recorded once, ever
        const fresh: { searchId: number }[] = await m.query(
          `INSERT INTO ${this.s}."saved_search_matches" ("search_id", "vehicle_id", "mailed_at")
           SELECT s."id", $2, CASE WHEN s."frequency" = 'instant' THEN now() END FROM ${this.s}."saved_searches" s
           WHERE s."id" = ANY($1::int[]) AND NOT s."paused"
           ON CONFLICT DO NOTHING RETURNING "search_id" AS "searchId"`,
          [matched.map((s) => s.id), listing!.id],
        );
        const freshIds = new Set(fresh.map((f) => Number(f.searchId)));
        for (const search of matched) {
          if (freshIds.has(search.id) && search.frequency === 'instant') {
            mails.push(instantMatchMail(search, listing!, this.tokens.forSearch(search.id, search.tokenSalt)));
          }
        }
      }
      await this.outbox.add(mails, m);
      await m.query(`UPDATE ${this.s}."listing_publications" SET "processed_at" = now(), "last_error" = NULL WHERE "id" = $1`, [p.id]);
      return mails.length;
    });
    if (sent > 0) this.outbox.wake();
  }

  /** Active saved searches of other users whose results include the listing. */
  private async matchingSearches(listing: AlertListing): Promise<SavedSearchRow[]> {
    const hits: SavedSearchRow[] = [];
    for (let after = 0; ;) {
      const page = await this.savedSearches.activeExcept(listing.userId, after, SEARCH_PAGE);
      for (let i = 0; i < page.length; i += MATCH_BATCH) {
        const batch = page.slice(i, i + MATCH_BATCH);
        const parsed = batch.flatMap((search) => {
          const filters = SearchQuerySchema.safeParse(search.filters);
          // saved filters were valid when saved; one the schema no longer accepts matches nothing
          return filters.success ? [{ key: search.id, filters: filters.data }] : [];
        });
        const keys = new Set(await this.searches.matching(parsed, listing.id));
        hits.push(...batch.filter((search) => keys.has(search.id)));
      }
      if (page.length < SEARCH_PAGE) return hits;
      after = page[page.length - 1]!.id;
    }
  }

  /** Mails to the users who saved the listing when it is public again at a lower price than last time. */
  private async priceDrop(p: Publication, listing: AlertListing): Promise<NotificationRequest[]> {
    const [previous] = await this.db.query<{ price: string }[]>(
      `SELECT "price" FROM ${this.s}."listing_publications" WHERE "vehicle_id" = $1 AND "id" < $2 ORDER BY "id" DESC LIMIT 1`,
      [listing.id, p.id],
    );
    if (!previous || Number(p.price) >= Number(previous.price)) return [];
    const [change] = await this.db.query<{ id: string }[]>(
      `SELECT "id" FROM ${this.s}."price_changes" WHERE "vehicle_id" = $1 AND "changed_at" <= $2 ORDER BY "id" DESC LIMIT 1`,
      [listing.id, p.createdAt],
    );
    const changeId = change ? String(change.id) : `p${p.id}`;
    const users = await this.savedVehicles.savers(listing.id, listing.userId);
    return users.map((userId) => priceDropMail(changeId, userId, listing, Number(previous.price), this.tokens.forPriceDrops(userId)));
  }
}
