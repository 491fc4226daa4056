import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApproveRevisionSchema, RejectRevisionSchema, ROUTES,
  type ApproveRevision, type Identity, type RejectRevision, type RevisionDecisionResult,
} from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { idParam, type IdParam } from '../../common/id-param.js';
import { RequestId } from '../../common/request-id.js';
import { DecideRevisionService } from './decide-revision.service.js';

const RevisionIdParam = idParam('Revision');

@Controller()
@RequireStaff('moderation')
export class DecideRevisionController {
  constructor(private readonly decisions: DecideRevisionService) {}

  /** 200 applied / unchanged, 202 queued (listings unreachable, retried), 404, 409 stale (the reason in the message), 503 nothing recorded. */
  @Post(ROUTES.adminRevisionApprove)
  approve(
    @Param({ schema: RevisionIdParam }) { id }: IdParam, @Body({ schema: ApproveRevisionSchema }) body: ApproveRevision,
    @CurrentIdentity() admin: Identity, @RequestId() requestId: string | undefined, @Res({ passthrough: true }) res: Response,
  ): Promise<RevisionDecisionResult> {
    return this.send(res, this.decisions.decide(id, 'approved', body.expectedUpdatedAt, null, admin, requestId));
  }

  /** As approve; the reason is required and reaches the seller. */
  @Post(ROUTES.adminRevisionReject)
  reject(
    @Param({ schema: RevisionIdParam }) { id }: IdParam, @Body({ schema: RejectRevisionSchema }) body: RejectRevision,
    @CurrentIdentity() admin: Identity, @RequestId() requestId: string | undefined, @Res({ passthrough: true }) res: Response,
  ): Promise<RevisionDecisionResult> {
    return this.send(res, this.decisions.decide(id, 'rejected', body.expectedUpdatedAt, body.reason, admin, requestId));
  }

  private async send(res: Response, answer: ReturnType<DecideRevisionService['decide']>): Promise<RevisionDecisionResult> {
    const { httpStatus, body } = await answer;
    res.status(httpStatus);
    return body;
  }
}
