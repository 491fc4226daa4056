import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ROUTES, type AccountExport } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import type { UserEntity } from '../../users/user.entity.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';

@Controller()
export class ExportDataController {
  constructor(private readonly account: AccountService, private readonly staffLog: StaffLog) {}

  /** Everything the platform holds about the user, as a JSON download. */
  @Get(ROUTES.exportData)
  @UseGuards(RecentSignInGuard)
  async export(@SignedInUser() user: UserEntity, @Res({ passthrough: true }) res: Response, @Req() req: Request): Promise<AccountExport> {
    const data = await this.account.exportData(user);
    // a member of staff exporting data is a staff action (their own account: no other export exists yet)
    await this.staffLog.record(req, user, { action: 'user.data-export', objectType: 'user', objectId: user.id });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="remote-listings-data-${data.exportedAt.slice(0, 10)}.json"`);
    return data;
  }
}
