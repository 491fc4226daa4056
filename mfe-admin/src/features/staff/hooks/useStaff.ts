import type { StaffInviteBody, StaffRole } from '@rl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changeStaffRole, deactivateStaff, fetchStaff, inviteStaff, staffKeys } from '../api/staff-api';

export const useStaff = () => useQuery({ queryKey: staffKeys.list, queryFn: fetchStaff });

/** A change to the staff, then the list read again. */
function useStaffChange<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.list }) });
}

export const useInviteStaff = () => useStaffChange((body: StaffInviteBody) => inviteStaff(body));
export const useChangeStaffRole = () => useStaffChange(({ id, role }: { id: string; role: StaffRole }) => changeStaffRole(id, role));
export const useDeactivateStaff = () => useStaffChange((id: string) => deactivateStaff(id));
