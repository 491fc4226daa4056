import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type SoldResults, API } from '@rl/contracts';
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
    queryKey: [API.vehiclesSold, make, model, page],
    queryFn: () => {
      const q = new URLSearchParams();
      if (make) q.set('make', make);
      if (make && model) q.set('model', model);
      if (page > 1) q.set('page', String(page));
      q.set('limit', String(SOLD_PAGE_SIZE));
      return getJson<SoldResults>(`${API.vehiclesSold}?${q}`);
    },
    placeholderData: keepPreviousData,
  });
}
