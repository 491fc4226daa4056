import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  AssociateChangeSchema, LeadIdParamSchema, ListingIdParamSchema, ROUTES,
  type AssignmentResult, type AssociateChange, type Identity, type LeadIdParam, type ListingIdParam,
} from '@rl/contracts';
import { CurrentIdentity, RequireAdmin, StaffActionOutbox } from '@rl/service-kit';
import { Reassign } from './reassign.service.js';

/** Admins give a listing or a single lead to another associate. */
@Controller()
@RequireAdmin()
export class ReassignController {
  constructor(private readonly reassign: Reassign, private readonly staffLog: StaffActionOutbox) {}

  @Post(ROUTES.deskListingAssociate)
  @HttpCode(200)
  async listing(
    @Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam,
    @Body({ schema: AssociateChangeSchema }) { associateId }: AssociateChange,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<AssignmentResult> {
    const result = await this.reassign.listing(id, associateId, who.userId);
    await this.staffLog.record(who, req, { action: 'listing.reassign', objectType: 'listing', objectId: id, after: { associateId: result.associateId, associateName: result.associateName, leadIds: result.leadIds } });
    return result;
  }

  @Post(ROUTES.deskLeadAssociate)
  @HttpCode(200)
  async lead(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: AssociateChangeSchema }) { associateId }: AssociateChange,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<AssignmentResult> {
    const result = await this.reassign.lead(id, associateId, who.userId);
    await this.staffLog.record(who, req, { action: 'lead.reassign', objectType: 'lead', objectId: id, after: { associateId: result.associateId, associateName: result.associateName } });
    return result;
  }
}
