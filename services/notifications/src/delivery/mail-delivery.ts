import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '@rl/service-kit';
import type { NotificationsEnv } from '../env.js';
import { MailStore } from '../mails/mail-store.js';
import { MAIL_QUEUE, NOTIFICATIONS_ENV } from '../tokens.js';
import { mailAttempts } from './mail-metrics.js';
import { mailJobId, type MailQueue } from './mail-queue.js';
import { PermanentMailError, type Mailer } from './mailer.js';

export const MAILER = Symbol('MAILER');

/**
 * One attempt at one mail: take it (a lease, so replicas never send one row at once), hand it to SMTP,
 * record the outcome. A server that is down or answers 4xx: back to pending with exponential backoff
 * (never given up); a 5xx answer: failed, with the server's reason.
 * A process killed between the server's acceptance and `markSent` sends that mail again after the lease:
 * the only duplicate SMTP allows, and the Message-ID is the same.
 */
@Injectable()
export class MailDelivery {
  constructor(
    private readonly store: MailStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(MAIL_QUEUE) private readonly queue: MailQueue,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  private readonly inFlight = new Set<Promise<void>>();

  /** The first attempt, started now and not awaited; `settle()` waits for those under way (shutdown). */
  deliverSoon(mailId: string): void {
    const run: Promise<void> = this.deliver(mailId)
      .catch((err) => this.logger.error({ err, mailId }, 'first attempt at a mail failed; the sweeper takes it'))
      .finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  async settle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  async deliver(mailId: string): Promise<void> {
    const mail = await this.store.claim(mailId, this.env.SEND_LEASE_MS);
    if (!mail) return;
    try {
      await this.mailer.send(mail);
    } catch (err) {
      const reason = (err as Error).message ?? String(err);
      if (err instanceof PermanentMailError) {
        await this.store.markFailed(mailId, reason);
        mailAttempts.inc({ kind: mail.kind, outcome: 'failed' });
        this.logger.warn({ mailId, kind: mail.kind, reason }, 'mail refused for good');
        return;
      }
      const delay = this.backoff(mail.attempts);
      await this.store.retryLater(mailId, delay, reason);
      mailAttempts.inc({ kind: mail.kind, outcome: 'retry' });
      this.logger.warn({ mailId, kind: mail.kind, attempt: mail.attempts, retryInMs: delay, reason }, 'mail not sent; will retry');
      await this.queue.add('send', { mailId }, { jobId: mailJobId(mailId, mail.attempts + 1), delayMs: delay }).catch(() => undefined);
      return;
    }
    await this.store.markSent(mailId);
    mailAttempts.inc({ kind: mail.kind, outcome: 'sent' });
    this.logger.info({ mailId, kind: mail.kind, attempt: mail.attempts }, 'mail sent');
  }

  /** RETRY_BASE_MS doubled per attempt up to RETRY_MAX_MS, with up to 20 % jitter. */
  backoff(attempts: number): number {
    const base = Math.min(this.env.RETRY_MAX_MS, this.env.RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
    return Math.round(base * (0.8 + Math.random() * 0.2));
  }
}
