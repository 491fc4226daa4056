import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, type SessionList } from '@rl/contracts';
import { SignedInUser } from '../../account/signed-in-user.js';
import { UserSessions } from '../../account/user-sessions.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class ListSessionsController {
  constructor(private readonly sessions: UserSessions) {}

  /** Where the user is signed in: browser, address, when it signed in, when it was last used. */
  @Get(ROUTES.accountSessions)
  @Header('Cache-Control', 'no-store')
  async list(@SignedInUser() user: UserEntity, @Req() req: Request): Promise<SessionList> {
    return { sessions: await this.sessions.list(user.id, req.sessionID ?? null) };
  }
}
