import { CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IDENTITY_HEADER, STAFF_ACCESS, mayAccess, type Identity, type StaffArea } from '@rl/contracts';
import { apiError } from '../errors.js';
import { IDENTITY_STRATEGY } from './identity.strategy.js';

/** Global guard: runs the identity strategy and lets every request through, signed in or not. */
@Injectable()
export class IdentityGuard extends AuthGuard(IDENTITY_STRATEGY) {
  canActivate(ctx: ExecutionContext) {
    // no identity header: anonymous, known without running passport (most public traffic)
    const header = ctx.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers[IDENTITY_HEADER];
    if (typeof header !== 'string' || header.length === 0) return true;
    return super.canActivate(ctx);
  }

  getAuthenticateOptions() {
    // req.identity, not req.user: the auth service keeps its session user in req.user
    return { property: 'identity', session: false };
  }

  handleRequest<T>(_err: unknown, user: T): T {
    return (user || undefined) as T;
  }
}

type Need = 'user' | 'admin' | 'service' | StaffArea;
const NEED = 'rl:need';

const AREA_REFUSAL: Record<StaffArea, string> = {
  desk: 'Sales desk access required',
  moderation: 'Moderator access required',
  staffManagement: 'Admin access required',
};

@Injectable()
class NeedGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(ctx: ExecutionContext): boolean {
    const need = this.reflector.getAllAndOverride<Need | undefined>(NEED, [ctx.getHandler(), ctx.getClass()]);
    if (!need) return true;
    const identity = ctx.switchToHttp().getRequest<{ identity?: Identity }>().identity;
    if (need === 'service') {
      if (identity?.role !== 'service') throw apiError(403, 'This endpoint is internal');
      return true;
    }
    if (!identity || identity.role === 'service') throw apiError(401, 'You need to be signed in');
    if (need === 'admin' && identity.role !== 'admin') throw apiError(403, 'Admin access required');
    if (need in STAFF_ACCESS && !mayAccess(identity.role, need as StaffArea)) throw apiError(403, AREA_REFUSAL[need as StaffArea]);
    return true;
  }
}

/** Signed-in user (any role). Anonymous: 401. */
export const RequireUser = () => applyDecorators(SetMetadata(NEED, 'user'), UseGuards(NeedGuard));
/** Admin. Anonymous: 401; signed-in non-admin: 403. */
export const RequireAdmin = () => applyDecorators(SetMetadata(NEED, 'admin'), UseGuards(NeedGuard));
/** Staff of one area of the admin app (contracts STAFF_ACCESS: `desk` associates and admins, `moderation` moderators and admins). Anonymous: 401; others: 403. */
export const RequireStaff = (area: StaffArea) => applyDecorators(SetMetadata(NEED, area), UseGuards(NeedGuard));
/** Another service of the platform (service identity). Anything else: 403. */
export const RequireService = () => applyDecorators(SetMetadata(NEED, 'service'), UseGuards(NeedGuard));

/** The verified caller, or undefined for anonymous. */
export const CurrentIdentity = createParamDecorator((_data: unknown, ctx: ExecutionContext): Identity | undefined => {
  return ctx.switchToHttp().getRequest<{ identity?: Identity }>().identity;
});
