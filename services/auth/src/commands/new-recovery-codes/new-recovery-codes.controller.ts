import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, TWO_FACTOR_COPY, type RecoveryCodes } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class NewRecoveryCodesController {
  constructor(private readonly twoFactor: TwoFactorService, private readonly staffLog: StaffLog) {}

  /** Ten new recovery codes, shown once; the old ones stop working (a recent sign-in needed). */
  @Post(ROUTES.recoveryCodes)
  @HttpCode(200)
  @UseGuards(RecentSignInGuard)
  async renew(@SignedInUser() user: UserEntity, @Req() req: Request): Promise<RecoveryCodes> {
    if (!user.totpEnabledAt) throw apiError(409, TWO_FACTOR_COPY.notSetUp);
    const recoveryCodes = await this.twoFactor.newRecoveryCodes(user.id);
    await this.staffLog.record(req, user, { action: 'staff.recovery-codes-renewed', objectType: 'user', objectId: user.id });
    return { recoveryCodes };
  }
}
