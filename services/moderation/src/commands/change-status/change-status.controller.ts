import { Body, Controller, Param, Patch, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ROUTES, StatusUpdateSchema, type Identity, type StatusUpdate, type StatusUpdateResult } from '@rl/contracts';
import { CurrentIdentity, RequireStaff, StaffActionOutbox, ValidationFailed } from '@rl/service-kit';
import { VehicleIdParam, type IdParam } from '../../common/id-param.js';
import { RequestId } from '../../common/request-id.js';
import { ChangeStatusService } from './change-status.service.js';

@Controller()
@RequireStaff('moderation')
export class ChangeStatusController {
  constructor(private readonly decisions: ChangeStatusService, private readonly staffLog: StaffActionOutbox) {}

  /** 200 applied / unchanged, 202 queued (listings unreachable, retried), 404, 409 refused move, 503 nothing recorded. */
  @Patch(ROUTES.adminStatus)
  async change(
    @Param({ schema: VehicleIdParam }) { id }: IdParam,
    @Body({ schema: StatusUpdateSchema }) body: StatusUpdate,
    @CurrentIdentity() admin: Identity,
    @RequestId() requestId: string | undefined,
    @Res({ passthrough: true }) res: Response,
    @Req() req: Request,
  ): Promise<StatusUpdateResult> {
    if (body.vehicleId !== undefined && body.vehicleId !== id) {
      throw new ValidationFailed([{ field: 'vehicleId', message: `vehicleId ${body.vehicleId} does not match the vehicle in the URL (${id})` }]);
    }
    // the staff action log entry goes with the decision and is logged when it is applied (an unchanged status is no action)
    const staffAction = this.staffLog.entryFor(admin, req, {
      action: body.status === 'needs_changes' ? 'listing.request-changes' : 'listing.status', objectType: 'listing', objectId: id,
      after: { status: body.status, ...(body.reason ? { reason: body.reason } : {}) },
    });
    const answer = await this.decisions.decide(id, body, admin, requestId, staffAction);
    res.status(answer.httpStatus);
    return answer.body;
  }
}
