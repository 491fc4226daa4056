import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ACCOUNT_API, VerifyEmailBodySchema, type User, type VerifyEmailBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';

@Controller(ACCOUNT_API.verifyEmail.slice(1))
export class VerifyEmailController {
  constructor(private readonly account: AccountService) {}

  /** Opens a mailed link (verify the address, or confirm a new one). The token is the proof: no session needed. */
  @Post()
  @HttpCode(200)
  verify(@Body({ schema: VerifyEmailBodySchema }) body: VerifyEmailBody): Promise<User> {
    return this.account.verifyEmail(body.token);
  }
}
