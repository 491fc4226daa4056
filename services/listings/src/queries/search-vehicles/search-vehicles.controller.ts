import { Controller, Get, Query } from '@nestjs/common';
import { ROUTES, SearchQuerySchema, type SearchFilters, type SearchResponse } from '@rl/contracts';
import { AnswerCache } from '../../public-cache/answer-cache.js';
import { SearchService } from '../../search/search.service.js';

@Controller()
export class SearchVehiclesController {
  constructor(private readonly searches: SearchService, private readonly cache: AnswerCache) {}

  /**
   * Every filter of spec §3 over approved listings; `{ vehicles, total }` (see README: count strategy).
   * The same answer for everyone: kept in the public answer cache (keyed by the validated filters).
   */
  @Get(ROUTES.vehiclesSearch)
  search(@Query({ schema: SearchQuerySchema }) filters: SearchFilters): Promise<SearchResponse> {
    return this.cache.through(`search:${JSON.stringify(filters)}`, () => this.searches.search(filters));
  }
}
