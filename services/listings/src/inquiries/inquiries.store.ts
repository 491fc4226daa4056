import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContactMessageData, Inquiry } from '@rl/contracts';
import { NotificationOutbox } from '@rl/service-kit';
import { inquiryMails } from '../notifications/listing-notifications.js';
import { inquiryLead } from '../sales/sales-events.js';
import { SalesOutbox } from '../sales/sales-outbox.js';
import type { VehicleRow } from '../vehicles/vehicle-columns.js';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

const COLUMNS = `i."id", i."vehicle_id" AS "vehicleId", i."vehicle_title" AS "vehicleTitle", i."sender_name" AS "senderName",
  i."sender_email" AS "senderEmail", i."sender_phone" AS "senderPhone", i."subject", i."message",
  i."is_financing_interest" AS "isFinancingInterest", i."is_trade_in_interest" AS "isTradeInInterest", i."handled",
  i."created_at" AS "createdAt"`;

type InquiryRow = Omit<Inquiry, 'createdAt'> & { createdAt: Date | string };

const toInquiry = (r: InquiryRow): Inquiry => ({
  ...r,
  createdAt: r.createdAt instanceof Date ? r.createdAt.toISOString() : new Date(r.createdAt).toISOString(),
});

/** Buyer messages about a listing, kept for the sales team (moderation reads them). */
@Injectable()
export class InquiriesStore {
  private readonly table: string;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVICE_ENV) env: ListingsEnv,
    private readonly outbox: NotificationOutbox,
    private readonly sales: SalesOutbox,
  ) {
    this.table = `"${env.DB_SCHEMA}"."inquiries"`;
  }

  /** The inquiry, with the buyer's receipt, the sales team's mail and the sales desk's lead in the same transaction. */
  async create(msg: ContactMessageData, vehicle: VehicleRow, vehicleTitle: string, senderUserId: string | null): Promise<Inquiry> {
    const senderName = msg.senderName || `${msg.senderFirstName} ${msg.senderLastName}`;
    const inquiry = await this.db.transaction(async (m) => {
      const rows: InquiryRow[] = await m.query(
        `INSERT INTO ${this.table} AS i ("vehicle_id", "vehicle_title", "sender_name", "sender_first_name", "sender_last_name",
           "sender_email", "sender_phone", "subject", "message", "is_financing_interest", "is_trade_in_interest", "sender_user_id")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
        [msg.vehicleId, vehicleTitle.slice(0, 200), senderName.slice(0, 201), msg.senderFirstName, msg.senderLastName,
          msg.senderEmail, msg.senderPhone ?? null, msg.subject, msg.message, msg.isFinancingInterest, msg.isTradeInInterest, senderUserId],
      );
      const created = toInquiry(rows[0]!);
      await this.outbox.add(inquiryMails(created.id, msg, vehicle), m);
      await this.sales.add(inquiryLead(created.id, msg, vehicle, senderUserId, created.createdAt), m);
      return created;
    });
    this.outbox.wake();
    this.sales.wake();
    return inquiry;
  }

  /** Inquiries a user sent: signed in, or from their address. */
  async sentBy(userId: string, email: string | null): Promise<Inquiry[]> {
    const rows: InquiryRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM ${this.table} i WHERE i."sender_user_id" = $1 OR ($2::text IS NOT NULL AND lower(i."sender_email") = lower($2))
       ORDER BY i."created_at" DESC`,
      [userId, email],
    );
    return rows.map(toInquiry);
  }

  /** Erases the sender's name, address and phone from their inquiries (the message stays for the sales team). */
  async anonymiseSentBy(userId: string, email: string): Promise<number> {
    const res = await this.db.query(
      `UPDATE ${this.table} AS i SET "sender_name" = 'Deleted account', "sender_first_name" = 'Deleted', "sender_last_name" = 'account',
         "sender_email" = 'deleted-account@invalid', "sender_phone" = NULL, "sender_user_id" = NULL
       WHERE i."sender_user_id" = $1 OR lower(i."sender_email") = lower($2) RETURNING i."id"`,
      [userId, email],
    );
    const rows = Array.isArray(res[0]) ? res[0] : res;
    return rows.length;
  }

  async list(page: number, limit: number, handled: boolean | undefined): Promise<{ inquiries: Inquiry[]; total: number }> {
    const where = handled === undefined ? '' : 'WHERE i."handled" = $1';
    const params: unknown[] = handled === undefined ? [] : [handled];
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT ${COLUMNS} FROM ${this.table} i ${where}
         ORDER BY i."created_at" DESC, i."id" DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, (page - 1) * limit],
      ),
      this.db.query(`SELECT count(*)::int AS n FROM ${this.table} i ${where}`, params),
    ]);
    return { inquiries: (rows as InquiryRow[]).map(toInquiry), total: Number(count[0].n) };
  }

  async setHandled(id: number, handled: boolean): Promise<Inquiry | null> {
    const res = await this.db.query(
      `UPDATE ${this.table} AS i SET "handled" = $2, "handled_at" = CASE WHEN $2::boolean THEN now() END WHERE i."id" = $1 RETURNING ${COLUMNS}`,
      [id, handled],
    );
    // TypeORM answers [rows, rowCount] for UPDATE
    const rows: InquiryRow[] = Array.isArray(res[0]) ? res[0] : res;
    return rows[0] ? toInquiry(rows[0]) : null;
  }
}
