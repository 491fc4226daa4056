import { Controller, Get, Query } from '@nestjs/common';
import { ROUTES, SoldQuerySchema, type SoldQuery, type SoldResults } from '@rl/contracts';
import { AnswerCache } from '../../public-cache/answer-cache.js';
import { SaleResultsStore } from '../../sale-results/sale-results.store.js';

@Controller()
export class SoldResultsController {
  constructor(private readonly sales: SaleResultsStore, private readonly cache: AnswerCache) {}

  /**
   * The public `/sold` page: recent sale results (year, make, model, mileage, final price where the seller
   * agreed, date, photo), by make and model. The same for everyone: kept in the public answer cache, which
   * every sale (a listing change) drops.
   */
  @Get(ROUTES.vehiclesSold)
  sold(@Query({ schema: SoldQuerySchema }) q: SoldQuery): Promise<SoldResults> {
    const key = `sold:${(q.make ?? '').toLowerCase()}|${(q.model ?? '').toLowerCase()}|${q.page}|${q.limit}`;
    return this.cache.through(key, () => this.sales.recent(q));
  }
}
