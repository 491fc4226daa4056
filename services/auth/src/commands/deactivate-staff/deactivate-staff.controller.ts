import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ROUTES, StaffIdParamSchema, type StaffAccount, type StaffIdParam } from '@rl/contracts';
import { RequireStaffManagerRecently, SignedInAdmin } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';
import type { UserEntity } from '../../users/user.entity.js';

/** Deactivates a member of staff: their sessions end at once; sales hands their open leads to other associates. */
@Controller()
export class DeactivateStaffController {
  constructor(private readonly staff: StaffManagement) {}

  @Post(ROUTES.staffDeactivate)
  @HttpCode(200)
  @RequireStaffManagerRecently()
  deactivate(@SignedInAdmin() admin: UserEntity, @Param({ schema: StaffIdParamSchema }) { id }: StaffIdParam): Promise<StaffAccount> {
    return this.staff.deactivate(admin, id);
  }
}
