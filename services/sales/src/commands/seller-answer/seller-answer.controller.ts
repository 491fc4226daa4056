import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ConversationReplySchema, ListingIdParamSchema, ROUTES, type ConversationReply, type Identity, type ListingIdParam, type SellerMessage } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SellerThreads } from '../../seller-channel/seller-threads.js';

/** The seller answers the associate from the dashboard (only in a thread of their own listing; 404 otherwise). */
@Controller()
@RequireUser()
export class SellerAnswerController {
  constructor(private readonly threads: SellerThreads) {}

  @Post(ROUTES.sellerThread)
  @HttpCode(201)
  answer(
    @Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam,
    @Body({ schema: ConversationReplySchema }) { body }: ConversationReply,
    @CurrentIdentity() who: Identity,
  ): Promise<SellerMessage> {
    return this.threads.fromSeller(id, body, who);
  }
}
