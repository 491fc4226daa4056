import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_ENV } from '@rl/service-kit';
import { VinDecodeResponseSchema, type VinDecodeResponse } from '@rl/contracts';
import type { ListingsEnv } from '../env.js';
import type { Queryable } from '../db/queryable.js';
import { publicListingSql } from '../vehicles/freshness-sql.js';
import type { VinDecodeOutcome } from './vin-decoder-client.js';

/** The stored decodes of listed VINs (table vin_decodes). */
@Injectable()
export class VinDecodesStore {
  private readonly table: string;
  private readonly vehicles: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.table = `"${env.DB_SCHEMA}"."vin_decodes"`;
    this.vehicles = `"${env.DB_SCHEMA}"."vehicles"`;
  }

  /** The decode of a VIN; null when it has not been decoded (yet) or the decoder refused it. */
  async decodeOf(vin: string): Promise<VinDecodeResponse | null> {
    const rows: { decoded: unknown }[] = await this.db.query(`SELECT "decoded" FROM ${this.table} WHERE "vin" = $1`, [vin]);
    const parsed = VinDecodeResponseSchema.safeParse(rows[0]?.decoded);
    return parsed.success ? parsed.data : null;
  }

  /** The decode of a listing's VIN (the VIN itself stays in the database: it is private). */
  async decodeForVehicle(id: number, on: Queryable = this.db): Promise<VinDecodeResponse | null> {
    const rows: { decoded: unknown }[] = await on.query(
      `SELECT d."decoded" FROM ${this.vehicles} v JOIN ${this.table} d ON d."vin" = v."vin" WHERE v."id" = $1`,
      [id],
    );
    const parsed = VinDecodeResponseSchema.safeParse(rows[0]?.decoded);
    return parsed.success ? parsed.data : null;
  }

  /** Up to `limit` VINs of listings that have no stored decode (no ordering: the scan stops at the first ones). */
  async undecoded(limit: number): Promise<string[]> {
    const rows: { vin: string }[] = await this.db.query(
      `SELECT v."vin" FROM ${this.vehicles} v
        WHERE NOT EXISTS (SELECT 1 FROM ${this.table} d WHERE d."vin" = v."vin") LIMIT $1`,
      [limit],
    );
    return [...new Set(rows.map((r) => r.vin))];
  }

  /**
   * Keeps an outcome; a replica that decoded the same VIN at the same moment changes nothing. Answers whether
   * buyers can see it: a public listing carries the VIN (a pending one's decode changes no public answer).
   */
  async save(vin: string, outcome: VinDecodeOutcome): Promise<{ seenByBuyers: boolean }> {
    const decoded = 'decoded' in outcome ? JSON.stringify(outcome.decoded) : null;
    const problem = 'problem' in outcome ? outcome.problem : null;
    const rows: { seen: boolean }[] = await this.db.query(
      `WITH stored AS (
         INSERT INTO ${this.table} ("vin", "decoded", "problem") VALUES ($1, $2::jsonb, $3) ON CONFLICT ("vin") DO NOTHING RETURNING "vin")
       SELECT EXISTS (SELECT 1 FROM stored JOIN ${this.vehicles} v ON v."vin" = stored."vin" WHERE ${publicListingSql()}) AS "seen"`,
      [vin, decoded, problem],
    );
    return { seenByBuyers: rows[0]?.seen === true };
  }
}
