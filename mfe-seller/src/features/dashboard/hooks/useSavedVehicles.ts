import type { VehicleDetail } from '@rl/contracts';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchSavedVehicle } from '../api/dashboard-api';
import { readSavedVehicleIds, SAVED_VEHICLES_KEY } from '../model/saved-vehicle-ids';

/** Ids saved in this browser, kept current when another tab (or the buyer screens) changes them. */
function useSavedIds(): number[] {
  const [ids, setIds] = useState(readSavedVehicleIds);
  useEffect(() => {
    const reread = () => setIds((prev) => {
      const next = readSavedVehicleIds();
      return next.join() === prev.join() ? prev : next;
    });
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === SAVED_VEHICLES_KEY) reread();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('focus', reread);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('focus', reread);
    };
  }, []);
  return ids;
}

/** The visitor's saved vehicles, each fetched from GET /api/vehicles/{id}; vanished ones (404) are dropped. */
export function useSavedVehicles(): { vehicles: VehicleDetail[]; isLoading: boolean; count: number } {
  const ids = useSavedIds();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['seller:saved-vehicle', id],
      queryFn: () => fetchSavedVehicle(id),
    })),
    combine: (results) => ({
      vehicles: results.flatMap((r) => (r.data ? [r.data] : [])),
      isLoading: results.some((r) => r.isPending),
      count: ids.length,
    }),
  });
}
