import { Controller, Delete, HttpCode, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, TWO_FACTOR_COPY, type TwoFactorStatus } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import { isStaffRole, type UserEntity } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';

@Controller()
export class TurnOffTotpController {
  constructor(private readonly twoFactor: TwoFactorService, private readonly users: UsersService) {}

  /** Turns two-factor sign-in off (a recent sign-in needed); staff cannot (409). */
  @Delete(ROUTES.totp)
  @HttpCode(200)
  @UseGuards(RecentSignInGuard)
  async turnOff(@SignedInUser() user: UserEntity, @Req() req: Request): Promise<TwoFactorStatus> {
    if (isStaffRole(user.role)) throw apiError(409, TWO_FACTOR_COPY.staffMustKeep);
    await this.twoFactor.disable(user.id);
    delete req.session.secondFactor;
    return this.twoFactor.status((await this.users.findById(user.id))!);
  }
}
