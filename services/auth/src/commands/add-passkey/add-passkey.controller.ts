import { Body, Controller, HttpCode, HttpException, Post, Req, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { RegisterPasskeyBodySchema, ROUTES, TWO_FACTOR_COPY, type PasskeyAdded, type PasskeyOptions, type RegisterPasskeyBody } from '@rl/contracts';
import { SignedInUser } from '../../account/signed-in-user.js';
import { UserSessions } from '../../account/user-sessions.js';
import { PasskeysService } from '../../passkeys/passkeys.service.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { markSecondFactor } from '../../sessions/second-factor.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import { hasSecondFactor, type UserEntity } from '../../users/user.entity.js';

const notAdded = () => new HttpException({
  statusCode: 400, error: 'Bad Request', message: TWO_FACTOR_COPY.passkeyNotAdded, fields: [{ field: 'response', message: TWO_FACTOR_COPY.passkeyNotAdded }],
}, 400);

/**
 * Adding a passkey on /account (a recent sign-in needed): the options for the browser, then its answer. The
 * account's first second factor comes with ten recovery codes (shown once); adding one signs out the other sessions.
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
  ) {}

  @Post(ROUTES.passkeyOptions)
  @HttpCode(200)
  options(@SignedInUser() user: UserEntity, @Req() req: Request): Promise<PasskeyOptions> {
    return this.passkeys.registrationOptions(req, user);
  }

  @Post(ROUTES.passkeys)
  @HttpCode(201)
  async add(@Body({ schema: RegisterPasskeyBodySchema }) body: RegisterPasskeyBody, @SignedInUser() user: UserEntity, @Req() req: Request): Promise<PasskeyAdded> {
    const first = !hasSecondFactor(user);
    const added = await this.db.transaction(async (m) => {
      const passkey = await this.passkeys.register(req, user, body.response, body.name || 'Passkey', m);
      if (!passkey) return null;
      const recoveryCodes = first ? await this.twoFactor.recoveryCodesIn(m, user.id) : null;
      await this.sessions.revoke(m, user.id, req.sessionID);
      return { passkey, recoveryCodes };
    });
    if (!added) throw notAdded();
    // this session proved the account: it stays signed in now that the account has a second factor
    markSecondFactor(req, 'enrolment');
    await this.staffLog.record(req, user, {
      action: first ? 'staff.second-factor-enrolled' : 'staff.second-factor-changed', objectType: 'user', objectId: user.id,
      after: { passkeyAdded: added.passkey.name },
    });
    return added;
  }
}
