import { Controller, Get, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, StaffRoleSchema, type StaffList } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { UsersService } from '../../users/users.service.js';

const StaffQuery = z.strictObject({ role: StaffRoleSchema });

/** The staff of one role, oldest account first (sales asks for the associates). Service identities only. */
@Controller()
@RequireService()
export class ListStaffController {
  constructor(private readonly users: UsersService) {}

  @Get(INTERNAL_ROUTES.auth.staff)
  async list(@Query({ schema: StaffQuery }) { role }: z.infer<typeof StaffQuery>): Promise<StaffList> {
    const staff = await this.users.staff(role);
    return {
      staff: staff.map((u) => ({
        id: u.id, email: u.email, role,
        name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email.split('@')[0]!,
      })),
    };
  }
}
