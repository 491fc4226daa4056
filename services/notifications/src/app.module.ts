import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import { SendNotificationController } from './commands/send-notification/send-notification.controller.js';
import { SendNotificationService } from './commands/send-notification/send-notification.service.js';
import { mailQueue } from './delivery/mail-queue.js';
import { MAILER, MailDelivery } from './delivery/mail-delivery.js';
import { MailSweeper } from './delivery/mail-sweeper.js';
import { smtpMailer } from './delivery/mailer.js';
import type { NotificationsEnv } from './env.js';
import { MailStore } from './mails/mail-store.js';
import { MailEntity } from './mails/mail.entity.js';
import { CreateMails1732500000000 } from './migrations/1732500000000-create-mails.js';
import { MailCalendar1733100000150 } from './migrations/1733100000150-mail-calendar.js';
import { Recipients } from './recipients/recipients.js';
import { MAIL_QUEUE, NOTIFICATIONS_ENV } from './tokens.js';

const NOTIFICATIONS_ENTITIES = [MailEntity];
const NOTIFICATIONS_MIGRATIONS = [CreateMails1732500000000, MailCalendar1733100000150];

@Module({})
export class NotificationsModule {
  static register(env: NotificationsEnv, logger: Logger): DynamicModule {
    const siteHost = new URL(env.PUBLIC_URL).hostname;
    return {
      module: NotificationsModule,
      imports: [
        ServiceKitModule.forRoot({ env, logger, entities: NOTIFICATIONS_ENTITIES, migrations: NOTIFICATIONS_MIGRATIONS }),
        TypeOrmModule.forFeature([MailEntity]),
      ],
      controllers: [SendNotificationController],
      providers: [
        { provide: NOTIFICATIONS_ENV, useValue: env },
        { provide: MAIL_QUEUE, useFactory: () => mailQueue(env, logger) },
        {
          provide: MAILER,
          useFactory: () => {
            const mailer = smtpMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, timeoutMs: env.SMTP_TIMEOUT_MS, host: siteHost });
            return Object.assign(mailer, { onApplicationShutdown: () => mailer.close() });
          },
        },
        {
          provide: Recipients,
          useFactory: () => new Recipients({ authUrl: env.AUTH_URL, secret: env.IDENTITY_SECRET, timeoutMs: env.AUTH_TIMEOUT_MS, salesInbox: env.SALES_INBOX }),
        },
        MailStore, MailDelivery, MailSweeper, SendNotificationService,
      ],
    };
  }
}
