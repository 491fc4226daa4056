import { SAVED_VEHICLE_NOTICES, toast, toggleSavedVehicle, useIsVehicleSaved } from '@rl/web-kit';
import { useCallback } from 'react';

/** Saved state of one vehicle and a toggle that shows the notices of spec §8. */
export function useSavedToggle(id: number): { saved: boolean; toggle: () => void } {
  const saved = useIsVehicleSaved(id);
  const toggle = useCallback(() => {
    const nowSaved = toggleSavedVehicle(id);
    toast(nowSaved ? SAVED_VEHICLE_NOTICES.saved : SAVED_VEHICLE_NOTICES.removed);
  }, [id]);
  return { saved, toggle };
}
