import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ACCOUNT_API, ResetPasswordBodySchema, type AccountMessage, type ResetPasswordBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';

@Controller(ACCOUNT_API.resetPassword.slice(1))
export class ResetPasswordController {
  constructor(private readonly account: AccountService) {}

  @Post()
  @HttpCode(200)
  reset(@Body({ schema: ResetPasswordBodySchema }) body: ResetPasswordBody): Promise<AccountMessage> {
    return this.account.resetPassword(body.token, body.password);
  }
}
