import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ResetPasswordBodySchema, type AccountMessage, type ResetPasswordBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';

@Controller('api/password/reset')
export class ResetPasswordController {
  constructor(private readonly account: AccountService) {}

  @Post()
  @HttpCode(200)
  reset(@Body({ schema: ResetPasswordBodySchema }) body: ResetPasswordBody): Promise<AccountMessage> {
    return this.account.resetPassword(body.token, body.password);
  }
}
