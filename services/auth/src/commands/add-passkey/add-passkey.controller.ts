import { Body, Controller, HttpCode, HttpException, Post, Req, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { RegisterPasskeyBodySchema, ROUTES, TWO_FACTOR_COPY, type PasskeyAdded, type PasskeyOptions, type RegisterPasskeyBody } from '@rl/contracts';
import { UserSessions } from '../../account/user-sessions.js';
import { PasskeysService } from '../../passkeys/passkeys.service.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { logIn } from '../../sessions/log-in.js';
import { markSecondFactor } from '../../sessions/second-factor.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { SecondFactorCheck } from '../../two-factor/second-factor-check.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import { hasSecondFactor, toPublicUser } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';

const notAdded = () => new HttpException({
  statusCode: 400, error: 'Bad Request', message: TWO_FACTOR_COPY.passkeyNotAdded, fields: [{ field: 'response', message: TWO_FACTOR_COPY.passkeyNotAdded }],
}, 400);

/**
 * Adding a passkey on /account (a recent sign-in needed), or as the first second factor of a member of staff
 * whose sign-in waits for enrolment (instead of TOTP): the options for the browser, then its answer. The
 * account's first second factor comes with ten recovery codes (shown once); staff enrolling are signed in by
 * it, and a signed-in user's other sessions are signed out.
 */
@Controller()
@UseGuards(RecentSignInGuard)
export class AddPasskeyController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passkeys: PasskeysService,
    private readonly twoFactor: TwoFactorService,
    private readonly sessions: UserSessions,
    private readonly staffLog: StaffLog,
    private readonly check: SecondFactorCheck,
    private readonly users: UsersService,
  ) {}

  @Post(ROUTES.passkeyOptions)
  @HttpCode(200)
  async options(@Req() req: Request): Promise<PasskeyOptions> {
    const { user } = await this.check.enrolling(req);
    return this.passkeys.registrationOptions(req, user);
  }

  @Post(ROUTES.passkeys)
  @HttpCode(201)
  async add(@Body({ schema: RegisterPasskeyBodySchema }) body: RegisterPasskeyBody, @Req() req: Request): Promise<PasskeyAdded> {
    const { user, signingIn } = await this.check.enrolling(req);
    const first = !hasSecondFactor(user);
    const added = await this.db.transaction(async (m) => {
      const passkey = await this.passkeys.register(req, user, body.response, body.name || 'Passkey', m);
      if (!passkey) return null;
      const recoveryCodes = first ? await this.twoFactor.recoveryCodesIn(m, user.id) : null;
      if (!signingIn) await this.sessions.revoke(m, user.id, req.sessionID);
      return { passkey, recoveryCodes };
    });
    if (!added) throw notAdded();
    const fresh = (await this.users.findById(user.id))!;
    // staff enrolling are signed in now; a signed-in session proved the account and stays signed in
    if (signingIn) await logIn(req, fresh);
    markSecondFactor(req, 'enrolment');
    await this.staffLog.record(req, fresh, {
      action: first ? 'staff.second-factor-enrolled' : 'staff.second-factor-changed', objectType: 'user', objectId: user.id,
      after: { passkeyAdded: added.passkey.name },
    });
    return { ...added, user: toPublicUser(fresh) };
  }
}
