import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ROUTES, StaffIdParamSchema, type StaffAccount, type StaffIdParam } from '@rl/contracts';
import { RequireStaffManagerRecently, SignedInAdmin } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';
import type { UserEntity } from '../../users/user.entity.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import type { Request } from 'express';

/** Deactivates a member of staff: their sessions end at once; sales hands their open leads to other associates. */
@Controller()
export class DeactivateStaffController {
  constructor(private readonly staff: StaffManagement, private readonly log: StaffLog) {}

  @Post(ROUTES.staffDeactivate)
  @HttpCode(200)
  @RequireStaffManagerRecently()
  async deactivate(@SignedInAdmin() admin: UserEntity, @Param({ schema: StaffIdParamSchema }) { id }: StaffIdParam, @Req() req: Request): Promise<StaffAccount> {
    const account = await this.staff.deactivate(admin, id);
    await this.log.record(req, admin, { action: 'staff.deactivate', objectType: 'user', objectId: id, before: { status: 'active' }, after: { status: account.status } });
    return account;
  }
}
