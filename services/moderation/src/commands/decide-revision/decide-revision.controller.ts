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
  approve(
    @Param({ schema: RevisionIdParam }) { id }: IdParam, @Body({ schema: ApproveRevisionSchema }) body: ApproveRevision,
    @CurrentIdentity() admin: Identity, @RequestId() requestId: string | undefined, @Res({ passthrough: true }) res: Response, @Req() req: Request,
  ): Promise<RevisionDecisionResult> {
    return this.send(res, this.decisions.decide(id, 'approved', body.expectedUpdatedAt, null, admin, requestId), () =>
      this.staffLog.record(admin, req, { action: 'revision.approve', objectType: 'revision', objectId: id, after: { decision: 'approved' } }));
  }

  /** As approve; the reason is required and reaches the seller. */
  @Post(ROUTES.adminRevisionReject)
  reject(
    @Param({ schema: RevisionIdParam }) { id }: IdParam, @Body({ schema: RejectRevisionSchema }) body: RejectRevision,
    @CurrentIdentity() admin: Identity, @RequestId() requestId: string | undefined, @Res({ passthrough: true }) res: Response, @Req() req: Request,
  ): Promise<RevisionDecisionResult> {
    return this.send(res, this.decisions.decide(id, 'rejected', body.expectedUpdatedAt, body.reason, admin, requestId), () =>
      this.staffLog.record(admin, req, { action: 'revision.reject', objectType: 'revision', objectId: id, after: { decision: 'rejected', reason: body.reason } }));
  }

  /** The decision's answer; a decision applied or queued is recorded in the staff action log. */
  private async send(res: Response, answer: ReturnType<DecideRevisionService['decide']>, log: () => Promise<void>): Promise<RevisionDecisionResult> {
    const { httpStatus, body } = await answer;
    if (httpStatus < 300) await log();
    res.status(httpStatus);
    return body;
  }
}
