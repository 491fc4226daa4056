import type { Logger } from 'pino';
import { NOTIFICATIONS_QUEUE } from '@rl/contracts';
import { createJobQueue, queuePrefix, type JobQueue } from '@rl/service-kit';
import type { NotificationsEnv } from '../env.js';

export interface MailJob {
  mailId: string;
}

/**
 * Service-kit's JobQueue `notifications`: "send mail <id>" (now, or after a delay), one job per attempt of a
 * mail (`mail-<id>-<attempt>`: the same attempt is queued once), worked by every replica. BullMQ with Redis
 * (jobs survive a restart and are shared by the replicas), in this process without. Retries are scheduled
 * by the delivery as delayed jobs (the backoff is the mails table's), so a job never fails for a transient
 * reason; a job whose worker died is stalled and taken by another worker. In both modes the mails table
 * stays the record: the sweeper queues again whatever is due.
 */
export type MailQueue = JobQueue<MailJob>;

export const mailJobId = (mailId: string, attempt: number) => `mail-${mailId}-${attempt}`;

/** how the replicas work the queue */
export const MAIL_WORKER = { concurrency: 4, lockMs: 30_000, stalledIntervalMs: 15_000 };

/** BullMQ with REDIS_URL (QUEUE_PREFIX, else a prefix from the database and schema), in process without. */
export function mailQueue(env: NotificationsEnv, logger: Logger): MailQueue {
  return createJobQueue<MailJob>({
    name: NOTIFICATIONS_QUEUE,
    redisUrl: env.REDIS_URL,
    prefix: env.QUEUE_PREFIX ?? queuePrefix('mail', env),
    attempts: 3,
    backoffMs: 1000,
    removeOnComplete: true,
    removeOnFail: { age: 7 * 24 * 3600 },
    logger,
  });
}
