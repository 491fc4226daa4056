import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SALE_RESULTS_API, type SoldResults } from '@rl/contracts';
import { getJson } from '@rl/web-kit';

export interface SoldFilters {
  make: string;
  model: string;
  page: number;
}

export const SOLD_PAGE_SIZE = 24;

/** GET /api/vehicles/sold: recent sale results, newest first, by make and model. */
export function useSoldResults({ make, model, page }: SoldFilters) {
  return useQuery({
    queryKey: [SALE_RESULTS_API.sold, make, model, page],
    queryFn: () => {
      const q = new URLSearchParams();
      if (make) q.set('make', make);
      if (make && model) q.set('model', model);
      if (page > 1) q.set('page', String(page));
      q.set('limit', String(SOLD_PAGE_SIZE));
      return getJson<SoldResults>(`${SALE_RESULTS_API.sold}?${q}`);
    },
    placeholderData: keepPreviousData,
  });
}
