import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { LoginBodySchema } from '@rl/contracts';
import { apiError, parseOrThrow } from '@rl/service-kit';

/**
 * Validates the body first (400 naming the fields), then checks the credentials with passport-local
 * and logs the user in, which gives the session a new id (rotation at login).
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    req.body = parseOrThrow(LoginBodySchema, req.body ?? {});
    await super.canActivate(ctx);
    await super.logIn(req);
    return true;
  }

  handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw apiError(401, 'Invalid email or password');
    return user;
  }
}
