import { HttpException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { TWO_FACTOR_COPY, type SecondFactorBody, type SecondFactorMethod } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { AuthLimits } from '../limits/auth-limits.js';
import { UsersService } from '../users/users.service.js';
import type { UserEntity } from '../users/user.entity.js';
import { pendingSignIn } from '../sessions/second-factor.js';
import { TwoFactorService } from './two-factor.service.js';
import { PasskeysService, type AssertionPurpose } from '../passkeys/passkeys.service.js';

const wrong = (field: 'code' | 'recoveryCode' | 'passkey') => {
  const message = { code: TWO_FACTOR_COPY.wrongCode, recoveryCode: TWO_FACTOR_COPY.wrongRecoveryCode, passkey: TWO_FACTOR_COPY.wrongPasskey }[field];
  return new HttpException({ statusCode: 401, error: 'Unauthorized', message, fields: [{ field, message }] }, 401);
};

/**
 * Checks a second-factor code with the per-account limit on wrong ones: past AUTH_LIMITS.secondFactorPerAccount
 * wrong codes in its window every attempt answers 429, the right code too; a right code forgets the count.
 */
@Injectable()
export class SecondFactorCheck {
  constructor(
    private readonly limits: AuthLimits,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly passkeys: PasskeysService,
  ) {}

  /**
   * Uses up `body`'s code (TOTP or recovery) or passkey signature of `user` (over the session's challenge for
   * `purpose`); 401 naming the field when it is wrong or used.
   */
  async use(user: UserEntity, body: SecondFactorBody, req?: Request, purpose: AssertionPurpose = 'sign-in'): Promise<SecondFactorMethod> {
    await this.limits.secondFactorPerAccount.assertUnder(user.id);
    const [method, field, ok] = body.code !== undefined
      ? ['totp' as const, 'code' as const, await this.twoFactor.useTotp(user, body.code)]
      : body.passkey !== undefined
        ? ['passkey' as const, 'passkey' as const, req !== undefined && await this.passkeys.usePasskey(req, user, body.passkey, purpose)]
        : ['recovery-code' as const, 'recoveryCode' as const, await this.twoFactor.useRecoveryCode(user, body.recoveryCode ?? '')];
    if (!ok) {
      await this.limits.secondFactorPerAccount.add(user.id);
      throw wrong(field);
    }
    await this.limits.secondFactorPerAccount.reset(user.id);
    return method;
  }

  /** A TOTP code of a secret being set up: the time step it matched, or 401 (counted like any wrong code). */
  async checkNewSecret(userId: string, secret: string, code: string, matching: (secret: string, code: string) => Promise<number | null>): Promise<number> {
    await this.limits.secondFactorPerAccount.assertUnder(userId);
    const step = await matching(secret, code);
    if (step === null) {
      await this.limits.secondFactorPerAccount.add(userId);
      throw wrong('code');
    }
    await this.limits.secondFactorPerAccount.reset(userId);
    return step;
  }

  /**
   * Who is setting up a second factor: the signed-in user (the route also asks for a recent sign-in), or the
   * member of staff whose sign-in waits for enrolment. 401 otherwise.
   */
  async enrolling(req: Request): Promise<{ user: UserEntity; signingIn: boolean }> {
    const signedIn = req.user as UserEntity | undefined;
    if (signedIn) return { user: signedIn, signingIn: false };
    const { userId } = pendingSignIn(req, 'enrol');
    const user = await this.users.findById(userId);
    if (!user || user.deactivatedAt) throw apiError(401, TWO_FACTOR_COPY.noPendingSignIn);
    return { user, signingIn: true };
  }
}
