import type { VehicleDetail } from '@rl/contracts';
import { useSavedVehicles as useSavedList } from '@rl/web-kit';

/** The visitor's saved vehicles for the dashboard (web-kit loads them in one request, no views counted). */
export function useSavedVehicles(): { vehicles: VehicleDetail[]; isLoading: boolean; count: number } {
  const { ids, vehicles, isLoading } = useSavedList();
  return { vehicles, isLoading, count: ids.length };
}
