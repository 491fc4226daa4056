import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SAVED_SEARCH_LIMITS } from '@rl/contracts';
import { apiError, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { returning } from '../db/returning.js';
import { notFound } from '../vehicles/access.js';
import { PUBLIC_STATUSES } from '../vehicles/vehicles.store.js';

const MAX = SAVED_SEARCH_LIMITS.savedVehiclesPerUser;
const full = () => apiError(409, `You can save up to ${MAX} vehicles. Remove some you no longer need to save more.`);

/**
 * Signed-in users' saved vehicles (table saved_vehicles): what price-drop alerts are sent for. Only public
 * listings can be saved; a saved listing that is deleted disappears from the list (ON DELETE CASCADE).
 */
@Injectable()
export class SavedVehiclesStore {
  private readonly table: string;
  private readonly vehicles: string;
  readonly optouts: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.table = `"${env.DB_SCHEMA}"."saved_vehicles"`;
    this.vehicles = `"${env.DB_SCHEMA}"."vehicles"`;
    this.optouts = `"${env.DB_SCHEMA}"."price_drop_optouts"`;
  }

  /** The user's saved listing ids, newest first. */
  async ids(userId: string): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(
      `SELECT "vehicle_id" AS id FROM ${this.table} WHERE "user_id" = $1 ORDER BY "created_at" DESC, "vehicle_id" DESC`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /** Saves one public listing (404 otherwise; 409 past the limit); saving it again changes nothing. */
  async put(userId: string, vehicleId: number): Promise<number[]> {
    await this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`saved-vehicles:${userId}`]);
      const [v] = await m.query(`SELECT "status" FROM ${this.vehicles} WHERE "id" = $1`, [vehicleId]);
      if (!v || !PUBLIC_STATUSES.includes(v.status)) throw notFound();
      const [{ n, has }] = await m.query(
        `SELECT count(*)::int AS n, bool_or("vehicle_id" = $2) AS has FROM ${this.table} WHERE "user_id" = $1`,
        [userId, vehicleId],
      );
      if (has) return;
      if (Number(n) >= MAX) throw full();
      await m.query(`INSERT INTO ${this.table} ("user_id", "vehicle_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, vehicleId]);
    });
    return this.ids(userId);
  }

  /**
   * Adds the browser's local list at sign-in. Ids that are no public listing (deleted, taken down) are
   * left out rather than refused, and only as many as fit under the limit are added (the first ones given).
   */
  async merge(userId: string, ids: readonly number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      await this.db.transaction(async (m) => {
        await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`saved-vehicles:${userId}`]);
        const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM ${this.table} WHERE "user_id" = $1`, [userId]);
        // local lists are newest first: the oldest gets the earliest time, so the order survives
        await m.query(
          `INSERT INTO ${this.table} ("user_id", "vehicle_id", "created_at")
           SELECT $1::varchar, x.id, now() - (x.ord::int * interval '1 millisecond')
           FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)
           JOIN ${this.vehicles} v ON v."id" = x.id AND v."status" = ANY($3::text[])
           WHERE NOT EXISTS (SELECT 1 FROM ${this.table} s WHERE s."user_id" = $1::varchar AND s."vehicle_id" = x.id)
           ORDER BY x.ord LIMIT GREATEST(0, $4::int - $5::int)
           ON CONFLICT DO NOTHING`,
          [userId, unique, PUBLIC_STATUSES, MAX, Number(n)],
        );
      });
    }
    return this.ids(userId);
  }

  async delete(userId: string, vehicleId: number): Promise<number[]> {
    await this.db.query(`DELETE FROM ${this.table} WHERE "user_id" = $1 AND "vehicle_id" = $2`, [userId, vehicleId]);
    return this.ids(userId);
  }

  /** Account deletion: the saved vehicles and the price-drop opt-out; how many vehicles were saved. */
  async deleteOfUser(userId: string): Promise<number> {
    await this.db.query(`DELETE FROM ${this.optouts} WHERE "user_id" = $1`, [userId]);
    return (await returning(this.db, `DELETE FROM ${this.table} WHERE "user_id" = $1 RETURNING "vehicle_id"`, [userId])).length;
  }

  /** Who saved the listing (price-drop alerts): everyone but its seller and those who turned the mails off. */
  async savers(vehicleId: number, sellerId: string): Promise<string[]> {
    const rows: { userId: string }[] = await this.db.query(
      `SELECT s."user_id" AS "userId" FROM ${this.table} s
       WHERE s."vehicle_id" = $1 AND s."user_id" <> $2 AND NOT EXISTS (SELECT 1 FROM ${this.optouts} o WHERE o."user_id" = s."user_id")
       ORDER BY s."user_id"`,
      [vehicleId, sellerId],
    );
    return rows.map((r) => r.userId);
  }
}
