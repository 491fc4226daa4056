import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ROUTES, UserParamsSchema, type EndedSessions } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { UserSessions } from '../../account/user-sessions.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';

@Controller()
export class EndUserSessionsController {
  constructor(private readonly sessions: UserSessions, private readonly users: UsersService) {}

  /** Admins sign any user out everywhere at once (a stolen session, a departing member of staff). */
  @Delete(ROUTES.userSessions)
  @HttpCode(200)
  async end(@SignedInUser() admin: UserEntity, @Param({ schema: UserParamsSchema }) { id }: { id: string }): Promise<EndedSessions> {
    if (admin.role !== 'admin') throw apiError(403, 'Only admins can sign other people out');
    if (!(await this.users.findById(id))) throw apiError(404, 'No such user');
    return { ended: await this.sessions.endAll(id) };
  }
}
