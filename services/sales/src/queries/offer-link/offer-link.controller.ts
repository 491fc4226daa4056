import { Controller, Get, Header, Query } from '@nestjs/common';
import { OfferTokenQuerySchema, ROUTES, type LinkOffer, type OfferTokenQuery } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { PipelineStore, toOffer } from '../../pipeline/pipeline.store.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';

/** The offer a seller's mail link names (no sign-in): what the answer page shows. A changed token is a 404. */
@Controller()
export class OfferLinkController {
  constructor(private readonly store: PipelineStore, private readonly tokens: ThreadTokens) {}

  @Get(ROUTES.offerLink)
  @Header('Cache-Control', 'no-store')
  async open(@Query({ schema: OfferTokenQuerySchema }) { token }: OfferTokenQuery): Promise<LinkOffer> {
    const offerId = this.tokens.offerOf(token);
    const row = offerId === null ? null : await this.store.findOffer(offerId);
    if (!row) throw apiError(404, 'Offer not found: open the whole link from the email');
    const listing = await this.store.listing(row.listingId);
    const { leadId: _lead, note: _note, ...offer } = toOffer(row);
    return { offer, vehicle: { id: row.listingId, title: listing?.title ?? 'Your car', price: listing?.price ?? null } };
  }
}
