/**
 * The queue as the service sees it: "send mail <id>" (now, or after a delay). Two implementations: BullMQ
 * on Redis (jobs survive a restart of this process and are shared by the replicas) and an in-process runner
 * for the embedded mode. In both, the mails table stays the record: the sweeper queues again whatever is due.
 */
export interface MailQueue {
  readonly mode: 'bullmq' | 'in-process';
  /** `attempt` (1 for the first) makes the job id: the same attempt of a mail is queued once */
  enqueue(mailId: string, delayMs: number, attempt: number): Promise<void>;
  /** starts processing jobs with the handler */
  start(handler: MailJobHandler): Promise<void>;
  close(): Promise<void>;
}

/** Tries to send one mail; resolves when done with it (sent, failed for good, or rescheduled). */
export type MailJobHandler = (mailId: string) => Promise<void>;

export const mailJobId = (mailId: string, attempt: number) => `mail-${mailId}-${attempt}`;
