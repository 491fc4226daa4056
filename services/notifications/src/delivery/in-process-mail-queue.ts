import type { Logger } from 'pino';
import { mailJobId, type MailJobHandler, type MailQueue } from './mail-queue.js';

/** Without Redis: timers in this process. A restart loses the timers, not the mails (the sweeper finds them). */
export class InProcessMailQueue implements MailQueue {
  readonly mode = 'in-process' as const;
  private handler: MailJobHandler | null = null;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  async enqueue(mailId: string, delayMs: number, attempt: number): Promise<void> {
    const id = mailJobId(mailId, attempt);
    if (this.timers.has(id)) return;
    const timer = setTimeout(() => {
      this.timers.delete(id);
      if (!this.handler) return;
      const run = this.handler(mailId)
        .catch((err) => this.logger.error({ err, mailId }, 'mail job failed'))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    timer.unref?.();
    this.timers.set(id, timer);
  }

  async start(handler: MailJobHandler): Promise<void> {
    this.handler = handler;
  }

  async close(): Promise<void> {
    this.handler = null;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
