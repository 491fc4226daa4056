import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, SecondFactorBodySchema, TWO_FACTOR_COPY, type SecondFactorBody, type User } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { logIn } from '../../sessions/log-in.js';
import { markSecondFactor, pendingSignIn } from '../../sessions/second-factor.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { SecondFactorCheck } from '../../two-factor/second-factor-check.js';
import { toPublicUser } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';

@Controller()
export class SecondFactorSignInController {
  constructor(
    private readonly users: UsersService,
    private readonly check: SecondFactorCheck,
    private readonly staffLog: StaffLog,
  ) {}

  /** The second step of signing in: a TOTP code, a passkey's signature or a recovery code; 200 with the user, now signed in. */
  @Post(ROUTES.signInSecondFactor)
  @HttpCode(200)
  async signIn(@Body({ schema: SecondFactorBodySchema }) body: SecondFactorBody, @Req() req: Request): Promise<User> {
    const { userId } = pendingSignIn(req, 'second-factor');
    const user = await this.users.findById(userId);
    if (!user || user.deactivatedAt) throw apiError(401, TWO_FACTOR_COPY.noPendingSignIn);
    const method = await this.check.use(user, body, req);
    await logIn(req, user);
    markSecondFactor(req, method);
    await this.staffLog.record(req, user, { action: 'staff.sign-in', objectType: 'user', objectId: user.id, after: { method } });
    return toPublicUser(user);
  }
}
