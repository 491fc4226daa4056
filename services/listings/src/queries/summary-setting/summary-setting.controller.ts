import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type SellerSummarySetting } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SummaryOptoutsStore } from '../../performance/summary-optouts.store.js';

@Controller()
export class SummarySettingController {
  constructor(private readonly optouts: SummaryOptoutsStore) {}

  /** GET /api/alerts/seller-summary (signed in): whether the caller gets the weekly summary of their live listings. */
  @Get(ROUTES.sellerSummaryMail)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async setting(@CurrentIdentity() identity: Identity): Promise<SellerSummarySetting> {
    return { weeklySummary: await this.optouts.receives(identity.userId) };
  }
}
