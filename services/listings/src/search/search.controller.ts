import { Controller, Get, Query } from '@nestjs/common';
import { SearchQuerySchema, type SearchFilters, type SearchResponse } from '@rl/contracts';
import { SearchService } from './search.service.js';

@Controller('api/vehicles/search')
export class SearchController {
  constructor(private readonly searches: SearchService) {}

  /** Every filter of spec §3 over approved listings; `{ vehicles, total }` (see README: count strategy). */
  @Get()
  search(@Query({ schema: SearchQuerySchema }) filters: SearchFilters): Promise<SearchResponse> {
    return this.searches.search(filters);
  }
}
