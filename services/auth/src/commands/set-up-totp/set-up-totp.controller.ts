import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, type TotpSetup } from '@rl/contracts';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { SecondFactorCheck } from '../../two-factor/second-factor-check.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import { TotpSecretCipher } from '../../users/totp-secret-cipher.js';

@Controller()
export class SetUpTotpController {
  constructor(private readonly check: SecondFactorCheck, private readonly twoFactor: TwoFactorService, private readonly cipher: TotpSecretCipher) {}

  /**
   * A new TOTP secret and its QR code, kept in the session (sealed like a stored secret) until a code confirms it (POST /api/account/two-factor/totp).
   * For the signed-in user (a recent sign-in needed), or for staff whose sign-in waits for enrolment.
   */
  @Post(ROUTES.totpSetup)
  @HttpCode(200)
  @UseGuards(RecentSignInGuard)
  async setUp(@Req() req: Request): Promise<TotpSetup> {
    const { user } = await this.check.enrolling(req);
    const setup = await this.twoFactor.setup(user);
    req.session.totpSetup = { userId: user.id, secret: this.cipher.seal(setup.secret, user.id), at: new Date().toISOString() };
    return setup;
  }
}
