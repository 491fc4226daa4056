import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ROUTES, StaffInviteBodySchema, type StaffAccount, type StaffInviteBody } from '@rl/contracts';
import { RequireStaffManagerRecently, SignedInAdmin } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';
import type { UserEntity } from '../../users/user.entity.js';

/** Invites a member of staff: the account, and a mail with a one-time link to set a password (72 hours). */
@Controller()
export class InviteStaffController {
  constructor(private readonly staff: StaffManagement) {}

  @Post(ROUTES.staffInvitations)
  @HttpCode(201)
  @RequireStaffManagerRecently()
  invite(@SignedInAdmin() admin: UserEntity, @Body({ schema: StaffInviteBodySchema }) body: StaffInviteBody): Promise<StaffAccount> {
    return this.staff.invite(admin, body);
  }
}
