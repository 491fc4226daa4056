import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { NOTIFICATIONS_QUEUE } from '@rl/contracts';
import { queueJobDuration, watchQueue } from '@rl/service-kit';
import { mailJobId, type MailJobHandler, type MailQueue } from './mail-queue.js';

interface MailJobData {
  mailId: string;
}

/**
 * BullMQ queue `notifications`, one job per attempt of a mail (`mail-<id>-<attempt>`), processed by a
 * worker in every replica. Retries are scheduled by the handler as delayed jobs (the backoff is the
 * mails table's), so a job never fails for a transient reason; a job whose worker died is stalled and
 * taken by another worker.
 */
export class BullMqMailQueue implements MailQueue {
  readonly mode = 'bullmq' as const;
  private readonly queue: Queue<MailJobData>;
  private worker: Worker<MailJobData> | null = null;
  private readonly unwatch: () => void;

  constructor(private readonly redisUrl: string, private readonly prefix: string, private readonly logger: Logger) {
    this.queue = new Queue<MailJobData>(NOTIFICATIONS_QUEUE, {
      connection: { url: redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1 },
      prefix,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 }, attempts: 3, backoff: { type: 'exponential', delay: 1000 } },
    });
    this.queue.on('error', (err) => this.logger.warn({ err }, 'notifications queue connection error'));
    this.unwatch = watchQueue(NOTIFICATIONS_QUEUE, () => this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'));
  }

  async enqueue(mailId: string, delayMs: number, attempt: number): Promise<void> {
    await this.queue.add('send', { mailId }, { jobId: mailJobId(mailId, attempt), delay: delayMs });
  }

  async start(handler: MailJobHandler): Promise<void> {
    this.worker = new Worker<MailJobData>(
      NOTIFICATIONS_QUEUE,
      async (job) => {
        const end = queueJobDuration.startTimer({ queue: NOTIFICATIONS_QUEUE, kind: job.name });
        try {
          await handler(job.data.mailId);
          end({ outcome: 'completed' });
        } catch (err) {
          end({ outcome: 'failed' });
          throw err;
        }
      },
      { connection: { url: this.redisUrl }, prefix: this.prefix, concurrency: 4, lockDuration: 30_000, stalledInterval: 15_000 },
    );
    this.worker.on('error', (err) => this.logger.warn({ err }, 'notifications worker error'));
  }

  async close(): Promise<void> {
    this.unwatch();
    await Promise.allSettled([this.worker?.close(), this.queue.close()]);
  }
}
