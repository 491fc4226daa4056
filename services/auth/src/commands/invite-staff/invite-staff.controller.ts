import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ROUTES, StaffInviteBodySchema, type StaffAccount, type StaffInviteBody } from '@rl/contracts';
import { RequireStaffManagerRecently, SignedInAdmin } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';
import type { UserEntity } from '../../users/user.entity.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import type { Request } from 'express';

/** Invites a member of staff: the account, and a mail with a one-time link to set a password (72 hours). */
@Controller()
export class InviteStaffController {
  constructor(private readonly staff: StaffManagement, private readonly log: StaffLog) {}

  @Post(ROUTES.staffInvitations)
  @HttpCode(201)
  @RequireStaffManagerRecently()
  async invite(@SignedInAdmin() admin: UserEntity, @Body({ schema: StaffInviteBodySchema }) body: StaffInviteBody, @Req() req: Request): Promise<StaffAccount> {
    const account = await this.staff.invite(admin, body);
    await this.log.record(req, admin, { action: 'staff.invite', objectType: 'user', objectId: account.id, after: { email: account.email, role: account.role } });
    return account;
  }
}
