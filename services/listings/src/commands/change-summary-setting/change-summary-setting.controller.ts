import { Body, Controller, Header, HttpCode, Put } from '@nestjs/common';
import { ROUTES, SellerSummarySettingSchema, type Identity, type SellerSummarySetting } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SummaryOptoutsStore } from '../../performance/summary-optouts.store.js';

@Controller()
export class ChangeSummarySettingController {
  constructor(private readonly optouts: SummaryOptoutsStore) {}

  /** PUT /api/alerts/seller-summary { weeklySummary } (signed in): the weekly summary mail on or off (400 naming weeklySummary). */
  @Put(ROUTES.sellerSummaryMail)
  @RequireUser()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async change(@Body({ schema: SellerSummarySettingSchema }) body: SellerSummarySetting, @CurrentIdentity() identity: Identity): Promise<SellerSummarySetting> {
    await this.optouts.set(identity.userId, body.weeklySummary);
    return { weeklySummary: body.weeklySummary };
  }
}
