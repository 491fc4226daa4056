import { useQuery } from '@tanstack/react-query';
import { adminKeys, fetchTimeline } from '../../../shared/api/admin-api';

/** Every step of one listing (the decision log), loaded when it is first opened. */
export const useHistory = (vehicleId: number, enabled: boolean) =>
  useQuery({ queryKey: adminKeys.timeline(vehicleId), queryFn: () => fetchTimeline(vehicleId), enabled });
