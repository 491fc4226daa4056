import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ConversationReplySchema, ListingIdParamSchema, ROUTES,
  type ConversationReply, type DeskSellerThread, type Identity, type ListingIdParam, type SellerMessage,
} from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { SellerThreads, vehicleOf } from '../../seller-channel/seller-threads.js';

/** The desk's side of the seller channel (associates and admins): the thread with the seller's details, and a message to the seller. */
@Controller()
@RequireStaff('desk')
export class MessageSellerController {
  constructor(private readonly threads: SellerThreads) {}

  @Get(ROUTES.deskSellerThread)
  @Header('Cache-Control', 'no-store')
  async thread(@Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam): Promise<DeskSellerThread> {
    const listing = await this.threads.listingOr404(id);
    const [messages, seller] = await Promise.all([this.threads.messages([id]), this.threads.sellerContact(listing.sellerUserId)]);
    return { listingId: id, vehicle: vehicleOf(listing), associateId: listing.associateId, seller, messages: messages.get(id) ?? [] };
  }

  @Post(ROUTES.deskSellerThread)
  @HttpCode(201)
  send(
    @Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam,
    @Body({ schema: ConversationReplySchema }) { body }: ConversationReply,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<SellerMessage> {
    return this.threads.fromDesk(id, body, who, req);
  }
}
