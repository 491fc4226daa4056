import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { apiError } from '@rl/service-kit';
import type { UserEntity } from '../users/user.entity.js';

/** The session's user; 401 when the request is not signed in. */
export const SignedInUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): UserEntity => {
  const user = ctx.switchToHttp().getRequest<Request>().user as UserEntity | undefined;
  if (!user) throw apiError(401, 'You need to be signed in');
  return user;
});
