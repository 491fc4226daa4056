import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  checkStageMove, LEAD_STAGE_LABELS, LOST_REASON_LABELS, type LeadStage, type LeadTimelineEntry, type LostReason, type Offer,
  type OfferCondition, type OfferStatus,
} from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { LeadsStore } from '../leads/leads.store.js';
import { bumpTeam, TIME_TO_SALE_SECS } from '../team-stats/team-aggregates.js';

/** Who did something on a lead (the timeline's "who"). */
export interface Actor {
  kind: 'staff' | 'seller' | 'system';
  userId: string | null;
  name: string;
}
export const SYSTEM: Actor = { kind: 'system', userId: null, name: 'Remote Listings' };

/** A lead as the pipeline locks and reads it. */
export interface PipelineLead {
  id: number;
  listingId: number | null;
  stage: LeadStage;
  lostReason: LostReason | null;
  stageChangedAt: Date;
  associateId: string | null;
  buyerUserId: string | null;
  buyerName: string;
  buyerEmail: string;
  vehicle: { id: number; title: string; price: number | null; photo: string | null } | null;
}

export interface OfferRow {
  id: string;
  leadId: string;
  listingId: number;
  amount: number;
  conditions: OfferCondition[];
  note: string | null;
  status: OfferStatus;
  counterAmount: number | null;
  expiresAt: Date | string;
  createdAt: Date | string;
  answeredAt: Date | string | null;
}

const LEAD_COLUMNS = `"id", "listing_id" AS "listingId", "stage", "lost_reason" AS "lostReason", "stage_changed_at" AS "stageChangedAt",
  "associate_id" AS "associateId", "buyer_user_id" AS "buyerUserId", "buyer_name" AS "buyerName", "buyer_email" AS "buyerEmail", "vehicle"`;
export const OFFER_COLUMNS = `o."id", o."lead_id" AS "leadId", o."listing_id" AS "listingId", o."amount", o."conditions", o."note", o."status",
  o."counter_amount" AS "counterAmount", o."expires_at" AS "expiresAt", o."created_at" AS "createdAt", o."answered_at" AS "answeredAt"`;

/** UPDATE/DELETE ... RETURNING through TypeORM answers [rows, rowCount]. */
export const rowsOf = <T>(res: unknown): T[] =>
  (Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number' ? res[0] : res) as T[];

const iso = (d: Date | string) => new Date(d).toISOString();
export const money = (n: number) => `$${n.toLocaleString('en-US')}`;

export function toOffer(r: OfferRow): Offer {
  return {
    id: Number(r.id), leadId: Number(r.leadId), listingId: r.listingId, amount: r.amount, conditions: r.conditions ?? [], note: r.note,
    status: r.status, counterAmount: r.counterAmount, expiresAt: iso(r.expiresAt), createdAt: iso(r.createdAt),
    answeredAt: r.answeredAt === null ? null : iso(r.answeredAt),
  };
}

/**
 * The pipeline's reads and writes: leads locked for a change, stage moves checked against the contracts'
 * transition table, offers, and the lead's timeline (every change records who and when, in the same
 * transaction as the change).
 */
@Injectable()
export class PipelineStore {
  constructor(readonly leads: LeadsStore) {}

  get s(): string {
    return this.leads.schema;
  }

  get db() {
    return this.leads.db;
  }

  /** The lead, locked until the transaction ends (404 when there is none). */
  async lockLead(leadId: number, m: EntityManager): Promise<PipelineLead> {
    const rows = rowsOf<PipelineLead & { id: string }>(await m.query(`SELECT ${LEAD_COLUMNS} FROM ${this.s}."leads" WHERE "id" = $1 FOR UPDATE`, [leadId]));
    if (!rows[0]) throw apiError(404, 'Lead not found');
    return { ...rows[0], id: Number(rows[0].id), stageChangedAt: new Date(rows[0].stageChangedAt) };
  }

  async findLead(leadId: number, m: EntityManager = this.db.manager): Promise<PipelineLead | null> {
    const rows = rowsOf<PipelineLead & { id: string }>(await m.query(`SELECT ${LEAD_COLUMNS} FROM ${this.s}."leads" WHERE "id" = $1`, [leadId]));
    return rows[0] ? { ...rows[0], id: Number(rows[0].id), stageChangedAt: new Date(rows[0].stageChangedAt) } : null;
  }

  /**
   * Moves a locked lead to `to` when the transition table allows it (409 with the reason otherwise) and
   * records it on the timeline. `by`: what moves it (a bare desk move, an offer, an acceptance, ...).
   */
  async moveStage(lead: PipelineLead, to: LeadStage, by: Parameters<typeof checkStageMove>[2], actor: Actor, m: EntityManager, lostReason?: LostReason, because?: string): Promise<void> {
    const check = checkStageMove(lead.stage, to, by);
    if (!check.ok) throw apiError(409, check.reason);
    if (lead.stage === to) return; // another offer on a lead already at offer
    await m.query(
      `UPDATE ${this.s}."leads" SET "stage" = $2::varchar, "lost_reason" = $3::varchar, "stage_changed_at" = clock_timestamp(), "activity_at" = clock_timestamp(),
         "status" = CASE WHEN $2::varchar IN ('sold', 'lost') THEN 'closed' ELSE "status" END
       WHERE "id" = $1`,
      [lead.id, to, to === 'lost' ? lostReason ?? null : null],
    );
    // the team's aggregates, in the same transaction as the move
    await bumpTeam(this.s, lead.id, `stage:${to}`, m);
    if (to === 'accepted') await bumpTeam(this.s, lead.id, 'offer_accepted', m);
    if (to === 'sold') await bumpTeam(this.s, lead.id, 'time_to_sale', m, TIME_TO_SALE_SECS);
    const summary = to === 'lost'
      ? `Marked lost: ${lostReason ? LOST_REASON_LABELS[lostReason] : 'no reason'} (was ${LEAD_STAGE_LABELS[lead.stage]}${because ? `; ${because}` : ''})`
      : `Stage ${LEAD_STAGE_LABELS[lead.stage]} → ${LEAD_STAGE_LABELS[to]}${because ? ` (${because})` : ''}`;
    await this.addEvent(lead.id, 'stage', actor, summary, { from: lead.stage, to, ...(to === 'lost' ? { lostReason } : {}) }, m);
    lead.stage = to;
    lead.lostReason = to === 'lost' ? lostReason ?? null : null;
  }

  /**
   * An offer of the lead ended without a deal (expired, declined, withdrawn). A lead left at "offer" with no
   * other offer waiting or countered has nothing on the table: it goes back to the stage it came to the offer
   * from (viewing when it was viewing, qualified otherwise: a buyer who made an offer is qualified), so the
   * board shows it where the associate has work to do, and the move is on the timeline with the reason.
   * Called inside the transaction that closed the offer (the offer's row is locked first, then the lead's).
   */
  async returnFromOffer(leadId: number, actor: Actor, because: string, m: EntityManager): Promise<void> {
    const lead = await this.lockLead(leadId, m);
    if (lead.stage !== 'offer') return;
    const live = rowsOf(await m.query(`SELECT 1 FROM ${this.s}."offers" WHERE "lead_id" = $1 AND "status" IN ('open', 'countered') LIMIT 1`, [leadId]));
    if (live.length) return;
    const [came] = rowsOf<{ from: string | null }>(await m.query(
      `SELECT "data"->>'from' AS "from" FROM ${this.s}."lead_events" WHERE "lead_id" = $1 AND "kind" = 'stage' AND "data"->>'to' = 'offer' AND "data"->>'from' <> 'offer' ORDER BY "id" DESC LIMIT 1`,
      [leadId],
    ));
    await this.moveStage(lead, came?.from === 'viewing' ? 'viewing' : 'qualified', 'desk', actor, m, undefined, because);
  }

  /**
   * The desk's first answer moves a new lead to contacted (a plain conditional UPDATE: the answer already
   * holds the lead's row in the mode an UPDATE needs, so no stronger lock is taken).
   */
  async markContacted(leadId: number, actor: Actor, m: EntityManager): Promise<void> {
    const moved = rowsOf(await m.query(
      `UPDATE ${this.s}."leads" SET "stage" = 'contacted', "stage_changed_at" = clock_timestamp() WHERE "id" = $1 AND "stage" = 'new' RETURNING "id"`, [leadId],
    ));
    if (moved.length) await bumpTeam(this.s, leadId, 'stage:contacted', m);
    if (moved.length) await this.addEvent(leadId, 'stage', actor, `Stage ${LEAD_STAGE_LABELS.new} → ${LEAD_STAGE_LABELS.contacted} (first answer)`, { from: 'new', to: 'contacted' }, m);
  }

  /** A timeline entry (and the lead's activity time). */
  async addEvent(leadId: number, kind: LeadTimelineEntry['kind'], actor: Actor, summary: string, data: Record<string, unknown>, m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO ${this.s}."lead_events" ("lead_id", "kind", "actor_kind", "actor_user_id", "actor_name", "summary", "data") VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [leadId, kind, actor.kind, actor.userId, actor.name.slice(0, 201), summary, JSON.stringify(data)],
    );
    await m.query(`UPDATE ${this.s}."leads" SET "activity_at" = clock_timestamp() WHERE "id" = $1`, [leadId]);
  }

  async timeline(leadId: number): Promise<LeadTimelineEntry[]> {
    const rows: { id: string; kind: LeadTimelineEntry['kind']; actorKind: Actor['kind']; actorUserId: string | null; actorName: string; summary: string; data: Record<string, unknown>; createdAt: Date }[] =
      await this.db.query(
        `SELECT "id", "kind", "actor_kind" AS "actorKind", "actor_user_id" AS "actorUserId", "actor_name" AS "actorName", "summary", "data", "created_at" AS "createdAt"
         FROM ${this.s}."lead_events" WHERE "lead_id" = $1 ORDER BY "id"`, [leadId],
      );
    return rows.map((r) => ({
      id: Number(r.id), kind: r.kind, actor: { kind: r.actorKind, userId: r.actorUserId, name: r.actorName }, summary: r.summary, data: r.data, at: iso(r.createdAt),
    }));
  }

  async offersOfLead(leadId: number, m: EntityManager = this.db.manager): Promise<OfferRow[]> {
    return rowsOf<OfferRow>(await m.query(`SELECT ${OFFER_COLUMNS} FROM ${this.s}."offers" o WHERE o."lead_id" = $1 ORDER BY o."id" DESC`, [leadId]));
  }

  /** The offer, locked until the transaction ends (404 when there is none). */
  async lockOffer(offerId: number, m: EntityManager): Promise<OfferRow> {
    const rows = rowsOf<OfferRow>(await m.query(`SELECT ${OFFER_COLUMNS} FROM ${this.s}."offers" o WHERE o."id" = $1 FOR UPDATE`, [offerId]));
    if (!rows[0]) throw apiError(404, 'Offer not found');
    return rows[0];
  }

  async findOffer(offerId: number): Promise<OfferRow | null> {
    const rows = rowsOf<OfferRow>(await this.db.query(`SELECT ${OFFER_COLUMNS} FROM ${this.s}."offers" o WHERE o."id" = $1`, [offerId]));
    return rows[0] ?? null;
  }

  /** The listing as sales knows it (its seller, its private minimum price). */
  async listing(listingId: number, m: EntityManager = this.db.manager): Promise<{ sellerUserId: string; title: string; price: number | null; minimumPrice: number | null } | null> {
    const rows = rowsOf<{ sellerUserId: string; title: string; price: string | null; minimumPrice: number | null }>(await m.query(
      `SELECT "seller_user_id" AS "sellerUserId", "title", "price", "minimum_price" AS "minimumPrice" FROM ${this.s}."listings" WHERE "listing_id" = $1`, [listingId],
    ));
    const r = rows[0];
    return r ? { ...r, price: r.price === null ? null : Number(r.price) } : null;
  }
}
