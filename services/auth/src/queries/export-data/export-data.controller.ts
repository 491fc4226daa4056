import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ROUTES, type AccountExport } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class ExportDataController {
  constructor(private readonly account: AccountService) {}

  /** Everything the platform holds about the user, as a JSON download. */
  @Get(ROUTES.exportData)
  @UseGuards(RecentSignInGuard)
  async export(@SignedInUser() user: UserEntity, @Res({ passthrough: true }) res: Response): Promise<AccountExport> {
    const data = await this.account.exportData(user);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="remote-listings-data-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }
}
