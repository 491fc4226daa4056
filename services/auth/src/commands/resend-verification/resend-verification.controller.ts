import { Controller, HttpCode, Post } from '@nestjs/common';
import { ROUTES, type AccountMessage } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import { AuthLimits } from '../../limits/auth-limits.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class ResendVerificationController {
  constructor(private readonly account: AccountService, private readonly limits: AuthLimits) {}

  @Post(ROUTES.resendVerification)
  @HttpCode(202)
  async resend(@SignedInUser() user: UserEntity): Promise<AccountMessage> {
    await this.limits.mailsPerUser.consume(user.id);
    return this.account.resendVerification(user);
  }
}
