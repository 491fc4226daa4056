import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
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
  async listing(
    @Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam,
    @Body({ schema: AssociateChangeSchema }) { associateId }: AssociateChange,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<AssignmentResult> {
    return this.reassign.listing(id, associateId, who, req);
  }

  @Post(ROUTES.deskLeadAssociate)
  @HttpCode(200)
  async lead(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: AssociateChangeSchema }) { associateId }: AssociateChange,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<AssignmentResult> {
    return this.reassign.lead(id, associateId, who, req);
  }
}
