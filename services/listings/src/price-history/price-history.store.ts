import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PriceDrop } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import type { Queryable } from '../db/queryable.js';
import { toPriceDrop, type StoredPriceDrop } from '../vehicles/vehicle-columns.js';

/**
 * Price history (table price_changes, written by a trigger on vehicles in the same statement as every
 * price change; see the migration 1732710000001). Buyers see the drops made after the listing was first public.
 */
@Injectable()
export class PriceHistoryStore {
  private readonly table: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.table = `"${env.DB_SCHEMA}"."price_changes"`;
  }

  /** The listing's public price drops, newest first. */
  async drops(vehicleId: number, on: Queryable = this.db): Promise<PriceDrop[]> {
    const rows = await on.query<StoredPriceDrop>(
      `SELECT "previous_price" AS "previousPrice", "price", "changed_at" AS "droppedAt" FROM ${this.table}
       WHERE "vehicle_id" = $1 AND "was_public" AND "price" < "previous_price" ORDER BY "id" DESC LIMIT 100`,
      [vehicleId],
    );
    return rows.map(toPriceDrop);
  }
}
