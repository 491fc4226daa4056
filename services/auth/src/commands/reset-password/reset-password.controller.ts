import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ResetPasswordBodySchema, ROUTES, type AccountMessage, type ResetPasswordBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';

@Controller()
export class ResetPasswordController {
  constructor(private readonly account: AccountService) {}

  @Post(ROUTES.resetPassword)
  @HttpCode(200)
  reset(@Body({ schema: ResetPasswordBodySchema }) body: ResetPasswordBody): Promise<AccountMessage> {
    return this.account.resetPassword(body.token, body.password);
  }
}
