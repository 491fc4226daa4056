import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LeadIdParamSchema, NewSaleSchema, ROUTES, type Identity, type LeadIdParam, type LeadPipeline, type NewSale } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { SaleService } from '../../pipeline/sale.service.js';

/**
 * The sale (final price, date, the seller's consent to show the price): needs the lead's accepted offer (409
 * otherwise); the listing becomes sold through listings' sold flow and the car's other leads close.
 */
@Controller()
@RequireStaff('desk')
export class RecordSaleController {
  constructor(private readonly sales: SaleService) {}

  @Post(ROUTES.deskLeadSale)
  @HttpCode(201)
  record(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: NewSaleSchema }) body: NewSale,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<NonNullable<LeadPipeline['sale']>> {
    return this.sales.sale(id, body, who, req);
  }
}
