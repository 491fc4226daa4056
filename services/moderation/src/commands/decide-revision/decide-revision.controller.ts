import { Body, Controller, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  ApproveRevisionSchema, RejectRevisionSchema, ROUTES,
  type ApproveRevision, type Identity, type RejectRevision, type RevisionDecisionResult,
} from '@rl/contracts';
import { CurrentIdentity, RequireStaff, StaffActionOutbox } from '@rl/service-kit';
import { idParam, type IdParam } from '../../common/id-param.js';
import { RequestId } from '../../common/request-id.js';
import { DecideRevisionService } from './decide-revision.service.js';

const RevisionIdParam = idParam('Revision');

@Controller()
@RequireStaff('moderation')
export class DecideRevisionController {
  constructor(private readonly decisions: DecideRevisionService, private readonly staffLog: StaffActionOutbox) {}

  /** 200 applied / unchanged, 202 queued (listings unreachable, retried), 404, 409 stale (the reason in the message), 503 nothing recorded. */
  @Post(ROUTES.adminRevisionApprove)
  async approve(
    @Param({ schema: RevisionIdParam }) { id }: IdParam, @Body({ schema: ApproveRevisionSchema }) body: ApproveRevision,
    @CurrentIdentity() admin: Identity, @RequestId() requestId: string | undefined, @Res({ passthrough: true }) res: Response, @Req() req: Request,
  ): Promise<RevisionDecisionResult> {
    // the staff action log entry goes with the decision and is logged when it is applied
    const staffAction = this.staffLog.entryFor(admin, req, { action: 'revision.approve', objectType: 'revision', objectId: id, after: { decision: 'approved' } });
    const { httpStatus, body: answer } = await this.decisions.decide(id, 'approved', body.expectedUpdatedAt, null, admin, requestId, staffAction);
    res.status(httpStatus);
    return answer;
  }

  /** As approve; the reason is required and reaches the seller. */
  @Post(ROUTES.adminRevisionReject)
  async reject(
    @Param({ schema: RevisionIdParam }) { id }: IdParam, @Body({ schema: RejectRevisionSchema }) body: RejectRevision,
    @CurrentIdentity() admin: Identity, @RequestId() requestId: string | undefined, @Res({ passthrough: true }) res: Response, @Req() req: Request,
  ): Promise<RevisionDecisionResult> {
    const staffAction = this.staffLog.entryFor(admin, req, { action: 'revision.reject', objectType: 'revision', objectId: id, after: { decision: 'rejected', reason: body.reason } });
    const { httpStatus, body: answer } = await this.decisions.decide(id, 'rejected', body.expectedUpdatedAt, body.reason, admin, requestId, staffAction);
    res.status(httpStatus);
    return answer;
  }
}
