import { useQuery } from '@tanstack/react-query';
import { getJson } from '@rl/web-kit';

/** GET /api/catalog/models?make= (enrichment's vehicle catalog): `{ make, models }`. */
const CATALOG_MODELS = '/api/catalog/models';

/** The model list of a make, for the model selector; empty when the catalog does not know the make. */
export function useMakeModels(make: string | undefined) {
  return useQuery({
    queryKey: [CATALOG_MODELS, make ?? ''],
    queryFn: async () => {
      const body = await getJson<{ models?: string[] }>(`${CATALOG_MODELS}?${new URLSearchParams({ make: make ?? '' })}`);
      return Array.isArray(body?.models) ? body.models : [];
    },
    enabled: Boolean(make),
  });
}
