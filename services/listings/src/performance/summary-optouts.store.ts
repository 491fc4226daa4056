import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/** Who turned the weekly summary mail off (`seller_summary_optouts`): its link or the switch on /account. */
@Injectable()
export class SummaryOptoutsStore {
  private readonly table: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.table = `"${env.DB_SCHEMA}"."seller_summary_optouts"`;
  }

  async receives(userId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM ${this.table} WHERE "user_id" = $1`, [userId]);
    return rows.length === 0;
  }

  async set(userId: string, weeklySummary: boolean): Promise<void> {
    if (weeklySummary) await this.db.query(`DELETE FROM ${this.table} WHERE "user_id" = $1`, [userId]);
    else await this.db.query(`INSERT INTO ${this.table} ("user_id") VALUES ($1) ON CONFLICT DO NOTHING`, [userId]);
  }
}
