import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LeadIdParamSchema, NewDepositSchema, ROUTES, type Identity, type LeadIdParam, type LeadPipeline, type NewDeposit } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { SaleService } from '../../pipeline/sale.service.js';

/** The buyer's deposit (amount, date, reference; no payment processing): the lead moves from accepted to deposit. */
@Controller()
@RequireStaff('desk')
export class RecordDepositController {
  constructor(private readonly sales: SaleService) {}

  @Post(ROUTES.deskLeadDeposit)
  @HttpCode(201)
  record(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: NewDepositSchema }) body: NewDeposit,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<NonNullable<LeadPipeline['deposit']>> {
    return this.sales.deposit(id, body, who, req);
  }
}
