import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Identity, LeadPipeline, NewDeposit, NewSale, NotificationRequest } from '@rl/contracts';
import { apiError, NotificationOutbox, StaffActionOutbox } from '@rl/service-kit';
import { ListingsClient } from '../listings/listings-client.js';
import { LiveHub } from '../live/live-hub.js';
import { ThreadTokens } from '../threads/thread-tokens.js';
import { OffersService } from './offers.service.js';
import { money, PipelineStore, rowsOf, SYSTEM } from './pipeline.store.js';

/**
 * The deposit (recorded, no payment processing) and the sale. The sale needs the lead's accepted offer
 * (409 otherwise), asks listings to mark the car sold through its sold flow (its 409 undoes ours), closes
 * the car's other leads as lost "car sold to another buyer" and mails those buyers similar cars. Both are
 * recorded for the staff action log in their own transaction (an action without its entry cannot commit).
 */
@Injectable()
export class SaleService {
  constructor(
    private readonly store: PipelineStore,
    private readonly offers: OffersService,
    private readonly listings: ListingsClient,
    private readonly outbox: NotificationOutbox,
    private readonly live: LiveHub,
    private readonly tokens: ThreadTokens,
    private readonly staffLog: StaffActionOutbox,
  ) {}

  async deposit(leadId: number, input: NewDeposit, who: Identity, req?: Request): Promise<NonNullable<LeadPipeline['deposit']>> {
    const actor = await this.offers.staffActor(who);
    await this.store.db.transaction(async (m) => {
      const lead = await this.store.lockLead(leadId, m);
      const stageBefore = lead.stage;
      await this.store.moveStage(lead, 'deposit', 'deposit', actor, m);
      await m.query(
        `INSERT INTO ${this.store.s}."deposits" ("lead_id", "amount", "received_on", "reference", "recorded_by") VALUES ($1, $2, $3, $4, $5)`,
        [leadId, input.amount, input.receivedOn, input.reference, who.userId],
      );
      await this.store.addEvent(leadId, 'deposit', actor, `Deposit of ${money(input.amount)} received on ${input.receivedOn} (reference ${input.reference})`,
        { amount: input.amount, receivedOn: input.receivedOn, reference: input.reference }, m);
      await this.staffLog.record(who, req, {
        action: 'sale.deposit', objectType: 'lead', objectId: leadId,
        before: { stage: stageBefore }, after: { stage: lead.stage, amount: input.amount, receivedOn: input.receivedOn, reference: input.reference },
      }, m);
    });
    this.staffLog.wake();
    this.live.changed({ leadId, buyerUserId: null });
    return { amount: input.amount, receivedOn: input.receivedOn, reference: input.reference };
  }

  async sale(leadId: number, input: NewSale, who: Identity, req?: Request): Promise<NonNullable<LeadPipeline['sale']>> {
    const actor = await this.offers.staffActor(who);
    const s = this.store.s;
    const closed = await this.store.db.transaction(async (m) => {
      const lead = await this.store.lockLead(leadId, m);
      const accepted = rowsOf<{ id: string }>(await m.query(
        `SELECT "id" FROM ${s}."offers" WHERE "lead_id" = $1 AND "status" = 'accepted' ORDER BY "id" DESC LIMIT 1`, [leadId],
      ))[0];
      if (!accepted || lead.listingId === null) throw apiError(409, 'A sale needs an accepted offer on this lead: record the offer and its acceptance first.');
      const stageBefore = lead.stage;
      await this.store.moveStage(lead, 'sold', 'sale', actor, m);
      await m.query(
        `INSERT INTO ${s}."sales" ("lead_id", "listing_id", "offer_id", "final_price", "sold_on", "show_price", "recorded_by") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [leadId, lead.listingId, accepted.id, input.finalPrice, input.soldOn, input.showPrice, who.userId],
      ).catch((err: { code?: string }) => {
        if (err.code === '23505') throw apiError(409, 'A sale of this car is already recorded.');
        throw err;
      });
      await this.store.addEvent(leadId, 'sale', actor,
        `Sold for ${money(input.finalPrice)} on ${input.soldOn}${input.showPrice ? ' (the seller agreed to show the price)' : ' (price not shown)'}`,
        { finalPrice: input.finalPrice, soldOn: input.soldOn, showPrice: input.showPrice, offerId: Number(accepted.id) }, m);
      // the car's other leads close: lost, car sold to another buyer; their offers still waiting end with them
      const others = rowsOf<{ id: string; buyerUserId: string | null; buyerEmail: string; buyerName: string }>(await m.query(
        `SELECT "id", "buyer_user_id" AS "buyerUserId", "buyer_email" AS "buyerEmail", "buyer_name" AS "buyerName" FROM ${s}."leads"
         WHERE "listing_id" = $1 AND "id" <> $2 AND "stage" NOT IN ('sold', 'lost') ORDER BY "id" FOR UPDATE`, [lead.listingId, leadId],
      ));
      for (const o of others) {
        const other = await this.store.lockLead(Number(o.id), m);
        await this.store.moveStage(other, 'lost', 'desk', SYSTEM, m, 'car_sold');
        await m.query(`UPDATE ${s}."offers" SET "status" = 'withdrawn', "answered_at" = clock_timestamp() WHERE "lead_id" = $1 AND "status" IN ('open', 'countered')`, [o.id]);
      }
      await this.staffLog.record(who, req, {
        action: 'sale.record', objectType: 'lead', objectId: leadId,
        before: { stage: stageBefore },
        after: { stage: lead.stage, listingId: lead.listingId, offerId: Number(accepted.id), finalPrice: input.finalPrice, soldOn: input.soldOn, showPrice: input.showPrice, otherLeadsClosed: others.map((o) => Number(o.id)) },
      }, m);
      // listings last: its refusal (already sold, withdrawn) rolls all of the above back
      await this.listings.recordSale(lead.listingId, input, 'The listing cannot be marked sold: it is already sold or withdrawn');
      return { others, listingId: lead.listingId, vehicle: lead.vehicle };
    });
    this.staffLog.wake();
    this.live.changed({ leadId, buyerUserId: null });
    for (const o of closed.others) this.live.changed({ leadId: Number(o.id), buyerUserId: null });
    await this.mailOthers(closed.listingId, closed.vehicle, closed.others);
    return { finalPrice: input.finalPrice, soldOn: input.soldOn, showPrice: input.showPrice };
  }

  /**
   * The seller marked the car sold themself (listings' `listing-sold-by-seller`): every open lead of the
   * listing closes as lost, car sold to another buyer, and its offers still waiting, countered or accepted
   * end (withdrawn), each on the lead's timeline; the associates see it live and the buyers get the same
   * polite "car sold" mail with similar cars. Handing it over twice changes nothing the second time.
   */
  async soldBySeller(listingId: number): Promise<{ closed: number }> {
    const s = this.store.s;
    const why = 'the seller marked the car sold';
    const closed = await this.store.db.transaction(async (m) => {
      const open = rowsOf<{ id: string; buyerUserId: string | null; buyerEmail: string; buyerName: string }>(await m.query(
        `SELECT "id", "buyer_user_id" AS "buyerUserId", "buyer_email" AS "buyerEmail", "buyer_name" AS "buyerName" FROM ${s}."leads"
         WHERE "listing_id" = $1 AND "stage" NOT IN ('sold', 'lost') ORDER BY "id" FOR UPDATE`, [listingId],
      ));
      for (const o of open) {
        const ended = rowsOf<{ id: string; amount: number }>(await m.query(
          `UPDATE ${s}."offers" SET "status" = 'withdrawn', "answered_at" = clock_timestamp()
           WHERE "lead_id" = $1 AND "status" IN ('open', 'countered', 'accepted') RETURNING "id", "amount"`, [o.id],
        ));
        for (const e of ended) {
          await this.store.addEvent(Number(o.id), 'offer-answer', SYSTEM, `The offer of ${money(e.amount)} ended: ${why}`, { offerId: Number(e.id), answer: 'sold-by-seller' }, m);
        }
        await this.store.moveStage(await this.store.lockLead(Number(o.id), m), 'lost', 'desk', SYSTEM, m, 'car_sold', why);
      }
      return open;
    });
    for (const o of closed) this.live.changed({ leadId: Number(o.id), buyerUserId: null });
    const listing = await this.store.listing(listingId);
    await this.mailOthers(listingId, listing ? { title: listing.title, price: listing.price } : null, closed);
    return { closed: closed.length };
  }

  /** The polite "car sold" mail with similar cars, after the sale is recorded (a failure here loses no sale). */
  private async mailOthers(listingId: number, vehicle: { title: string; price: number | null } | null, others: { id: string; buyerUserId: string | null; buyerEmail: string; buyerName: string }[]): Promise<void> {
    if (!others.length) return;
    const { cars, searchPath } = await this.listings.similar(listingId, vehicle?.price ?? null);
    const optedOut = new Set(rowsOf<{ email: string }>(await this.store.db.query(
      `SELECT "email" FROM ${this.store.s}."suggestion_opt_outs" WHERE "email" = ANY($1::text[])`, [others.map((o) => o.buyerEmail.toLowerCase())],
    )).map((r) => r.email));
    const mails = others.map((o): NotificationRequest => ({
      dedupeKey: `lead-${o.id}-car-sold`,
      to: o.buyerUserId ? { userId: o.buyerUserId } : { email: o.buyerEmail, name: o.buyerName.slice(0, 200) },
      event: {
        kind: 'car-sold-elsewhere', leadId: Number(o.id),
        vehicle: { id: listingId, title: vehicle?.title ?? 'the car', price: null },
        similar: optedOut.has(o.buyerEmail.toLowerCase()) ? [] : cars.slice(0, 6),
        searchPath, stopToken: this.tokens.tokenFor(Number(o.id)),
      },
    }));
    await this.store.db.transaction((m) => this.outbox.add(mails, m));
    this.outbox.wake();
  }
}
