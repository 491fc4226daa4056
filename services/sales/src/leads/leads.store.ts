import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DeskLeadsQuery, LeadNote, LeadStatus, SalesEvent, SalesVehicle } from '@rl/contracts';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';
import { LAST_MESSAGE_JOIN, LEAD_COLUMNS, MESSAGE_COLUMNS, type LeadRow, type MessageRow } from './lead-rows.js';
import { bumpTeam, FIRST_RESPONSE_SECS } from '../team-stats/team-aggregates.js';

type Inquiry = Extract<SalesEvent, { kind: 'inquiry' }>;

export interface NewMessage {
  author: 'buyer' | 'associate';
  authorUserId: string | null;
  authorName: string;
  body: string;
  via: 'web' | 'mail';
  /** a reply by mail: its Message-ID (one per lead: a retried delivery is refused by the unique index) */
  mailMessageId?: string;
}

/** UPDATE/DELETE ... RETURNING through TypeORM answers [rows, rowCount]. */
const rowsOf = <T>(res: unknown): T[] =>
  (Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number' ? res[0] : res) as T[];

/** Leads, their messages and the listings they are about: every read and write of the sales schema's tables. */
@Injectable()
export class LeadsStore {
  readonly schema: string;

  constructor(readonly db: DataSource, @Inject(SALES_ENV) env: SalesEnv) {
    this.schema = `"${env.DB_SCHEMA}"`;
  }

  /** Records (or refreshes) a listing; its associate, once assigned, stays. */
  async upsertListing(v: SalesVehicle, m: EntityManager = this.db.manager): Promise<{ associateId: string | null }> {
    const rows = await m.query(
      `INSERT INTO ${this.schema}."listings" ("listing_id", "title", "price", "seller_user_id", "photo") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("listing_id") DO UPDATE SET "title" = EXCLUDED."title", "price" = EXCLUDED."price", "photo" = EXCLUDED."photo"
       RETURNING "associate_id" AS "associateId"`,
      [v.id, v.title, v.price, v.sellerUserId, v.photo],
    );
    return rowsOf<{ associateId: string | null }>(rows)[0]!;
  }

  /** Opens the inquiry's lead with the buyer's first message; an inquiry seen before changes nothing (null). */
  async openLead(e: Inquiry, associateId: string | null, dueAt: Date, m: EntityManager): Promise<number | null> {
    const vehicle = e.vehicle ? { id: e.vehicle.id, title: e.vehicle.title, price: e.vehicle.price, photo: e.vehicle.photo } : null;
    const inserted = rowsOf<{ id: string }>(await m.query(
      `INSERT INTO ${this.schema}."leads" ("inquiry_id", "listing_id", "vehicle", "associate_id", "buyer_user_id", "buyer_name", "buyer_email",
         "buyer_phone", "subject", "last_message_at", "created_at", "first_response_due_at")
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $10, $11)
       ON CONFLICT ("inquiry_id") DO NOTHING RETURNING "id"`,
      [e.inquiryId, e.vehicle?.id ?? null, vehicle ? JSON.stringify(vehicle) : null, associateId, e.buyer.userId, e.buyer.name,
        e.buyer.email, e.buyer.phone, e.subject, e.at, dueAt],
    ));
    if (!inserted[0]) return null;
    const leadId = Number(inserted[0].id);
    await bumpTeam(this.schema, leadId, 'stage:new', m);
    await m.query(
      `INSERT INTO ${this.schema}."messages" ("lead_id", "author", "author_user_id", "author_name", "body", "via", "created_at")
       VALUES ($1, 'buyer', $2, $3, $4, 'web', $5)`,
      [leadId, e.buyer.userId, e.buyer.name, e.message, e.at],
    );
    return leadId;
  }

  /** Adds a message and moves the lead on: an associate's answer opens it (the first one is its response time). */
  async addMessage(leadId: number, msg: NewMessage, m: EntityManager): Promise<{ message: MessageRow; firstResponse: boolean }> {
    // the lead row first, and no stronger than the UPDATE below needs: messages written at once to one lead wait
    // their turn here; the message's foreign key only takes a key-share lock, which this one lets through (locking
    // FOR UPDATE after the INSERT deadlocked two answers sent together)
    const before = rowsOf<{ firstResponseAt: Date | null }>(await m.query(
      `SELECT "first_response_at" AS "firstResponseAt" FROM ${this.schema}."leads" WHERE "id" = $1 FOR NO KEY UPDATE`, [leadId],
    ))[0];
    const message = rowsOf<MessageRow>(await m.query(
      `INSERT INTO ${this.schema}."messages" AS m ("lead_id", "author", "author_user_id", "author_name", "body", "via", "mail_message_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${MESSAGE_COLUMNS}`,
      [leadId, msg.author, msg.authorUserId, msg.authorName, msg.body, msg.via, msg.mailMessageId ?? null],
    ))[0]!;
    const answered = msg.author === 'associate';
    await m.query(
      `UPDATE ${this.schema}."leads" SET "last_message_at" = now(), "activity_at" = now(),
         "status" = CASE WHEN $2::boolean OR "status" = 'closed' THEN 'open' ELSE "status" END,
         "first_response_at" = CASE WHEN $2::boolean THEN coalesce("first_response_at", now()) ELSE "first_response_at" END
       WHERE "id" = $1`,
      [leadId, answered],
    );
    const firstResponse = answered && before?.firstResponseAt === null;
    if (firstResponse) await bumpTeam(this.schema, leadId, 'first_response', m, FIRST_RESPONSE_SECS);
    return { message, firstResponse };
  }

  /** A lead's associate when it has none yet (the answering associate takes it). */
  async takeIfUnassigned(leadId: number, associateId: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE ${this.schema}."leads" SET "associate_id" = $2 WHERE "id" = $1 AND "associate_id" IS NULL`, [leadId, associateId]);
  }

  async find(leadId: number): Promise<LeadRow | null> {
    const rows: LeadRow[] = await this.db.query(
      `SELECT ${LEAD_COLUMNS} FROM ${this.schema}."leads" l ${LAST_MESSAGE_JOIN(this.schema)} WHERE l."id" = $1`, [leadId],
    );
    return rows[0] ?? null;
  }

  async messages(leadId: number): Promise<MessageRow[]> {
    return this.db.query(`SELECT ${MESSAGE_COLUMNS} FROM ${this.schema}."messages" m WHERE m."lead_id" = $1 ORDER BY m."id"`, [leadId]);
  }

  /** The desk's list, newest activity first. */
  async list(q: DeskLeadsQuery, callerId: string): Promise<{ rows: LeadRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.filter === 'mine') where.push(`l."associate_id" = $${params.push(callerId)}`);
    if (q.filter === 'unassigned') where.push(`l."associate_id" IS NULL`);
    if (q.filter === 'overdue') where.push(`l."status" = 'new' AND l."first_response_due_at" < now()`);
    if (q.status) where.push(`l."status" = $${params.push(q.status)}`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT ${LEAD_COLUMNS} FROM (SELECT * FROM ${this.schema}."leads" l ${whereSql}
           ORDER BY l."last_message_at" DESC, l."id" DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}) l
         ${LAST_MESSAGE_JOIN(this.schema)} ORDER BY l."last_message_at" DESC, l."id" DESC`,
        [...params, q.limit, (q.page - 1) * q.limit],
      ),
      this.db.query(`SELECT count(*)::int AS n FROM ${this.schema}."leads" l ${whereSql}`, params),
    ]);
    return { rows: rows as LeadRow[], total: Number(count[0].n) };
  }

  /** A signed-in buyer's conversations, newest activity first. */
  async ofBuyer(userId: string): Promise<LeadRow[]> {
    return this.db.query(
      `SELECT ${LEAD_COLUMNS} FROM ${this.schema}."leads" l ${LAST_MESSAGE_JOIN(this.schema)}
       WHERE l."buyer_user_id" = $1 ORDER BY l."last_message_at" DESC, l."id" DESC`,
      [userId],
    );
  }

  /** A staff-only note (the desk only). */
  /** Adds a staff note in the caller's transaction `m`. */
  async addNote(leadId: number, authorUserId: string, authorName: string, body: string, m: EntityManager): Promise<LeadNote> {
    const row = rowsOf<NoteRow>(await m.query(
      `INSERT INTO ${this.schema}."lead_notes" ("lead_id", "author_user_id", "author_name", "body") VALUES ($1, $2, $3, $4) RETURNING ${NOTE_COLUMNS}`,
      [leadId, authorUserId, authorName.slice(0, 201), body],
    ))[0]!;
    await m.query(`UPDATE ${this.schema}."leads" SET "activity_at" = now() WHERE "id" = $1`, [leadId]);
    return toNote(row);
  }

  async notes(leadId: number): Promise<LeadNote[]> {
    const rows: NoteRow[] = await this.db.query(`SELECT ${NOTE_COLUMNS} FROM ${this.schema}."lead_notes" WHERE "lead_id" = $1 ORDER BY "id"`, [leadId]);
    return rows.map(toNote);
  }

  /** Leads by status (the `sales_open_leads` gauge). */
  async countsByStatus(): Promise<{ status: LeadStatus; value: number }[]> {
    return this.db.query(`SELECT "status", count(*)::int AS "value" FROM ${this.schema}."leads" GROUP BY "status"`);
  }
}

interface NoteRow { id: string; authorName: string; body: string; createdAt: Date | string }
const NOTE_COLUMNS = `"id", "author_name" AS "authorName", "body", "created_at" AS "createdAt"`;
const toNote = (r: NoteRow): LeadNote => ({ id: Number(r.id), authorName: r.authorName, body: r.body, createdAt: new Date(r.createdAt).toISOString() });
