import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ChangeEmailBodySchema, ROUTES, type AccountMessage, type ChangeEmailBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import { AuthLimits } from '../../limits/auth-limits.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class ChangeEmailController {
  constructor(private readonly account: AccountService, private readonly limits: AuthLimits) {}

  /** Mails a confirmation link to the new address; the address changes when it is opened. */
  @Post(ROUTES.changeEmail)
  @HttpCode(202)
  async change(@SignedInUser() user: UserEntity, @Body({ schema: ChangeEmailBodySchema }) body: ChangeEmailBody): Promise<AccountMessage> {
    await this.limits.mailsPerUser.consume(user.id);
    return this.account.changeEmail(user, body);
  }
}
