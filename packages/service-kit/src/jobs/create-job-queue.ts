import { BullMqJobQueue } from './bullmq-job-queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import type { JobQueue, JobQueueSettings } from './job-queue.js';

/** BullMQ when `redisUrl` is set, the in-process queue otherwise. */
export function createJobQueue<T extends object, R = void>(settings: JobQueueSettings): JobQueue<T, R> {
  const { redisUrl } = settings;
  return redisUrl ? new BullMqJobQueue<T, R>({ ...settings, redisUrl }) : new InProcessJobQueue<T, R>(settings);
}
