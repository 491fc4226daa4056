import { Body, Controller, HttpCode, HttpException, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { REAUTHENTICATION, ReauthenticateBodySchema, ROUTES, type ReauthenticateBody, type Reauthenticated } from '@rl/contracts';
import { SignedInUser } from '../../account/signed-in-user.js';
import { accountKey, AuthLimits } from '../../limits/auth-limits.js';
import { verifyPassword } from '../../users/passwords.js';
import type { UserEntity } from '../../users/user.entity.js';

const wrongPassword = () =>
  new HttpException({ statusCode: 400, error: 'Bad Request', message: 'Password is incorrect', fields: [{ field: 'password', message: 'Password is incorrect' }] }, 400);

@Controller()
export class ReauthenticateController {
  constructor(private readonly limits: AuthLimits) {}

  /** The signed-in user types the password again; actions that need a recent sign-in are open for the window. */
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
    const now = new Date();
    req.session.confirmedAt = now.toISOString();
    return { confirmedUntil: new Date(now.getTime() + REAUTHENTICATION.windowMinutes * 60_000).toISOString() };
  }
}
