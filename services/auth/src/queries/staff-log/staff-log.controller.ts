import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ROUTES, StaffLogQuerySchema, type StaffLogQuery, type StaffLogResponse } from '@rl/contracts';
import { RequireStaffManager } from '../../staff/signed-in-admin.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';

/** The staff action log for admins: a filtered page, or the whole filter as JSON Lines. */
@Controller()
@RequireStaffManager()
export class StaffLogController {
  constructor(private readonly log: StaffLog) {}

  @Get(ROUTES.staffLog)
  @Header('Cache-Control', 'no-store')
  list(@Query({ schema: StaffLogQuerySchema }) q: StaffLogQuery): Promise<StaffLogResponse> {
    return this.log.list(q);
  }

  @Get(ROUTES.staffLogExport)
  async export(@Query({ schema: StaffLogQuerySchema }) q: StaffLogQuery, @Res() res: Response): Promise<void> {
    res.status(200);
    res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="staff-log-${new Date().toISOString().slice(0, 10)}.jsonl"`);
    for await (const entry of this.log.all(q)) {
      if (!res.write(`${JSON.stringify(entry)}\n`)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  }
}
