import { Controller, Get, Header, Query } from '@nestjs/common';
import {
  BOARD_PER_STAGE, DeskBoardQuerySchema, OPEN_LEAD_STAGES, ROUTES, STALE_AFTER_DAYS, type BoardLead, type DeskBoard, type DeskBoardQuery, type Identity,
  type LeadStage, type OfferStatus,
} from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { PipelineStore } from '../../pipeline/pipeline.store.js';

const DAY_MS = 86_400_000;

interface BoardRow {
  id: string;
  stage: LeadStage;
  vehicle: BoardLead['vehicle'];
  buyerName: string;
  associateId: string | null;
  stageChangedAt: Date | string;
  activityAt: Date | string;
  offerAmount: number | null;
  offerStatus: OfferStatus | null;
  offerCounter: number | null;
  offerExpiresAt: Date | string | null;
}

/**
 * The desk board (associates and admins): open leads by stage, each with its days in stage, its last
 * activity (a message, a note or a pipeline step) and the stale mark after STALE_AFTER_DAYS days without any,
 * and its offer still in play. At most BOARD_PER_STAGE per stage, most recently active first; counts are whole.
 */
@Controller()
@RequireStaff('desk')
export class DeskBoardController {
  constructor(private readonly store: PipelineStore) {}

  @Get(ROUTES.deskBoard)
  @Header('Cache-Control', 'no-store')
  async board(@Query({ schema: DeskBoardQuerySchema }) q: DeskBoardQuery, @CurrentIdentity() who: Identity): Promise<DeskBoard> {
    const s = this.store.s;
    const mine = q.filter === 'mine';
    // per stage its newest BOARD_PER_STAGE by activity (index leads_stage, or leads_associate_stage for "mine");
    // every message, note and pipeline step moves activity_at
    const [rows, counts] = await Promise.all([
      this.store.db.query(
        `SELECT l."id", l."stage", l."vehicle", l."buyerName", l."associateId", l."stageChangedAt", l."activityAt",
           o."amount" AS "offerAmount", o."status" AS "offerStatus", o."counter_amount" AS "offerCounter", o."expires_at" AS "offerExpiresAt"
         FROM unnest($1::text[]) AS st("stage")
         CROSS JOIN LATERAL (
           SELECT x."id", x."stage", x."vehicle", x."buyer_name" AS "buyerName", x."associate_id" AS "associateId",
             x."stage_changed_at" AS "stageChangedAt", x."activity_at" AS "activityAt"
           FROM ${s}."leads" x WHERE x."stage" = st."stage" ${mine ? 'AND x."associate_id" = $3' : ''}
           ORDER BY x."activity_at" DESC, x."id" DESC LIMIT $2
         ) l
         LEFT JOIN LATERAL (
           SELECT "amount", "status", "counter_amount", "expires_at" FROM ${s}."offers" WHERE "lead_id" = l."id" AND "status" IN ('open', 'countered', 'accepted')
           ORDER BY "id" DESC LIMIT 1
         ) o ON true`,
        mine ? [OPEN_LEAD_STAGES, BOARD_PER_STAGE, who.userId] : [OPEN_LEAD_STAGES, BOARD_PER_STAGE],
      ) as Promise<BoardRow[]>,
      // the open stages by name, not "not sold or lost": read from the same indexes (index-only), the open leads'
      // entries alone, never the closed history, which only grows
      this.store.db.query(
        `SELECT "stage", count(*)::int AS "n" FROM ${s}."leads" l WHERE l."stage" = ANY($1::text[]) ${mine ? 'AND l."associate_id" = $2' : ''} GROUP BY "stage"`,
        mine ? [OPEN_LEAD_STAGES, who.userId] : [OPEN_LEAD_STAGES],
      ) as Promise<{ stage: LeadStage; n: number }[]>,
    ]);
    const now = Date.now();
    const leads = rows.map((r): BoardLead => {
      const activity = new Date(r.activityAt);
      return {
        id: Number(r.id), stage: r.stage, vehicle: r.vehicle, buyerName: r.buyerName, associateId: r.associateId,
        daysInStage: Math.max(0, Math.floor((now - new Date(r.stageChangedAt).getTime()) / DAY_MS)),
        lastActivityAt: activity.toISOString(),
        stale: now - activity.getTime() >= STALE_AFTER_DAYS * DAY_MS,
        openOffer: r.offerStatus === null ? null : {
          amount: r.offerAmount!, status: r.offerStatus, counterAmount: r.offerCounter, expiresAt: new Date(r.offerExpiresAt!).toISOString(),
        },
      };
    });
    return {
      stages: OPEN_LEAD_STAGES.map((stage) => ({
        stage, count: counts.find((c) => c.stage === stage)?.n ?? 0, leads: leads.filter((l) => l.stage === stage),
      })),
    };
  }
}
