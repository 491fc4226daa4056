import { Body, Controller, HttpCode, HttpException, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { REAUTHENTICATION, ReauthenticateBodySchema, ROUTES, type ReauthenticateBody, type Reauthenticated } from '@rl/contracts';
import { SignedInUser } from '../../account/signed-in-user.js';
import { accountKey, AuthLimits } from '../../limits/auth-limits.js';
import { verifyPassword } from '../../users/passwords.js';
import { hasSecondFactor, type UserEntity } from '../../users/user.entity.js';
import { SecondFactorCheck } from '../../two-factor/second-factor-check.js';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
const PASSKEY_NEEDED = 'Confirm with your passkey';
/** 400 naming the second factors the account has: `code` (TOTP) and/or `passkey`; the dialog offers those. */
function factorNeeded(user: UserEntity): HttpException {
  const fields = [
    ...(user.totpEnabledAt ? [{ field: 'code', message: CODE_NEEDED }] : []),
    ...(user.passkeysEnabledAt ? [{ field: 'passkey', message: PASSKEY_NEEDED }] : []),
  ];
  return new HttpException({ statusCode: 400, error: 'Bad Request', message: fields.map((f) => f.message).join(', or '), fields }, 400);
}

const wrongPassword = () =>
  new HttpException({ statusCode: 400, error: 'Bad Request', message: 'Password is incorrect', fields: [{ field: 'password', message: 'Password is incorrect' }] }, 400);

@Controller()
export class ReauthenticateController {
  constructor(private readonly limits: AuthLimits, private readonly secondFactor: SecondFactorCheck) {}

  /**
   * The signed-in user types the password again and, with two-factor sign-in on, confirms a second factor they
   * have: a TOTP code, or a passkey's answer to this session's fresh reauthentication challenge
   * (POST /api/account/reauthenticate/passkey/options). Actions that need a recent sign-in are open for the window.
   */
  @Post(ROUTES.reauthenticate)
  @HttpCode(200)
  async confirm(@SignedInUser() user: UserEntity, @Body({ schema: ReauthenticateBodySchema }) body: ReauthenticateBody, @Req() req: Request): Promise<Reauthenticated> {
    const address = req.ip ?? 'unknown';
    const fromAddress = `${accountKey(user.email)}|${address}`;
    // the same counts as signing in: guessing here is no way around them
    await this.limits.loginPerIp.consume(address);
    await this.limits.failedLoginsFromAddress.assertUnder(fromAddress);
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      await this.limits.failedLoginsFromAddress.consume(fromAddress).catch(() => undefined);
      throw wrongPassword();
    }
    // with two-factor sign-in on, a second factor too (counted like any second-factor code); recovery codes are
    // for a lost device at sign-in, not here
    if (hasSecondFactor(user)) {
      if (body.code !== undefined && user.totpEnabledAt) await this.secondFactor.use(user, { code: body.code });
      else if (body.passkey !== undefined && user.passkeysEnabledAt) await this.secondFactor.use(user, { passkey: body.passkey }, req, 'reauthenticate');
      else throw factorNeeded(user);
    }
    const now = new Date();
    req.session.confirmedAt = now.toISOString();
    return { confirmedUntil: new Date(now.getTime() + REAUTHENTICATION.windowMinutes * 60_000).toISOString() };
  }
}
