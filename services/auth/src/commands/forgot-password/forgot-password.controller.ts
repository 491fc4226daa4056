import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ForgotPasswordBodySchema, ROUTES, type AccountMessage, type ForgotPasswordBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { accountKey, AuthLimits } from '../../limits/auth-limits.js';

@Controller()
export class ForgotPasswordController {
  constructor(private readonly account: AccountService, private readonly limits: AuthLimits) {}

  /** The same answer whether or not the address has an account (limits count every address alike). */
  @Post(ROUTES.forgotPassword)
  @HttpCode(202)
  async forgot(@Body({ schema: ForgotPasswordBodySchema }) body: ForgotPasswordBody, @Req() req: Request): Promise<AccountMessage> {
    await this.limits.forgotPerIp.consume(req.ip ?? 'unknown');
    await this.limits.forgotPerEmail.consume(accountKey(body.email));
    return this.account.forgotPassword(body.email);
  }
}
