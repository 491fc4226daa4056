import { useQuery } from '@tanstack/react-query';
import { adminKeys, fetchHistory } from '../../../api/admin-api';

/** The audit log of one listing, loaded when it is first opened. */
export const useHistory = (vehicleId: number, enabled: boolean) =>
  useQuery({ queryKey: adminKeys.history(vehicleId), queryFn: () => fetchHistory(vehicleId), enabled });
