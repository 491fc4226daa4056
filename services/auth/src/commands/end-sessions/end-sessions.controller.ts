import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, SessionParamsSchema, type EndedSessions } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { UserSessions } from '../../account/user-sessions.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class EndSessionsController {
  constructor(private readonly sessions: UserSessions) {}

  /** Signs the user out of every session but this one. */
  @Delete(ROUTES.accountSessions)
  @HttpCode(200)
  async endOthers(@SignedInUser() user: UserEntity, @Req() req: Request): Promise<EndedSessions> {
    return { ended: await this.sessions.endAll(user.id, req.sessionID ?? null) };
  }

  /** Signs the user out of one other session (this one ends with /api/logout). */
  @Delete(ROUTES.accountSession)
  @HttpCode(200)
  async endOne(@SignedInUser() user: UserEntity, @Param({ schema: SessionParamsSchema }) { id }: { id: string }, @Req() req: Request): Promise<EndedSessions> {
    const outcome = await this.sessions.end(user.id, id, req.sessionID ?? null);
    if (outcome === 'missing') throw apiError(404, 'No such session of yours: it may have ended already');
    if (outcome === 'current') throw apiError(409, 'This is the session you are using: sign out instead');
    return { ended: 1 };
  }
}
