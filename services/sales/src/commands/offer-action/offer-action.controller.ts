import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DeskOfferActionSchema, LeadIdParamSchema, ROUTES, type DeskOfferAction, type Identity, type LeadIdParam, type Offer } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { OffersService } from '../../pipeline/offers.service.js';

/**
 * The desk's moves on an offer (associates and admins): decline one below the seller's minimum price without
 * asking, record the buyer's acceptance of the seller's counter, or the buyer's withdrawal.
 */
@Controller()
@RequireStaff('desk')
export class OfferActionController {
  constructor(private readonly offers: OffersService) {}

  @Post(ROUTES.deskOfferAction)
  @HttpCode(200)
  act(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: DeskOfferActionSchema }) { action }: DeskOfferAction,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<Offer> {
    return this.offers.deskAction(id, action, who, req);
  }
}
