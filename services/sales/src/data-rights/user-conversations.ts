import { Injectable } from '@nestjs/common';
import { DELETED_USER_NAME, type SalesErasedUser, type SalesUserData } from '@rl/contracts';
import { LeadsStore } from '../leads/leads.store.js';

const iso = (d: Date | string) => new Date(d).toISOString();
const rowsOf = <T,>(r: unknown): T[] => (Array.isArray((r as unknown[])[0]) ? (r as T[][])[0]! : (r as T[]));

/**
 * The data rights of a person in the sales threads: their conversations in the account export (as a buyer,
 * by account or by the address of their inquiries, and as a seller), and anonymisation on account deletion:
 * name, address, phone and account link are removed and they show as "Deleted user"; the associate keeps
 * the thread (the messages stay).
 */
@Injectable()
export class UserConversations {
  constructor(private readonly leads: LeadsStore) {}

  private get s() {
    return this.leads.schema;
  }

  async of(userId: string, email: string | null): Promise<SalesUserData> {
    const leads: { id: string; vehicle: { id: number; title: string } | null }[] = await this.leads.db.query(
      `SELECT "id", "vehicle" FROM ${this.s}."leads" WHERE "buyer_user_id" = $1 OR ($2::text IS NOT NULL AND lower("buyer_email") = lower($2)) ORDER BY "id"`,
      [userId, email],
    );
    const messages: { leadId: string; author: string; body: string; via: string; createdAt: Date }[] = leads.length ? await this.leads.db.query(
      `SELECT "lead_id" AS "leadId", "author", "body", "via", "created_at" AS "createdAt" FROM ${this.s}."messages" WHERE "lead_id" = ANY($1::bigint[]) ORDER BY "id"`,
      [leads.map((l) => l.id)],
    ) : [];
    const listings: { id: number; title: string }[] = await this.leads.db.query(
      `SELECT "listing_id" AS "id", "title" FROM ${this.s}."listings" WHERE "seller_user_id" = $1 ORDER BY "listing_id"`, [userId],
    );
    const sellerMessages: { listingId: number; author: string; body: string; via: string; createdAt: Date }[] = listings.length ? await this.leads.db.query(
      `SELECT "listing_id" AS "listingId", "author", "body", "via", "created_at" AS "createdAt" FROM ${this.s}."seller_messages" WHERE "listing_id" = ANY($1::int[]) ORDER BY "id"`,
      [listings.map((l) => l.id)],
    ) : [];
    const msg = (m: { author: string; body: string; via: string; createdAt: Date }) => ({ author: m.author, body: m.body, via: m.via, createdAt: iso(m.createdAt) });
    return {
      conversations: [
        ...leads.map((l) => ({
          kind: 'buyer' as const, id: Number(l.id), vehicle: l.vehicle ? { id: l.vehicle.id, title: l.vehicle.title } : null,
          messages: messages.filter((m) => m.leadId === l.id || Number(m.leadId) === Number(l.id)).map(msg),
        })),
        ...listings.filter((l) => sellerMessages.some((m) => m.listingId === l.id)).map((l) => ({
          kind: 'seller' as const, id: l.id, vehicle: { id: l.id, title: l.title },
          messages: sellerMessages.filter((m) => m.listingId === l.id).map(msg),
        })),
      ],
    };
  }

  /** Idempotent: a second call finds nothing left to anonymise. */
  async erase(userId: string, email: string): Promise<SalesErasedUser> {
    return this.leads.db.transaction(async (m) => {
      const leads = rowsOf<{ id: string }>(await m.query(
        `UPDATE ${this.s}."leads" SET "buyer_user_id" = NULL, "buyer_name" = $3, "buyer_email" = '', "buyer_phone" = NULL
         WHERE "buyer_user_id" = $1 OR (lower("buyer_email") = lower($2) AND "buyer_email" <> '') RETURNING "id"`,
        [userId, email, DELETED_USER_NAME],
      ));
      const ids = leads.map((l) => l.id);
      const buyerMessages = ids.length ? rowsOf<{ id: string }>(await m.query(
        `UPDATE ${this.s}."messages" SET "author_name" = $2, "author_user_id" = NULL WHERE "lead_id" = ANY($1::bigint[]) AND "author" = 'buyer' RETURNING "id"`,
        [ids, DELETED_USER_NAME],
      )) : [];
      const sellerMessages = rowsOf<{ id: string }>(await m.query(
        `UPDATE ${this.s}."seller_messages" SET "author_name" = $2, "author_user_id" = NULL WHERE "author" = 'seller' AND "author_user_id" = $1 RETURNING "id"`,
        [userId, DELETED_USER_NAME],
      ));
      return { leadsAnonymised: leads.length, messagesAnonymised: buyerMessages.length + sellerMessages.length };
    });
  }
}
