import { catalogModelsUrl, catalogTrimsUrl, API } from '@rl/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchMakes, fetchModels, fetchTrims } from '../api/enrichment-api';

/** The make -> model -> trim lists of the catalog (cached for the session). */
export function useMakes() {
  return useQuery({ queryKey: [API.catalogMakes], queryFn: fetchMakes });
}

export function useModels(make: string) {
  return useQuery({ queryKey: [catalogModelsUrl(make)], queryFn: () => fetchModels(make), enabled: make !== '' });
}

export function useTrims(make: string, model: string) {
  return useQuery({
    queryKey: [catalogTrimsUrl(make, model)],
    queryFn: () => fetchTrims(make, model),
    enabled: make !== '' && model !== '',
  });
}
