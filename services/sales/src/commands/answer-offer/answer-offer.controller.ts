import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  LeadIdParamSchema, LinkOfferAnswerSchema, ROUTES, SellerOfferAnswerSchema, type Identity, type LeadIdParam, type LinkOfferAnswer, type Offer,
  type SellerOffer, type SellerOfferAnswer,
} from '@rl/contracts';
import { apiError, CurrentIdentity, RequireUser } from '@rl/service-kit';
import { OffersService } from '../../pipeline/offers.service.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';

const forSeller = ({ leadId: _lead, note: _note, ...offer }: Offer): SellerOffer => offer;

/** The seller's answer to an offer from the dashboard: only on their own listings (404 otherwise). */
@Controller()
@RequireUser()
export class SellerAnswerOfferController {
  constructor(private readonly offers: OffersService) {}

  @Post(ROUTES.sellerOfferAnswer)
  @HttpCode(200)
  async answer(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: SellerOfferAnswerSchema }) { answer, counterAmount }: SellerOfferAnswer,
    @CurrentIdentity() who: Identity,
  ): Promise<SellerOffer> {
    return forSeller(await this.offers.sellerAnswer(id, answer, counterAmount, who.userId, 'web'));
  }
}

/** The seller's answer through the mail's signed link (no sign-in): a changed or unknown token is a 404. */
@Controller()
export class LinkAnswerOfferController {
  constructor(private readonly offers: OffersService, private readonly tokens: ThreadTokens) {}

  @Post(ROUTES.offerLink)
  @HttpCode(200)
  async answer(@Body({ schema: LinkOfferAnswerSchema }) { token, answer, counterAmount }: LinkOfferAnswer): Promise<SellerOffer> {
    const offerId = this.tokens.offerOf(token);
    if (offerId === null) throw apiError(404, 'Offer not found: open the whole link from the email');
    return forSeller(await this.offers.sellerAnswer(offerId, answer, counterAmount, null, 'mail'));
  }
}
