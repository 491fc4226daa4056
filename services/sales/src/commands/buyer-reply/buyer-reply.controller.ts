import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ConversationReplySchema, LeadIdParamSchema, LinkReplySchema, ROUTES,
  type ConversationMessage, type ConversationReply, type Identity, type LeadIdParam, type LinkReply,
} from '@rl/contracts';
import { apiError, CurrentIdentity, RequireUser } from '@rl/service-kit';
import { BuyerThreads } from '../../threads/buyer-threads.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';

/** The buyer answers in their conversation: signed in (their own leads only) or through the mail's signed link. */
@Controller()
export class BuyerReplyController {
  constructor(private readonly threads: BuyerThreads, private readonly tokens: ThreadTokens) {}

  @Post(ROUTES.myThread)
  @HttpCode(201)
  @RequireUser()
  async mine(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: ConversationReplySchema }) { body }: ConversationReply,
    @CurrentIdentity() who: Identity,
  ): Promise<ConversationMessage> {
    return this.threads.reply(await this.threads.ownLead(id, who.userId), body);
  }

  @Post(ROUTES.conversation)
  @HttpCode(201)
  async bySignedLink(@Body({ schema: LinkReplySchema }) { token, body }: LinkReply): Promise<ConversationMessage> {
    const leadId = this.tokens.leadOf(token);
    if (leadId === null) throw apiError(404, 'Conversation not found');
    return this.threads.reply(await this.threads.lead(leadId), body);
  }
}
