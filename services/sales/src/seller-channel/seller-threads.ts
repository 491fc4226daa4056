import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Request } from 'express';
import type { Logger } from 'pino';
import { UserContactSchema, type Identity, type NotificationRequest, type SellerMessage, INTERNAL_API } from '@rl/contracts';
import { LOGGER, NotificationOutbox, serviceFetch, StaffActionOutbox } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { replyAddress } from '../replies/reply-address.js';
import type { InboundReply } from '../replies/inbound-reply.js';
import { LeadsStore } from '../leads/leads.store.js';
import { StaffDirectory } from '../staff/staff-directory.js';
import { ThreadTokens } from '../threads/thread-tokens.js';
import { SALES_ENV } from '../tokens.js';

const UNIQUE_VIOLATION = '23505';
const TEAM_NAME = 'The sales team';
const SELLER_NAME = 'Seller';

export interface ListingRow {
  listingId: number;
  title: string;
  price: string | number | null;
  photo: string | null;
  sellerUserId: string;
  associateId: string | null;
}

interface SellerMessageRow { id: string; author: 'seller' | 'associate'; authorName: string; body: string; via: 'web' | 'mail'; createdAt: Date | string }

const COLUMNS = `"id", "author", "author_name" AS "authorName", "body", "via", "created_at" AS "createdAt"`;
const LISTING_COLUMNS = `"listing_id" AS "listingId", "title", "price", "photo", "seller_user_id" AS "sellerUserId", "associate_id" AS "associateId"`;
const rowsOf = <T,>(r: unknown): T[] => (Array.isArray((r as unknown[])[0]) ? (r as T[][])[0]! : (r as T[]));

export const toSellerMessage = (r: SellerMessageRow): SellerMessage => ({
  id: Number(r.id), author: r.author, authorName: r.authorName, body: r.body, via: r.via, createdAt: new Date(r.createdAt).toISOString(),
});
export const vehicleOf = (l: ListingRow) => ({ id: l.listingId, title: l.title, price: l.price === null ? null : Number(l.price), photo: l.photo });

/**
 * The seller channel: per listing, the associate and the seller write to each other. The associate's
 * message and its mail to the seller are one transaction (the notification outbox); the seller answers from
 * the dashboard or by mail to the thread's reply address (`reply+<listing id>s<signature>@MAIL_DOMAIN`).
 * Buyers never see this thread, and nothing of a buyer is in it.
 */
@Injectable()
export class SellerThreads {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(
    private readonly leads: LeadsStore,
    private readonly staff: StaffDirectory,
    private readonly tokens: ThreadTokens,
    private readonly outbox: NotificationOutbox,
    private readonly staffLog: StaffActionOutbox,
    @Inject(SALES_ENV) private readonly env: SalesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.fetch = serviceFetch('sales', env.IDENTITY_SECRET);
  }

  private get s() {
    return this.leads.schema;
  }

  async listing(listingId: number): Promise<ListingRow | null> {
    const rows: ListingRow[] = await this.leads.db.query(`SELECT ${LISTING_COLUMNS} FROM ${this.s}."listings" WHERE "listing_id" = $1`, [listingId]);
    return rows[0] ?? null;
  }

  async listingOr404(listingId: number): Promise<ListingRow> {
    const found = await this.listing(listingId);
    if (!found) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'The sales desk knows no such listing' }, 404);
    return found;
  }

  /** The seller's listings (every one sales knows), oldest first. */
  async listingsOf(sellerUserId: string): Promise<ListingRow[]> {
    return this.leads.db.query(`SELECT ${LISTING_COLUMNS} FROM ${this.s}."listings" WHERE "seller_user_id" = $1 ORDER BY "listing_id"`, [sellerUserId]);
  }

  async messages(listingIds: number[]): Promise<Map<number, SellerMessage[]>> {
    const rows: (SellerMessageRow & { listingId: number })[] = listingIds.length ? await this.leads.db.query(
      `SELECT "listing_id" AS "listingId", ${COLUMNS} FROM ${this.s}."seller_messages" WHERE "listing_id" = ANY($1::int[]) ORDER BY "id"`, [listingIds],
    ) : [];
    const byListing = new Map<number, SellerMessage[]>(listingIds.map((id) => [id, []]));
    for (const r of rows) byListing.get(r.listingId)?.push(toSellerMessage(r));
    return byListing;
  }

  /** The seller's name and address as auth knows them (the associate sees both sides); null when auth cannot say. */
  async sellerContact(userId: string): Promise<{ name: string; email: string } | null> {
    try {
      const res = await this.fetch(this.env.AUTH_URL, INTERNAL_API.auth.userContact(userId), { method: 'GET', timeoutMs: this.env.AUTH_TIMEOUT_MS });
      if (!res.ok) {
        await res.discard();
        return null;
      }
      const c = UserContactSchema.parse(await res.json());
      return { name: c.firstName ?? c.email.split('@')[0]!, email: c.email };
    } catch (err) {
      this.logger.debug({ err: (err as Error).message }, 'seller contact unavailable');
      return null;
    }
  }

  private async insert(m: EntityManager, listingId: number, msg: { author: 'seller' | 'associate'; userId: string | null; name: string; body: string; via: 'web' | 'mail'; mailMessageId?: string }) {
    return rowsOf<SellerMessageRow>(await m.query(
      `INSERT INTO ${this.s}."seller_messages" ("listing_id", "author", "author_user_id", "author_name", "body", "via", "mail_message_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [listingId, msg.author, msg.userId, msg.name.slice(0, 201), msg.body, msg.via, msg.mailMessageId ?? null],
    ))[0]!;
  }

  /**
   * The associate's (or an admin's) message, its mail to the seller and its staff action log entry
   * (`listing.seller-message`: the message's id and length, not its text), in one transaction.
   */
  async fromDesk(listingId: number, body: string, who: Identity, req?: Request): Promise<SellerMessage> {
    const listing = await this.listingOr404(listingId);
    const name = (await this.staff.nameOf(who.userId)) ?? TEAM_NAME;
    const replyTo = this.env.MAIL_DOMAIN ? replyAddress(this.tokens.sellerTokenFor(listingId), this.env.MAIL_DOMAIN) : null;
    const row = await this.leads.db.transaction(async (m) => {
      const written = await this.insert(m, listingId, { author: 'associate', userId: who.userId, name, body, via: 'web' });
      const mail: NotificationRequest = {
        dedupeKey: `listing-${listingId}-seller-message-${written.id}`,
        to: { userId: listing.sellerUserId },
        event: {
          kind: 'seller-message', listingId, associateName: name.slice(0, 200), body, replyTo,
          vehicle: { id: listingId, title: listing.title, price: listing.price === null ? null : Number(listing.price) },
        },
      };
      await this.outbox.add([mail], m);
      await this.staffLog.record(who, req, {
        action: 'listing.seller-message', objectType: 'listing', objectId: listingId, before: null,
        after: { messageId: Number(written.id), length: body.length },
      }, m);
      return written;
    });
    this.outbox.wake();
    this.staffLog.wake();
    return toSellerMessage(row);
  }

  /** The seller's answer from the dashboard: only in a thread of one of their own listings (404 otherwise). */
  async fromSeller(listingId: number, body: string, who: Identity): Promise<SellerMessage> {
    const listing = await this.listing(listingId);
    if (!listing || listing.sellerUserId !== who.userId) throw new HttpException({ statusCode: 404, error: 'Not Found', message: 'No such listing of yours' }, 404);
    const name = (await this.sellerContact(who.userId))?.name ?? SELLER_NAME;
    return toSellerMessage(await this.leads.db.transaction((m) => this.insert(m, listingId, { author: 'seller', userId: who.userId, name, body, via: 'web' })));
  }

  /** A seller's answer by mail, stored once per Message-ID; throws when the database fails (451, retried). */
  async fromMail(listingId: number, reply: InboundReply): Promise<'stored' | 'duplicate'> {
    const listing = await this.listing(listingId);
    if (!listing) throw new Error(`listing ${listingId} is gone`);
    const name = (await this.sellerContact(listing.sellerUserId))?.name ?? SELLER_NAME;
    return this.leads.db.transaction(async (m): Promise<'stored' | 'duplicate'> => {
      const taken = await m.query(`SELECT 1 FROM ${this.s}."seller_messages" WHERE "listing_id" = $1 AND "mail_message_id" = $2`, [listingId, reply.messageId]);
      if (taken.length > 0) return 'duplicate';
      await this.insert(m, listingId, { author: 'seller', userId: listing.sellerUserId, name, body: reply.body, via: 'mail', mailMessageId: reply.messageId });
      return 'stored';
    }).catch((err: unknown) => {
      if ((err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return 'duplicate' as const;
      throw err;
    });
  }
}
