import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SAVED_SEARCH_LIMITS, savedSearchKey, type AlertFrequency, type SavedSearch, type SavedSearchFilters } from '@rl/contracts';
import { apiError, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { returning } from '../db/returning.js';
import { UnsubscribeTokens } from './unsubscribe-tokens.js';

export interface SavedSearchRow {
  id: number;
  userId: string;
  name: string;
  filters: Record<string, string | string[]>;
  frequency: AlertFrequency;
  paused: boolean;
  tokenSalt: string;
  digestSentAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `s."id", s."user_id" AS "userId", s."name", s."filters", s."frequency", s."paused", s."token_salt" AS "tokenSalt",
  s."digest_sent_at" AS "digestSentAt", s."created_at" AS "createdAt"`;

export const toSavedSearch = (r: SavedSearchRow): SavedSearch => ({
  id: r.id, name: r.name, filters: r.filters, frequency: r.frequency, paused: r.paused, createdAt: new Date(r.createdAt).toISOString(),
});

export const savedSearchNotFound = () => apiError(404, 'Saved search not found');

/** A user's saved searches (table saved_searches). Every method takes the owner: another user's search is not found. */
@Injectable()
export class SavedSearchesStore {
  readonly table: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.table = `"${env.DB_SCHEMA}"."saved_searches"`;
  }

  async ofUser(userId: string): Promise<SavedSearchRow[]> {
    return this.db.query(`SELECT ${COLUMNS} FROM ${this.table} s WHERE s."user_id" = $1 ORDER BY s."id" DESC`, [userId]);
  }

  /**
   * A new saved search; 409 when the user already has the most allowed (counted under a per-user lock).
   * The same search saved again (savedSearchKey) is not saved twice: the one the user has is answered,
   * with `existing` set.
   */
  async create(userId: string, name: string, filters: SavedSearchFilters, frequency: AlertFrequency): Promise<SavedSearchRow & { existing?: boolean }> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`saved-searches:${userId}`]);
      const key = savedSearchKey(filters);
      const mine: SavedSearchRow[] = await m.query(`SELECT ${COLUMNS} FROM ${this.table} s WHERE s."user_id" = $1 ORDER BY s."id"`, [userId]);
      const same = mine.find((s) => savedSearchKey(s.filters) === key);
      if (same) return { ...same, existing: true };
      const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM ${this.table} WHERE "user_id" = $1`, [userId]);
      if (Number(n) >= SAVED_SEARCH_LIMITS.perUser) {
        throw apiError(409, `You can keep up to ${SAVED_SEARCH_LIMITS.perUser} saved searches. Delete one you no longer need to save this one.`);
      }
      const rows = await m.query(
        `INSERT INTO ${this.table} AS s ("user_id", "name", "filters", "frequency", "token_salt") VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING ${COLUMNS}`,
        [userId, name, JSON.stringify(filters), frequency, UnsubscribeTokens.newSalt()],
      );
      return rows[0] as SavedSearchRow;
    });
  }

  async update(userId: string, id: number, patch: { name?: string; frequency?: AlertFrequency; paused?: boolean }): Promise<SavedSearchRow | null> {
    const rows = await returning<SavedSearchRow>(
      this.db,
      `UPDATE ${this.table} AS s SET "name" = COALESCE($3, s."name"), "frequency" = COALESCE($4, s."frequency"), "paused" = COALESCE($5, s."paused")
       WHERE s."id" = $1 AND s."user_id" = $2 RETURNING ${COLUMNS}`,
      [id, userId, patch.name ?? null, patch.frequency ?? null, patch.paused ?? null],
    );
    return rows[0] ?? null;
  }

  async delete(userId: string, id: number): Promise<boolean> {
    const rows = await returning(this.db, `DELETE FROM ${this.table} WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId]);
    return rows.length > 0;
  }

  async deleteOfUser(userId: string): Promise<number> {
    const rows = await returning(this.db, `DELETE FROM ${this.table} WHERE "user_id" = $1 RETURNING "id"`, [userId]);
    return rows.length;
  }

  /** For unsubscribe links (any owner). */
  async byId(id: number, m: DataSource | EntityManager = this.db): Promise<SavedSearchRow | null> {
    const rows = await m.query(`SELECT ${COLUMNS} FROM ${this.table} s WHERE s."id" = $1`, [id]);
    return rows[0] ?? null;
  }

  async pause(id: number): Promise<void> {
    await this.db.query(`UPDATE ${this.table} SET "paused" = true WHERE "id" = $1`, [id]);
  }

  /** Active searches of everyone but the listing's seller, in id order, a page at a time. */
  async activeExcept(ownerId: string, afterId: number, limit: number): Promise<SavedSearchRow[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM ${this.table} s WHERE NOT s."paused" AND s."user_id" <> $1 AND s."id" > $2 ORDER BY s."id" LIMIT $3`,
      [ownerId, afterId, limit],
    );
  }
}
