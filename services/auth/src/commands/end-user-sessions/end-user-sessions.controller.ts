import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import { ROUTES, UserParamsSchema, type EndedSessions } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { UserSessions } from '../../account/user-sessions.js';
import type { UserEntity } from '../../users/user.entity.js';
import { UsersService } from '../../users/users.service.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import type { Request } from 'express';

@Controller()
export class EndUserSessionsController {
  constructor(private readonly sessions: UserSessions, private readonly users: UsersService, private readonly log: StaffLog) {}

  /** Admins sign any user out everywhere at once (a stolen session, a departing member of staff). */
  @Delete(ROUTES.userSessions)
  @HttpCode(200)
  async end(@SignedInUser() admin: UserEntity, @Param({ schema: UserParamsSchema }) { id }: { id: string }, @Req() req: Request): Promise<EndedSessions> {
    if (admin.role !== 'admin') throw apiError(403, 'Only admins can sign other people out');
    if (!(await this.users.findById(id))) throw apiError(404, 'No such user');
    const ended = await this.sessions.endAll(id);
    await this.log.record(req, admin, { action: 'staff.end-user-sessions', objectType: 'user', objectId: id, after: { ended } });
    return { ended };
  }
}
