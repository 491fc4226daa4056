import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ListingIdParamSchema, MinimumPriceSchema, ROUTES, type Identity, type ListingIdParam, type MinimumPrice } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireUser } from '@rl/service-kit';
import { money, PipelineStore, rowsOf } from '../../pipeline/pipeline.store.js';

/**
 * The seller's private minimum price of one of their listings (null removes it): seen by the associates only,
 * so offers below it can be declined without asking. Another person's listing is a 404. Recorded on the
 * timeline of the listing's open leads.
 */
@Controller()
@RequireUser()
export class SetMinimumPriceController {
  constructor(private readonly store: PipelineStore) {}

  @Post(ROUTES.sellerMinimumPrice)
  @HttpCode(200)
  async set(
    @Param({ schema: ListingIdParamSchema }) { id }: ListingIdParam,
    @Body({ schema: MinimumPriceSchema }) { minimumPrice }: MinimumPrice,
    @CurrentIdentity() who: Identity,
  ): Promise<{ listingId: number; minimumPrice: number | null }> {
    const s = this.store.s;
    await this.store.db.transaction(async (m) => {
      const updated = rowsOf(await m.query(
        `UPDATE ${s}."listings" SET "minimum_price" = $3 WHERE "listing_id" = $1 AND "seller_user_id" = $2 RETURNING "listing_id"`, [id, who.userId, minimumPrice],
      ));
      if (!updated.length) throw apiError(404, 'Listing not found');
      const leads = rowsOf<{ id: string }>(await m.query(`SELECT "id" FROM ${s}."leads" WHERE "listing_id" = $1 AND "stage" NOT IN ('sold', 'lost')`, [id]));
      for (const l of leads) {
        await this.store.addEvent(Number(l.id), 'minimum-price', { kind: 'seller', userId: who.userId, name: 'The seller' },
          minimumPrice === null ? 'The seller removed their minimum price' : `The seller set a minimum price of ${money(minimumPrice)}`, { minimumPrice }, m);
      }
    });
    return { listingId: id, minimumPrice };
  }
}
