import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type SellerOffers } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { OFFER_COLUMNS, PipelineStore, toOffer, type OfferRow } from '../../pipeline/pipeline.store.js';

/**
 * The signed-in seller's offers, per listing of theirs sales knows, newest first, with their private
 * minimum price: amounts, conditions, status and expiry, never the buyer's identity or contact details.
 */
@Controller()
@RequireUser()
export class SellerOffersController {
  constructor(private readonly store: PipelineStore) {}

  @Get(ROUTES.sellerOffers)
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() who: Identity): Promise<SellerOffers> {
    const s = this.store.s;
    const listings: { listingId: number; title: string; price: string | null; photo: string | null; minimumPrice: number | null }[] = await this.store.db.query(
      `SELECT "listing_id" AS "listingId", "title", "price", "photo", "minimum_price" AS "minimumPrice" FROM ${s}."listings" WHERE "seller_user_id" = $1 ORDER BY "listing_id"`,
      [who.userId],
    );
    const offers: OfferRow[] = listings.length
      ? await this.store.db.query(`SELECT ${OFFER_COLUMNS} FROM ${s}."offers" o WHERE o."listing_id" = ANY($1::int[]) ORDER BY o."id" DESC`, [listings.map((l) => l.listingId)])
      : [];
    return {
      listings: listings.map((l) => ({
        listingId: l.listingId,
        vehicle: { id: l.listingId, title: l.title, price: l.price === null ? null : Number(l.price), photo: l.photo },
        minimumPrice: l.minimumPrice,
        offers: offers.filter((o) => o.listingId === l.listingId).map((o) => {
          const { leadId: _lead, note: _note, ...offer } = toOffer(o);
          return offer;
        }),
      })),
    };
  }
}
