import { API, type PublicVehicle } from '@rl/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getJson } from '../api/api-client';
import { forgetSavedVehicle, useSavedVehicleIds } from './saved-vehicles';

/** The list endpoint takes at most this many ids per call. */
const BATCH = 50;

async function fetchPublicVehicles(ids: readonly number[]): Promise<PublicVehicle[]> {
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += BATCH) batches.push(ids.slice(i, i + BATCH));
  const pages = await Promise.all(batches.map((b) => getJson<PublicVehicle[]>(API.vehiclesByIds(b))));
  return pages.flatMap((p) => p ?? []);
}

const vehicleKey = (id: number) => ['saved-vehicle', id] as const;

/** Loads only the ids not already cached, so removing or adding one saved vehicle refetches nothing else. */
async function loadSaved(client: QueryClient, wanted: readonly number[]): Promise<PublicVehicle[]> {
  const missing = wanted.filter((id) => client.getQueryData(vehicleKey(id)) === undefined);
  for (const v of await fetchPublicVehicles(missing)) client.setQueryData(vehicleKey(v.id), v);
  return wanted.flatMap((id) => client.getQueryData<PublicVehicle>(vehicleKey(id)) ?? []);
}

export interface SavedVehicles {
  /** all saved ids, oldest saved first */
  ids: number[];
  /** the saved listings still published, newest saved first (at most `max`) */
  vehicles: PublicVehicle[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The visitor's saved vehicles in one request (GET /api/vehicles?ids=, which counts no views).
 * A listing that was removed or unpublished drops out of the saved list quietly.
 */
export function useSavedVehicles(max?: number): SavedVehicles {
  const client = useQueryClient();
  const ids = useSavedVehicleIds();
  const wanted = [...ids].reverse().slice(0, max ?? ids.length);
  const query = useQuery({
    queryKey: ['saved-vehicles', wanted],
    queryFn: () => loadSaved(client, wanted),
    enabled: wanted.length > 0,
  });

  const goneKey = query.data ? wanted.filter((id) => !query.data.some((v) => v.id === id)).join(',') : '';
  useEffect(() => {
    if (goneKey) for (const id of goneKey.split(',')) forgetSavedVehicle(Number(id));
  }, [goneKey]);

  return {
    ids,
    vehicles: wanted.length === 0 ? [] : (query.data ?? []),
    isLoading: wanted.length > 0 && query.isPending,
    isError: query.isError,
  };
}
