import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { INTERNAL_ROUTES, StaffActionRecordSchema, type StaffActionRecord } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { StaffLog } from '../../staff-log/staff-log.service.js';

/** Services hand over their staff actions (service-kit's StaffActionOutbox). Service identities only; a repeated dedupe key is ignored. */
@Controller()
@RequireService()
export class RecordStaffActionController {
  constructor(private readonly log: StaffLog) {}

  @Post(INTERNAL_ROUTES.auth.staffActions)
  @HttpCode(204)
  async record(@Body({ schema: StaffActionRecordSchema }) body: StaffActionRecord): Promise<void> {
    await this.log.add(body);
  }
}
