import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailEntity } from './mail.entity.js';

/** a whole number of milliseconds as a SQL interval (only ever built from numbers) */
const interval = (ms: number) => `interval '${Math.max(0, Math.round(ms))} milliseconds'`;

export interface NewMail {
  dedupeKey: string;
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** an iCalendar invitation to send with it (`text/calendar` and `invite.ics`), or null */
  calendar: string | null;
}

/** Every read and state change of the mails table; each change is conditional on the state it leaves. */
@Injectable()
export class MailStore {
  constructor(@InjectRepository(MailEntity) private readonly repo: Repository<MailEntity>) {}

  /** Records the mail once per dedupe key; a key seen before returns the first row's id. */
  async accept(mail: NewMail): Promise<{ id: string; duplicate: boolean }> {
    const r = await this.repo.createQueryBuilder().insert().into(MailEntity)
      .values({ ...mail, state: 'pending', attempts: 0 })
      .orIgnore()
      .returning(['id'])
      .execute();
    const inserted = (r.raw as { id: string }[] | undefined)?.[0];
    if (inserted) return { id: String(inserted.id), duplicate: false };
    const existing = await this.repo.findOneByOrFail({ dedupeKey: mail.dedupeKey });
    return { id: String(existing.id), duplicate: true };
  }

  get(id: string): Promise<MailEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByKey(dedupeKey: string): Promise<MailEntity | null> {
    return this.repo.findOneBy({ dedupeKey });
  }

  /** Takes a mail for one attempt (counts it, holds it for `leaseMs`); null when it is sent, failed or held. */
  async claim(id: string, leaseMs: number): Promise<MailEntity | null> {
    const r = await this.repo.createQueryBuilder().update(MailEntity)
      .set({ state: 'sending', attempts: () => 'attempts + 1', nextAttemptAt: () => `now() + ${interval(leaseMs)}` })
      .where(`id = :id AND (state = 'pending' OR (state = 'sending' AND next_attempt_at <= now()))`, { id })
      .returning('*')
      .execute();
    const row = (r.raw as Record<string, unknown>[] | undefined)?.[0];
    return row ? this.fromRow(row) : null;
  }

  /** A row RETURNING * gave, as the entity a find would have read (one query less on every attempt). */
  private fromRow(row: Record<string, unknown>): MailEntity {
    const { driver } = this.repo.manager.connection;
    const mail = this.repo.create();
    for (const column of this.repo.metadata.columns) {
      column.setEntityValue(mail, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return mail;
  }

  async markSent(id: string): Promise<void> {
    await this.repo.createQueryBuilder().update(MailEntity)
      .set({ state: 'sent', sentAt: () => 'now()', lastError: null })
      .where(`id = :id AND state = 'sending'`, { id })
      .execute();
  }

  /** Refused for good (the server said the address does not exist, the message is refused ...). */
  async markFailed(id: string, reason: string): Promise<void> {
    await this.repo.createQueryBuilder().update(MailEntity)
      .set({ state: 'failed', lastError: reason.slice(0, 2000) })
      .where(`id = :id AND state = 'sending'`, { id })
      .execute();
  }

  /** Back to pending after a failed attempt; the sweeper queues it again once `delayMs` has passed. */
  async retryLater(id: string, delayMs: number, reason: string): Promise<void> {
    await this.repo.createQueryBuilder().update(MailEntity)
      .set({ state: 'pending', nextAttemptAt: () => `now() + ${interval(delayMs)}`, lastError: reason.slice(0, 2000) })
      .where(`id = :id AND state = 'sending'`, { id })
      .execute();
  }

  /** Mails whose time has come: pending ones, and ones whose sender died while holding them. */
  async due(limit: number): Promise<string[]> {
    const rows = await this.repo.createQueryBuilder('m').select('m.id', 'id')
      .where(`m.state IN ('pending', 'sending') AND m.next_attempt_at <= now()`)
      .orderBy('m.id', 'ASC').limit(limit)
      .getRawMany<{ id: string }>();
    return rows.map((r) => String(r.id));
  }
}
