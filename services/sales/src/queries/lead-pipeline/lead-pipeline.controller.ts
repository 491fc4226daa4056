import { Controller, Get, Header, Param } from '@nestjs/common';
import { LeadIdParamSchema, ROUTES, type LeadIdParam, type LeadPipeline } from '@rl/contracts';
import { apiError, RequireStaff } from '@rl/service-kit';
import { PipelineStore, rowsOf, toOffer } from '../../pipeline/pipeline.store.js';

/** A lead's pipeline for the desk: stage, the seller's private minimum price, offers, deposit, sale and the timeline. */
@Controller()
@RequireStaff('desk')
export class LeadPipelineController {
  constructor(private readonly store: PipelineStore) {}

  @Get(ROUTES.deskLeadOffers)
  @Header('Cache-Control', 'no-store')
  async one(@Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam): Promise<LeadPipeline> {
    const lead = await this.store.findLead(id);
    if (!lead) throw apiError(404, 'Lead not found');
    const s = this.store.s;
    const [offers, timeline, listing, deposits, sales] = await Promise.all([
      this.store.offersOfLead(id),
      this.store.timeline(id),
      lead.listingId === null ? null : this.store.listing(lead.listingId),
      this.store.db.query(`SELECT "amount", to_char("received_on", 'YYYY-MM-DD') AS "receivedOn", "reference" FROM ${s}."deposits" WHERE "lead_id" = $1`, [id]),
      this.store.db.query(`SELECT "final_price" AS "finalPrice", to_char("sold_on", 'YYYY-MM-DD') AS "soldOn", "show_price" AS "showPrice" FROM ${s}."sales" WHERE "lead_id" = $1`, [id]),
    ]);
    return {
      leadId: id, stage: lead.stage, lostReason: lead.lostReason, stageSince: lead.stageChangedAt.toISOString(),
      minimumPrice: listing?.minimumPrice ?? null,
      offers: offers.map(toOffer),
      deposit: rowsOf<NonNullable<LeadPipeline['deposit']>>(deposits)[0] ?? null,
      sale: rowsOf<NonNullable<LeadPipeline['sale']>>(sales)[0] ?? null,
      timeline,
    };
  }
}
