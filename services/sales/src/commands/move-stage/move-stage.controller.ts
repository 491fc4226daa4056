import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LeadIdParamSchema, ROUTES, StageMoveSchema, type Identity, type LeadIdParam, type StageMove } from '@rl/contracts';
import { CurrentIdentity, RequireStaff, StaffActionOutbox } from '@rl/service-kit';
import { LiveHub } from '../../live/live-hub.js';
import { OffersService } from '../../pipeline/offers.service.js';
import { PipelineStore } from '../../pipeline/pipeline.store.js';

/**
 * A lead moved by hand on the desk (associates and admins): the contracts' transition table decides (409 with
 * the reason otherwise); offers, acceptances, deposits and sales move it through their own routes. The move
 * and its staff action log entry commit together.
 */
@Controller()
@RequireStaff('desk')
export class MoveStageController {
  constructor(private readonly store: PipelineStore, private readonly offers: OffersService, private readonly live: LiveHub, private readonly staffLog: StaffActionOutbox) {}

  @Post(ROUTES.deskLeadStage)
  @HttpCode(200)
  async move(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: StageMoveSchema }) { stage, lostReason }: StageMove,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<{ leadId: number; stage: StageMove['stage']; lostReason: StageMove['lostReason'] | null }> {
    const actor = await this.offers.staffActor(who);
    await this.store.db.transaction(async (m) => {
      const lead = await this.store.lockLead(id, m);
      const before = { stage: lead.stage };
      const deal = lead.stage === 'accepted' || lead.stage === 'deposit';
      await this.store.moveStage(lead, stage, 'desk', actor, m, lostReason);
      // a lost deal: the accepted offer is withdrawn and the listing is no longer sale pending
      if (deal) await this.offers.fallThrough(lead, actor, m);
      // a lost lead's offers still waiting end with it (a late answer of the seller is then a 409)
      if (stage === 'lost') {
        await m.query(
          `UPDATE ${this.store.s}."offers" SET "status" = 'withdrawn', "answered_at" = clock_timestamp() WHERE "lead_id" = $1 AND "status" IN ('open', 'countered')`, [id],
        );
      }
      await this.staffLog.record(who, req, { action: 'lead.stage', objectType: 'lead', objectId: id, before, after: { stage, lostReason: lostReason ?? null } }, m);
    });
    this.staffLog.wake();
    this.live.changed({ leadId: id, buyerUserId: null });
    return { leadId: id, stage, lostReason: lostReason ?? null };
  }
}
