import { Controller, Get, Header, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ROUTES, SESSION_PROBE_HEADER, type User } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { toPublicUser, type UserEntity } from '../../users/user.entity.js';

/** The signed-in user, at /api/user (the session probe of every page) and at /api/account (the account screen). */
@Controller()
export class CurrentUserController {
  @Get(ROUTES.user)
  @Header('Cache-Control', 'no-store')
  current(@Req() req: Request, @Res({ passthrough: true }) res: Response): User | undefined {
    if (!req.user) {
      // the pages' probe: a visitor is no error (204, nothing to say); any other caller gets the spec's 401
      if (req.get(SESSION_PROBE_HEADER) === '1') {
        res.status(204);
        return undefined;
      }
      throw apiError(401, 'Not signed in');
    }
    return toPublicUser(req.user as UserEntity);
  }

  @Get(ROUTES.account)
  @Header('Cache-Control', 'no-store')
  account(@SignedInUser() user: UserEntity): User {
    return toPublicUser(user);
  }
}
