import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One mail to one recipient. `pending` until the SMTP server accepts it (`sent`) or refuses it for good
 * (`failed`, with the reason). `sending` holds a lease so two processes never send the same row at once.
 */
export type MailState = 'pending' | 'sending' | 'sent' | 'failed';

@Entity({ name: 'mails' })
export class MailEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  /** names the event; unique: the same event is mailed once */
  @Column({ name: 'dedupe_key', type: 'varchar', length: 200, unique: true })
  dedupeKey!: string;

  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  @Column({ name: 'to_address', type: 'varchar', length: 254 })
  toAddress!: string;

  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  text!: string;

  @Column({ type: 'text' })
  html!: string;

  /** extra headers (List-Unsubscribe) */
  @Column({ type: 'jsonb', default: () => `'{}'::jsonb` })
  headers!: Record<string, string>;

  /** an iCalendar invitation sent with the mail (a viewing's `.ics`), else null */
  @Column({ type: 'text', nullable: true })
  calendar!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state!: MailState;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
