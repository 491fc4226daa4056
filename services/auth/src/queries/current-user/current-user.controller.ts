import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, type User } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { toPublicUser, type UserEntity } from '../../users/user.entity.js';

/** The signed-in user, at /api/user (the session probe of every page) and at /api/account (the account screen). */
@Controller()
export class CurrentUserController {
  @Get(ROUTES.user)
  @Header('Cache-Control', 'no-store')
  current(@Req() req: Request): User {
    if (!req.user) throw apiError(401, 'Not signed in');
    return toPublicUser(req.user as UserEntity);
  }

  @Get(ROUTES.account)
  @Header('Cache-Control', 'no-store')
  account(@SignedInUser() user: UserEntity): User {
    return toPublicUser(user);
  }
}
