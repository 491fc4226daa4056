import { ExecutionContext, HttpException, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginBodySchema, type SignInChallenge } from '@rl/contracts';
import { apiError, parseOrThrow } from '@rl/service-kit';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccountService } from '../../account/account.service.js';
import { recordSignIn } from '../../sessions/log-in.js';
import { startSecondStep } from '../../sessions/second-factor.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { needsSecondFactor, type UserEntity } from '../../users/user.entity.js';

/** A sign-in request whose password was right but which needs a second step (answered 202). */
export type SignInRequest = Request & { signInChallenge?: SignInChallenge };
import { accountKey, AUTH_LIMITS, AuthLimits, signInDelayMs } from '../../limits/auth-limits.js';

/**
 * Validates the body first (400 naming the fields), then checks the credentials with passport-local
 * and logs the user in, which gives the session a new id (rotation at login).
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  private readonly logger = new Logger('sign-in');

  constructor(
    private readonly limits: AuthLimits,
    private readonly account: AccountService,
    private readonly staffLog: StaffLog,
  ) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    req.body = parseOrThrow(LoginBodySchema, req.body ?? {});
    const account = accountKey(req.body.email);
    const address = req.ip ?? 'unknown';
    const fromAddress = `${account}|${address}`;
    await this.limits.loginPerIp.consume(address);
    await this.limits.failedLoginsFromAddress.assertUnder(fromAddress);
    const wait = signInDelayMs(await this.limits.failedLoginsPerAccount.count(account));
    if (wait > 0) await sleep(wait);
    try {
      await super.canActivate(ctx);
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() === 401) await this.countFailure(account, fromAddress);
      throw err;
    }
    await this.limits.failedLoginsFromAddress.reset(fromAddress);
    await this.limits.failedLoginsPerAccount.reset(account);
    const user = req.user as UserEntity;
    if (needsSecondFactor(user)) {
      // the password was right; the session signs in only after the second factor (or, for staff, enrolling one)
      (req as SignInRequest).signInChallenge = await startSecondStep(req, user);
      return true;
    }
    await super.logIn(req);
    recordSignIn(req);
    await this.staffLog.record(req, user, { action: 'staff.sign-in', objectType: 'user', objectId: user.id, after: { method: 'password' } });
    return true;
  }

  /** One more wrong password: refused from this address past its limit; the owner is mailed when the account's count reaches its threshold. */
  private async countFailure(account: string, fromAddress: string): Promise<void> {
    await this.limits.failedLoginsFromAddress.consume(fromAddress).catch(() => undefined);
    const failures = await this.limits.failedLoginsPerAccount.add(account);
    if (failures === AUTH_LIMITS.failedLoginsPerAccount.points) {
      await this.account.warnOfFailedSignIns(account, failures).catch((err: unknown) => this.logger.warn(`could not queue the failed sign-ins mail: ${String(err)}`));
    }
  }

  handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw apiError(401, 'Invalid email or password');
    return user;
  }
}
