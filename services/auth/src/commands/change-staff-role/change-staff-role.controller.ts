import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { ROUTES, StaffIdParamSchema, StaffRoleBodySchema, type StaffAccount, type StaffIdParam, type StaffRoleBody } from '@rl/contracts';
import { RequireStaffManagerRecently, SignedInAdmin } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';
import type { UserEntity } from '../../users/user.entity.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import type { Request } from 'express';
import { UsersService } from '../../users/users.service.js';

/** Changes a member of staff's role (takes effect on their next request). */
@Controller()
export class ChangeStaffRoleController {
  constructor(private readonly staff: StaffManagement, private readonly log: StaffLog, private readonly users: UsersService) {}

  @Patch(ROUTES.staffMember)
  @RequireStaffManagerRecently()
  async change(
    @SignedInAdmin() admin: UserEntity,
    @Param({ schema: StaffIdParamSchema }) { id }: StaffIdParam,
    @Body({ schema: StaffRoleBodySchema }) body: StaffRoleBody,
    @Req() req: Request,
  ): Promise<StaffAccount> {
    const before = (await this.users.findById(id))?.role ?? null;
    const account = await this.staff.changeRole(admin, id, body);
    await this.log.record(req, admin, { action: 'staff.role-change', objectType: 'user', objectId: id, before: { role: before }, after: { role: account.role } });
    return account;
  }
}
