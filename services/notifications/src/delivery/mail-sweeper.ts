import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, Poller } from '@rl/service-kit';
import type { NotificationsEnv } from '../env.js';
import { MailStore } from '../mails/mail-store.js';
import { MAIL_QUEUE, NOTIFICATIONS_ENV } from '../tokens.js';
import { MailDelivery } from './mail-delivery.js';
import { MAIL_WORKER, mailJobId, type MailQueue } from './mail-queue.js';

/**
 * Starts the queue's worker, and on service-kit's Poller (at start, then SWEEP_INTERVAL_MS after each pass)
 * queues again the mails that are due but have no job: accepted while Redis was away, left by a killed
 * process, or from before a restart.
 */
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private poller: Poller | null = null;

  constructor(
    private readonly store: MailStore,
    private readonly delivery: MailDelivery,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.work(({ mailId }) => this.delivery.deliver(mailId), MAIL_WORKER);
    this.poller = new Poller({ name: 'mail sweep', intervalMs: this.env.SWEEP_INTERVAL_MS, logger: this.logger, pass: async () => { await this.sweep(); } });
    this.poller.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.poller?.stop();
    await this.delivery.settle();
    await this.queue.close();
  }

  async sweep(): Promise<number> {
    try {
      const ids = await this.store.due(200);
      for (const id of ids) {
        const mail = await this.store.get(id);
        if (mail) await this.queue.add('send', { mailId: id }, { jobId: mailJobId(id, mail.attempts + 1) });
      }
      return ids.length;
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'mail sweep failed; next one in a while');
      return 0;
    }
  }
}
