import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { type SalesEventRequest, INTERNAL_API } from '@rl/contracts';
import { HandOverOutbox, LOGGER, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/**
 * Inquiries and listings going live, handed to the sales service (SALES_URL) through the `sales_outbox`
 * table, written in the same transaction as the inquiry or the approval: sales takes each dedupe key once.
 */
@Injectable()
export class SalesOutbox extends HandOverOutbox<SalesEventRequest> {
  constructor(@InjectDataSource() db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv, @Inject(LOGGER) logger: Logger) {
    super(db, {
      label: 'sales event', table: `"${env.DB_SCHEMA}"."sales_outbox"`, url: env.SALES_URL,
      path: INTERNAL_API.sales.events, serviceName: env.DB_SCHEMA, identitySecret: env.IDENTITY_SECRET,
    }, logger);
  }
}
