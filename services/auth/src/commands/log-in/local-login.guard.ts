import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginBodySchema } from '@rl/contracts';
import { apiError, parseOrThrow } from '@rl/service-kit';
import { accountKey, AuthLimits } from '../../limits/auth-limits.js';

/**
 * Validates the body first (400 naming the fields), then checks the credentials with passport-local
 * and logs the user in, which gives the session a new id (rotation at login).
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  constructor(private readonly limits: AuthLimits) {
    super();
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    req.body = parseOrThrow(LoginBodySchema, req.body ?? {});
    const account = accountKey(req.body.email);
    await this.limits.loginPerIp.consume(req.ip ?? 'unknown');
    await this.limits.failedLoginsPerAccount.assertUnder(account);
    try {
      await super.canActivate(ctx);
    } catch (err) {
      if (err instanceof HttpException && err.getStatus() === 401) await this.limits.failedLoginsPerAccount.consume(account).catch(() => undefined);
      throw err;
    }
    await this.limits.failedLoginsPerAccount.reset(account);
    await super.logIn(req);
    return true;
  }

  handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw apiError(401, 'Invalid email or password');
    return user;
  }
}
