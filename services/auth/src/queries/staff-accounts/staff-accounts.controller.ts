import { Controller, Get } from '@nestjs/common';
import { ROUTES, type StaffAccountsResponse } from '@rl/contracts';
import { RequireStaffManager } from '../../staff/signed-in-admin.js';
import { StaffManagement } from '../../staff/staff-management.service.js';

/** Every member of staff (active, invited, deactivated), oldest account first. Admins only. */
@Controller()
export class StaffAccountsController {
  constructor(private readonly staff: StaffManagement) {}

  @Get(ROUTES.staffAccounts)
  @RequireStaffManager()
  async list(): Promise<StaffAccountsResponse> {
    return { staff: await this.staff.list() };
  }
}
