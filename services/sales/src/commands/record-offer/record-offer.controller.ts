import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LeadIdParamSchema, NewOfferSchema, ROUTES, type Identity, type LeadIdParam, type Offer } from '@rl/contracts';
import type { z } from 'zod';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { OffersService } from '../../pipeline/offers.service.js';

/**
 * The associate records a buyer's offer (amount, expiry, conditions): the lead moves to offer and the seller
 * gets a mail with signed links to answer. An offer on a sold or withdrawn listing is a 409.
 */
@Controller()
@RequireStaff('desk')
export class RecordOfferController {
  constructor(private readonly offers: OffersService) {}

  @Post(ROUTES.deskLeadOffers)
  @HttpCode(201)
  record(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: NewOfferSchema }) body: z.output<typeof NewOfferSchema>,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<Offer> {
    return this.offers.record(id, body, who, req);
  }
}
