import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  AssociateChangeSchema, LeadIdParamSchema, ListingIdParamSchema, ROUTES,
  type AssignmentResult, type AssociateChange, type Identity, type LeadIdParam, type ListingIdParam,
} from '@rl/contracts';
import { CurrentIdentity, RequireAdmin } from '@rl/service-kit';
import { Reassign } from './reassign.service.js';

/** Admins give a listing or a single lead to another associate. */
@Controller()
@RequireAdmin()
export class ReassignController {
  constructor(private readonly reassign: Reassign) {}

  @Post(ROUTES.deskListingAssociate)
  @HttpCode(200)
  listing(
    @Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam,
    @Body({ schema: AssociateChangeSchema }) { associateId }: AssociateChange,
    @CurrentIdentity() who: Identity,
  ): Promise<AssignmentResult> {
    return this.reassign.listing(id, associateId, who.userId);
  }

  @Post(ROUTES.deskLeadAssociate)
  @HttpCode(200)
  lead(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: AssociateChangeSchema }) { associateId }: AssociateChange,
    @CurrentIdentity() who: Identity,
  ): Promise<AssignmentResult> {
    return this.reassign.lead(id, associateId, who.userId);
  }
}
