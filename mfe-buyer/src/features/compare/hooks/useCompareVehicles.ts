import { API, type PublicVehicle } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';

export interface CompareVehicles {
  /** the public listings among `ids`, in the order of `ids` */
  vehicles: PublicVehicle[];
  /** ids that are unknown or no longer public */
  unavailable: number[];
}

/** The listings to compare, in one request (GET /api/vehicles?ids=, which counts no views). */
export function useCompareVehicles(ids: readonly number[]) {
  return useQuery({
    queryKey: ['compare-vehicles', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: async (): Promise<CompareVehicles> => {
      const found = (await getJson<PublicVehicle[]>(API.vehiclesByIds(ids))) ?? [];
      const byId = new Map(found.map((v) => [v.id, v]));
      return {
        vehicles: ids.flatMap((id) => byId.get(id) ?? []),
        unavailable: ids.filter((id) => !byId.has(id)),
      };
    },
  });
}
