import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ConfirmTotpBodySchema, ROUTES, TWO_FACTOR_COPY, type ConfirmTotpBody, type TotpEnabled } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { UserSessions } from '../../account/user-sessions.js';
import { logIn } from '../../sessions/log-in.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { markSecondFactor } from '../../sessions/second-factor.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { SecondFactorCheck } from '../../two-factor/second-factor-check.js';
import { matchingStep, TwoFactorService } from '../../two-factor/two-factor.service.js';
import { toPublicUser } from '../../users/user.entity.js';
import { TotpSecretCipher } from '../../users/totp-secret-cipher.js';
import { UsersService } from '../../users/users.service.js';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

const SETUP_MINUTES = 30;

@Controller()
export class TurnOnTotpController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly check: SecondFactorCheck,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly sessions: UserSessions,
    private readonly staffLog: StaffLog,
    private readonly cipher: TotpSecretCipher,
  ) {}

  /**
   * Turns on the secret set up in this session, proven by a code from the app; replaces an older secret and
   * the recovery codes. Answers the ten new recovery codes (shown once). A member of staff enrolling while
   * signing in is signed in by it; a signed-in user's other sessions are signed out.
   */
  @Post(ROUTES.totp)
  @HttpCode(200)
  @UseGuards(RecentSignInGuard)
  async turnOn(@Body({ schema: ConfirmTotpBodySchema }) body: ConfirmTotpBody, @Req() req: Request): Promise<TotpEnabled> {
    const { user, signingIn } = await this.check.enrolling(req);
    const setup = req.session.totpSetup;
    if (!setup || setup.userId !== user.id || Date.now() - Date.parse(setup.at) > SETUP_MINUTES * 60_000) {
      throw apiError(409, TWO_FACTOR_COPY.notSetUp);
    }
    const secret = this.cipher.open(setup.secret, user.id);
    const step = await this.check.checkNewSecret(user.id, secret, body.code, matchingStep);
    const hadOne = user.totpEnabledAt !== null;
    const recoveryCodes = await this.db.transaction(async (m) => {
      const codes = await this.twoFactor.enable(user.id, secret, step, m);
      if (!signingIn) await this.sessions.revoke(m, user.id, req.sessionID);
      return codes;
    });
    const fresh = (await this.users.findById(user.id))!;
    if (signingIn) await logIn(req, fresh);
    else delete req.session.totpSetup;
    markSecondFactor(req, 'enrolment');
    await this.staffLog.record(req, fresh, {
      action: hadOne ? 'staff.second-factor-changed' : 'staff.second-factor-enrolled', objectType: 'user', objectId: user.id,
      before: { totp: hadOne }, after: { totp: true, recoveryCodes: recoveryCodes.length },
    });
    return { recoveryCodes, user: toPublicUser(fresh) };
  }
}
