import { FILTER_MAKES, type CatalogMakesResponse, API } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Option } from '../filter-options';

/**
 * The makes a buyer can pick: the vehicle catalog's list (GET /api/catalog/makes), the very list the
 * listing form offers sellers, so every make a car can be listed under can be searched for. The filter
 * panel's short list stands in while it loads or if the catalog does not answer.
 */
export function useMakeOptions(): Option[] {
  const catalog = useQuery({
    queryKey: [API.catalogMakes],
    queryFn: async () => (await getJson<CatalogMakesResponse>(API.catalogMakes))?.makes ?? [],
    staleTime: Infinity,
    retry: 1,
  });
  const makes = catalog.data && catalog.data.length > 0 ? catalog.data : FILTER_MAKES;
  return useMemo(() => makes.map((m) => ({ value: m, label: m })), [makes]);
}
