import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ROUTES, VerifyEmailBodySchema, type User, type VerifyEmailBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';

@Controller()
export class VerifyEmailController {
  constructor(private readonly account: AccountService) {}

  /** Opens a mailed link (verify the address, or confirm a new one). The token is the proof: no session needed. */
  @Post(ROUTES.verifyEmail)
  @HttpCode(200)
  verify(@Body({ schema: VerifyEmailBodySchema }) body: VerifyEmailBody): Promise<User> {
    return this.account.verifyEmail(body.token);
  }
}
