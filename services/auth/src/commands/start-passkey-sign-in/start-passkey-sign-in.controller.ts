import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, type PasskeyOptions } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { PasskeysService } from '../../passkeys/passkeys.service.js';
import { pendingSignIn } from '../../sessions/second-factor.js';

@Controller()
export class StartPasskeySignInController {
  constructor(private readonly passkeys: PasskeysService) {}

  /**
   * After the password's 202 `second-factor`: options for the browser to sign with one of the account's passkeys
   * (the challenge is kept in the session); the answer goes to POST /api/login/second-factor `{ passkey }`.
   */
  @Post(ROUTES.signInPasskeyOptions)
  @HttpCode(200)
  async options(@Req() req: Request): Promise<PasskeyOptions> {
    const { userId } = pendingSignIn(req, 'second-factor');
    const options = await this.passkeys.signInOptions(req, userId);
    if (!options) throw apiError(409, 'This account has no passkey: use a code from your authenticator app.');
    return options;
  }
}
