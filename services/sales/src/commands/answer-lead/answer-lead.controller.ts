import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ConversationReplySchema, LeadIdParamSchema, ROUTES, type ConversationMessage, type ConversationReply, type Identity, type LeadIdParam } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { AnswerLeadService } from './answer-lead.service.js';

/** The desk answers a buyer (associates and admins); the buyer gets it by mail. */
@Controller()
@RequireStaff('desk')
export class AnswerLeadController {
  constructor(private readonly service: AnswerLeadService) {}

  @Post(ROUTES.deskLeadMessages)
  @HttpCode(201)
  answer(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: ConversationReplySchema }) { body }: ConversationReply,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<ConversationMessage> {
    return this.service.answer(id, body, who, req);
  }
}
