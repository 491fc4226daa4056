import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { type NotificationRequest, INTERNAL_API } from '@rl/contracts';
import type { BaseEnv } from '../config.js';
import { HandOverOutbox } from '../outbox/hand-over-outbox.js';
import { LOGGER, SERVICE_ENV } from '../tokens.js';

/**
 * The events a service tells people about, handed to the notifications service (NOTIFICATIONS_URL) through
 * the `notification_outbox` table (see HandOverOutbox): the notifications service mails each dedupe key once.
 */
@Injectable()
export class NotificationOutbox extends HandOverOutbox<NotificationRequest> {
  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(SERVICE_ENV) env: BaseEnv & { NOTIFICATIONS_URL?: string },
    @Inject(LOGGER) logger: Logger,
  ) {
    super(db, {
      label: 'notification', table: `"${env.DB_SCHEMA}"."notification_outbox"`, url: env.NOTIFICATIONS_URL,
      path: INTERNAL_API.notifications.send, serviceName: env.DB_SCHEMA, identitySecret: env.IDENTITY_SECRET,
    }, logger);
  }
}
