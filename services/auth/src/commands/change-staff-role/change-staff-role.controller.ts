import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ROUTES, StaffIdParamSchema, StaffRoleBodySchema, type StaffAccount, type StaffIdParam, type StaffRoleBody } from '@rl/contracts';
import { RequireStaffManagerRecently, SignedInAdmin } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';
import type { UserEntity } from '../../users/user.entity.js';

/** Changes a member of staff's role (takes effect on their next request). */
@Controller()
export class ChangeStaffRoleController {
  constructor(private readonly staff: StaffManagement) {}

  @Patch(ROUTES.staffMember)
  @RequireStaffManagerRecently()
  change(
    @SignedInAdmin() admin: UserEntity,
    @Param({ schema: StaffIdParamSchema }) { id }: StaffIdParam,
    @Body({ schema: StaffRoleBodySchema }) body: StaffRoleBody,
  ): Promise<StaffAccount> {
    return this.staff.changeRole(admin, id, body);
  }
}
