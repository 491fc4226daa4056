import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { EntityManager } from 'typeorm';
import {
  OFFER_CONDITION_LABELS, OFFER_STATUS_LABELS, type Identity, type NewOffer, type NotificationRequest, type Offer, type OfferAnswerChoice,
  type OfferStatus,
} from '@rl/contracts';
import { apiError, NotificationOutbox, StaffActionOutbox, ValidationFailed } from '@rl/service-kit';
import { ListingsClient } from '../listings/listings-client.js';
import { LiveHub } from '../live/live-hub.js';
import { StaffDirectory } from '../staff/staff-directory.js';
import { ThreadTokens } from '../threads/thread-tokens.js';
import { money, PipelineStore, rowsOf, toOffer, type Actor, type OfferRow, type PipelineLead } from './pipeline.store.js';

/** Statuses of an offer still in play (the seller may answer an open one; the buyer may take a counter). */
const LIVE: OfferStatus[] = ['open', 'countered'];

/**
 * Offers: the associate records a buyer's offer (the seller gets a mail with signed links), the seller
 * accepts, counters or declines (dashboard or link), the desk declines low offers, records the buyer's
 * acceptance of a counter or the buyer's withdrawal. Every answer locks the offer row first, so of two
 * answers at once one wins and the other gets 409. An acceptance moves the lead to accepted, asks listings
 * for the "Sale pending" badge (inside the transaction: a refusal undoes the acceptance) and tells the
 * buyers with other open offers on the car that it is under offer. What the desk does is recorded for the staff
 * action log in the same transaction (an action without its entry cannot commit).
 */
@Injectable()
export class OffersService {
  constructor(
    private readonly store: PipelineStore,
    private readonly listings: ListingsClient,
    private readonly outbox: NotificationOutbox,
    private readonly live: LiveHub,
    private readonly tokens: ThreadTokens,
    private readonly staff: StaffDirectory,
    private readonly staffLog: StaffActionOutbox,
  ) {}

  /** The member of staff as the timeline names them. */
  async staffActor(who: Identity): Promise<Actor> {
    const name = await this.staff.nameOf(who.userId).catch(() => null);
    return { kind: 'staff', userId: who.userId, name: name ?? (who.role === 'admin' ? 'An admin' : 'An associate') };
  }

  async record(leadId: number, input: NewOffer & { conditions: NonNullable<NewOffer['conditions']> }, who: Identity, req?: Request): Promise<Offer> {
    const actor = await this.staffActor(who);
    const before = await this.store.findLead(leadId);
    if (!before) throw apiError(404, 'Lead not found');
    if (before.listingId === null) throw apiError(409, 'This lead is a general question, not about a listing: there is no car to make an offer on.');
    // a sold or withdrawn listing takes no offers (listings is the authority on its status)
    const status = await this.listings.status(before.listingId);
    if (status === null || status === 'rejected') throw apiError(409, 'The listing was withdrawn: it takes no offers.');
    if (status === 'sold') throw apiError(409, 'The car is already sold: it takes no offers.');
    if (status !== 'approved') throw apiError(409, `The listing is not live (${status}): it takes no offers.`);
    const result = await this.store.db.transaction(async (m) => {
      const lead = await this.store.lockLead(leadId, m);
      const stageBefore = lead.stage;
      const listingId = lead.listingId!;
      const listing = await this.store.listing(listingId, m);
      if (!listing) throw apiError(409, 'Sales does not know this listing yet.');
      const below = listing.minimumPrice !== null && input.amount < listing.minimumPrice;
      if (input.declineBelowMinimum && !below) {
        throw apiError(409, listing.minimumPrice === null
          ? 'The seller set no minimum price: only the seller can decline this offer.'
          : `The offer is at or above the seller's minimum (${money(listing.minimumPrice)}): only the seller can decline it.`);
      }
      const fellThrough = lead.stage === 'accepted';
      await this.store.moveStage(lead, 'offer', 'offer', actor, m);
      if (fellThrough) await this.fallThrough(lead, actor, m);
      // the buyer's newer offer replaces what of theirs still waited
      const replaced = rowsOf<{ id: string }>(await m.query(
        `UPDATE ${this.store.s}."offers" SET "status" = 'superseded', "answered_at" = clock_timestamp() WHERE "lead_id" = $1 AND "status" IN ('open', 'countered') RETURNING "id"`, [leadId],
      ));
      const row = rowsOf<OfferRow>(await m.query(
        `INSERT INTO ${this.store.s}."offers" AS o ("lead_id", "listing_id", "amount", "conditions", "note", "expires_at", "created_by", "status", "answered_at")
         VALUES ($1, $2, $3, $4::text[], $5, clock_timestamp() + make_interval(hours => $6::int), $7, $8::varchar, CASE WHEN $8::varchar = 'declined' THEN clock_timestamp() END)
         RETURNING o."id", o."lead_id" AS "leadId", o."listing_id" AS "listingId", o."amount", o."conditions", o."note", o."status",
           o."counter_amount" AS "counterAmount", o."expires_at" AS "expiresAt", o."created_at" AS "createdAt", o."answered_at" AS "answeredAt"`,
        [leadId, listingId, input.amount, input.conditions, input.note || null, input.expiresInHours ?? 48, who.userId, input.declineBelowMinimum ? 'declined' : 'open'],
      ))[0]!;
      const offer = toOffer(row);
      const conditions = offer.conditions.length ? ` (${offer.conditions.map((c) => OFFER_CONDITION_LABELS[c].toLowerCase()).join(', ')})` : '';
      await this.store.addEvent(leadId, 'offer', actor,
        `Offer of ${money(offer.amount)} recorded${conditions}, expires ${offer.expiresAt.slice(0, 16).replace('T', ' ')} UTC`,
        { offerId: offer.id, amount: offer.amount, conditions: offer.conditions, expiresAt: offer.expiresAt, replaced: replaced.map((r) => Number(r.id)) }, m);
      if (input.declineBelowMinimum) {
        await this.store.addEvent(leadId, 'offer-answer', actor, `Offer of ${money(offer.amount)} declined by the desk: below the seller's minimum (${money(listing.minimumPrice!)})`,
          { offerId: offer.id, answer: 'decline', via: 'desk', belowMinimum: true }, m);
      } else {
        await this.outbox.add([this.offerMail(offer, lead, listing.sellerUserId, listing.price)], m);
      }
      await this.staffLog.record(who, req, {
        action: 'offer.record', objectType: 'offer', objectId: offer.id,
        before: { leadId, stage: stageBefore, replacedOfferIds: replaced.map((r) => Number(r.id)) },
        after: { leadId, listingId, stage: lead.stage, amount: offer.amount, status: offer.status, expiresAt: offer.expiresAt, conditions: offer.conditions },
      }, m);
      return offer;
    });
    this.outbox.wake();
    this.staffLog.wake();
    this.live.changed({ leadId, buyerUserId: null });
    return result;
  }

  private offerMail(offer: Offer, lead: PipelineLead, sellerUserId: string, price: number | null): NotificationRequest {
    return {
      dedupeKey: `offer-${offer.id}-seller`,
      to: { userId: sellerUserId },
      event: {
        kind: 'offer-received', offerId: offer.id, amount: offer.amount, expiresAt: offer.expiresAt,
        vehicle: { id: offer.listingId, title: lead.vehicle?.title ?? 'your car', price: lead.vehicle?.price ?? price },
        conditions: offer.conditions.map((c) => OFFER_CONDITION_LABELS[c]),
        token: this.tokens.offerTokenFor(offer.id),
      },
    };
  }

  /**
   * The seller's answer (dashboard: `sellerUserId` must own the listing, 404 otherwise; signed link: null).
   * A counter must name more than the offer.
   */
  async sellerAnswer(offerId: number, answer: OfferAnswerChoice, counterAmount: number | undefined, sellerUserId: string | null, via: 'web' | 'mail'): Promise<Offer> {
    const seller: Actor = { kind: 'seller', userId: sellerUserId, name: 'The seller' };
    return this.answer(offerId, async (offer, lead, m) => {
      if (sellerUserId !== null) {
        const listing = await this.store.listing(offer.listingId, m);
        if (!listing || listing.sellerUserId !== sellerUserId) throw apiError(404, 'Offer not found');
      }
      if (offer.status !== 'open') throw apiError(409, `This offer was already answered or closed (${OFFER_STATUS_LABELS[offer.status].toLowerCase()}).`);
      if (new Date(offer.expiresAt).getTime() <= Date.now()) throw apiError(409, 'This offer has expired: the associate will come back to you with any new offer.');
      const viaText = via === 'mail' ? ' (from the mail link)' : ' (from the dashboard)';
      if (answer === 'accept') return this.accept(offer, lead, seller, offer.amount, `Offer of ${money(offer.amount)} accepted by the seller${viaText}`, m);
      if (answer === 'decline') {
        await this.setStatus(offer, 'declined', null, m);
        await this.store.addEvent(lead.id, 'offer-answer', seller, `Offer of ${money(offer.amount)} declined by the seller${viaText}`, { offerId: Number(offer.id), answer, via }, m);
        await this.store.returnFromOffer(lead.id, seller, `no offer open: the seller declined ${money(offer.amount)}`, m);
        return;
      }
      if (counterAmount! <= offer.amount) {
        throw new ValidationFailed([{ field: 'counterAmount', message: `counterAmount must be above the offer (${money(offer.amount)})` }]);
      }
      await this.setStatus(offer, 'countered', counterAmount!, m);
      await this.store.addEvent(lead.id, 'offer-answer', seller, `The seller countered the offer of ${money(offer.amount)} with ${money(counterAmount!)}${viaText}`,
        { offerId: Number(offer.id), answer, counterAmount, via }, m);
    });
  }

  /** The desk's moves on an offer: decline below the minimum, the buyer takes the counter, the buyer withdraws. */
  async deskAction(offerId: number, action: 'decline' | 'buyer-accepts-counter' | 'withdraw', who: Identity, req?: Request): Promise<Offer> {
    const actor = await this.staffActor(who);
    const answered = await this.answer(offerId, async (offer, lead, m) => {
      const before = { status: offer.status, amount: offer.amount, counterAmount: offer.counterAmount, stage: lead.stage };
      await this.deskMove(offer, lead, action, actor, m);
      await this.staffLog.record(who, req, {
        action: `offer.${action}`, objectType: 'offer', objectId: offer.id,
        before, after: { status: offer.status, leadId: lead.id, stage: (await this.store.findLead(lead.id, m))?.stage ?? lead.stage },
      }, m);
    });
    this.staffLog.wake();
    return answered;
  }

  private async deskMove(offer: OfferRow, lead: PipelineLead, action: 'decline' | 'buyer-accepts-counter' | 'withdraw', actor: Actor, m: EntityManager): Promise<void> {
    if (action === 'withdraw') {
      if (!LIVE.includes(offer.status)) throw apiError(409, `Only a waiting or countered offer can be withdrawn (this one is ${OFFER_STATUS_LABELS[offer.status].toLowerCase()}).`);
      await this.setStatus(offer, 'withdrawn', offer.counterAmount, m);
      await this.store.addEvent(lead.id, 'offer-answer', actor, `The buyer withdrew the offer of ${money(offer.amount)}`, { offerId: Number(offer.id), answer: 'withdraw', via: 'desk' }, m);
      await this.store.returnFromOffer(lead.id, actor, `no offer open: the buyer withdrew ${money(offer.amount)}`, m);
      return;
    }
    if (action === 'decline') {
      if (offer.status !== 'open') throw apiError(409, `Only a waiting offer can be declined (this one is ${OFFER_STATUS_LABELS[offer.status].toLowerCase()}).`);
      const listing = await this.store.listing(offer.listingId, m);
      const minimum = listing?.minimumPrice ?? null;
      if (minimum === null || offer.amount >= minimum) {
        throw apiError(409, minimum === null
          ? 'The seller set no minimum price: only the seller can decline this offer.'
          : `The offer is at or above the seller's minimum (${money(minimum)}): only the seller can decline it.`);
      }
      await this.setStatus(offer, 'declined', null, m);
      await this.store.addEvent(lead.id, 'offer-answer', actor, `Offer of ${money(offer.amount)} declined by the desk: below the seller's minimum (${money(minimum)})`,
        { offerId: Number(offer.id), answer: 'decline', via: 'desk', belowMinimum: true }, m);
      await this.store.returnFromOffer(lead.id, actor, `no offer open: ${money(offer.amount)} was below the seller's minimum`, m);
      return;
    }
    if (offer.status !== 'countered' || offer.counterAmount === null) throw apiError(409, 'Only a countered offer can be taken at the seller\'s amount.');
    return this.accept(offer, lead, actor, offer.counterAmount, `The buyer accepted the seller's counter of ${money(offer.counterAmount)}`, m);
  }

  /** Locks the offer, then its lead; runs `decide`; tells the desk. */
  private async answer(offerId: number, decide: (offer: OfferRow, lead: PipelineLead, m: EntityManager) => Promise<void>): Promise<Offer> {
    const leadId = await this.store.db.transaction(async (m) => {
      const offer = await this.store.lockOffer(offerId, m);
      const lead = await this.store.lockLead(Number(offer.leadId), m);
      await decide(offer, lead, m);
      return lead.id;
    });
    this.outbox.wake();
    this.live.changed({ leadId, buyerUserId: null });
    return toOffer((await this.store.findOffer(offerId))!);
  }

  private async setStatus(offer: OfferRow, status: OfferStatus, counterAmount: number | null, m: EntityManager): Promise<void> {
    await m.query(`UPDATE ${this.store.s}."offers" SET "status" = $2, "counter_amount" = $3, "answered_at" = clock_timestamp() WHERE "id" = $1`, [offer.id, status, counterAmount]);
    offer.status = status;
  }

  /**
   * An accepted deal fell through (the lead left accepted or deposit for a new offer or lost): its accepted
   * offer is withdrawn and listings takes the "Sale pending" badge off (inside the transaction; a listing no
   * longer approved has no badge to take off, so its 409 is no obstacle).
   */
  async fallThrough(lead: PipelineLead, actor: Actor, m: EntityManager): Promise<void> {
    const withdrawn = rowsOf<{ id: string; amount: number }>(await m.query(
      `UPDATE ${this.store.s}."offers" SET "status" = 'withdrawn', "answered_at" = clock_timestamp() WHERE "lead_id" = $1 AND "status" = 'accepted' RETURNING "id", "amount"`, [lead.id],
    ));
    for (const o of withdrawn) {
      await this.store.addEvent(lead.id, 'offer-answer', actor, `The accepted offer of ${money(o.amount)} fell through: the listing is no longer sale pending`,
        { offerId: Number(o.id), answer: 'fell-through' }, m);
    }
    if (lead.listingId !== null && withdrawn.length) {
      await this.listings.salePending(lead.listingId, false, 'ignored').catch((err: { getStatus?: () => number }) => {
        if (err.getStatus?.() !== 409) throw err;
      });
    }
  }

  /**
   * The acceptance: the lead moves to accepted (the table decides), no other lead of the car may hold an
   * accepted offer, listings shows "Sale pending" (its 409 undoes all of it), and buyers with other offers
   * on the car still waiting are told it is under offer.
   */
  private async accept(offer: OfferRow, lead: PipelineLead, actor: Actor, amount: number, summary: string, m: EntityManager): Promise<void> {
    const s = this.store.s;
    const taken = await m.query(
      `SELECT 1 FROM ${s}."leads" WHERE "listing_id" = $1 AND "id" <> $2 AND "stage" IN ('accepted', 'deposit', 'sold') LIMIT 1`, [offer.listingId, lead.id],
    );
    if (rowsOf(taken).length) throw apiError(409, 'Another buyer\'s offer on this car was already accepted.');
    await m.query(`UPDATE ${s}."offers" SET "status" = 'accepted', "answered_at" = clock_timestamp(), "counter_amount" = "counter_amount" WHERE "id" = $1`, [offer.id]);
    offer.status = 'accepted';
    await this.store.addEvent(lead.id, 'offer-answer', actor, summary, { offerId: Number(offer.id), answer: 'accept', amount }, m);
    await this.store.moveStage(lead, 'accepted', 'acceptance', actor, m);
    const others = rowsOf<{ leadId: string; buyerUserId: string | null; buyerEmail: string; buyerName: string }>(await m.query(
      `SELECT DISTINCT l."id" AS "leadId", l."buyer_user_id" AS "buyerUserId", l."buyer_email" AS "buyerEmail", l."buyer_name" AS "buyerName"
       FROM ${s}."offers" o JOIN ${s}."leads" l ON l."id" = o."lead_id"
       WHERE o."listing_id" = $1 AND o."lead_id" <> $2 AND o."status" IN ('open', 'countered')`, [offer.listingId, lead.id],
    ));
    const vehicle = { id: offer.listingId, title: lead.vehicle?.title ?? 'the car', price: lead.vehicle?.price ?? null };
    if (others.length) {
      await this.outbox.add(others.map((o): NotificationRequest => ({
        dedupeKey: `offer-${offer.id}-under-offer-lead-${o.leadId}`,
        to: o.buyerUserId ? { userId: o.buyerUserId } : { email: o.buyerEmail, name: o.buyerName.slice(0, 200) },
        event: { kind: 'car-under-offer', leadId: Number(o.leadId), vehicle },
      })), m);
      for (const o of others) {
        await this.store.addEvent(Number(o.leadId), 'offer-answer', { kind: 'system', userId: null, name: 'Remote Listings' },
          'Another buyer\'s offer on the car was accepted: this buyer was told the car is under offer', { underOffer: true, acceptedOfferId: Number(offer.id) }, m);
      }
    }
    // the badge last: a refusal of listings (not approved any more) rolls all of the above back
    await this.listings.salePending(offer.listingId, true, 'The listing cannot be marked sale pending: it is no longer live');
    for (const o of others) this.live.changed({ leadId: Number(o.leadId), buyerUserId: null });
  }
}
