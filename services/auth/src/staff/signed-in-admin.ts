import { createParamDecorator, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { mayAccess } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { RecentSignInGuard } from '../sessions/recent-sign-in.js';
import type { UserEntity } from '../users/user.entity.js';

/** Guard (runs before any validation): the session's user must manage the staff (admins); 401 signed out, 403 any other role. */
@Injectable()
class StaffManagementGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const user = ctx.switchToHttp().getRequest<Request>().user as UserEntity | undefined;
    if (!user) throw apiError(401, 'You need to be signed in');
    if (!mayAccess(user.role, 'staffManagement')) throw apiError(403, 'Admin access required');
    return true;
  }
}

export const RequireStaffManager = () => UseGuards(StaffManagementGuard);

/** Changes to the staff (invitations, roles, deactivations): an admin who signed in, or confirmed the password, recently. */
export const RequireStaffManagerRecently = () => UseGuards(StaffManagementGuard, RecentSignInGuard);

/** The admin the guard let in. */
export const SignedInAdmin = createParamDecorator((_data: unknown, ctx: ExecutionContext): UserEntity => {
  return ctx.switchToHttp().getRequest<Request>().user as UserEntity;
});
