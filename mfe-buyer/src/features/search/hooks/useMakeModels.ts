import { useQuery } from '@tanstack/react-query';
import { API, catalogModelsUrl } from '@rl/contracts';
import { getJson } from '@rl/web-kit';

/** The model list of a make, for the model selector; empty when the catalog does not know the make. */
export function useMakeModels(make: string | undefined) {
  return useQuery({
    queryKey: [API.catalogModels, make ?? ''],
    queryFn: async () => {
      // GET ?make= (enrichment's vehicle catalog): `{ make, models }`
      const body = await getJson<{ models?: string[] }>(catalogModelsUrl(make ?? ''));
      return Array.isArray(body?.models) ? body.models : [];
    },
    enabled: Boolean(make),
  });
}
