import { Controller, Get, Query } from '@nestjs/common';
import { ROUTES, SearchQuerySchema, type SearchFilters, type SearchResponse } from '@rl/contracts';
import { AnswerCache } from '../../public-cache/answer-cache.js';
import { ImpressionCounter } from '../../performance/impression-counter.js';
import { SearchService } from '../../search/search.service.js';

@Controller()
export class SearchVehiclesController {
  constructor(private readonly searches: SearchService, private readonly cache: AnswerCache, private readonly impressions: ImpressionCounter) {}

  /**
   * Every filter of spec §3 over approved listings; `{ vehicles, total }` (see README: count strategy).
   * The same answer for everyone: kept in the public answer cache (keyed by the validated filters). Every
   * listing of the page served is counted as shown (in memory; written once a minute, see ImpressionCounter).
   */
  @Get(ROUTES.vehiclesSearch)
  async search(@Query({ schema: SearchQuerySchema }) filters: SearchFilters): Promise<SearchResponse> {
    const answer = await this.cache.through(`search:${JSON.stringify(filters)}`, () => this.searches.search(filters));
    this.impressions.shown(answer.vehicles.map((v) => v.id));
    return answer;
  }
}
