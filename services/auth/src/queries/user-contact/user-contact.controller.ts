import { Controller, Get, Param } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, type UserContact } from '@rl/contracts';
import { apiError, RequireService } from '@rl/service-kit';
import { UsersService } from '../../users/users.service.js';

const UserIdParam = z.object({ id: z.uuid('Unknown user') });

/** A user's address and first name for mail (notifications). Service identities only. */
@Controller()
@RequireService()
export class UserContactController {
  constructor(private readonly users: UsersService) {}

  @Get(INTERNAL_ROUTES.auth.userContact)
  async contact(@Param({ schema: UserIdParam }) { id }: z.infer<typeof UserIdParam>): Promise<UserContact> {
    const user = await this.users.findById(id);
    if (!user) throw apiError(404, 'No such user');
    return { email: user.email, firstName: user.firstName };
  }
}
