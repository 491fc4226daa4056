import {
  STAFF_API, StaffAccountSchema, StaffAccountsResponseSchema,
  type StaffAccount, type StaffAccountsResponse, type StaffInviteBody, type StaffRole,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../api/checked-answer';

export const staffKeys = { list: [STAFF_API.staff] as const };

/** GET /api/staff: every member of staff, oldest account first. */
export const fetchStaff = async (): Promise<StaffAccountsResponse> =>
  checkedAnswer(StaffAccountsResponseSchema, STAFF_API.staff, await getJson<unknown>(STAFF_API.staff));

/** POST /api/staff/invitations: the account and the mail with its one-time link. */
export const inviteStaff = async (body: StaffInviteBody): Promise<StaffAccount> =>
  checkedAnswer(StaffAccountSchema, STAFF_API.invitations, await apiJson<unknown>('POST', STAFF_API.invitations, body));

/** PATCH /api/staff/{id} */
export const changeStaffRole = async (id: string, role: StaffRole): Promise<StaffAccount> =>
  checkedAnswer(StaffAccountSchema, STAFF_API.member(id), await apiJson<unknown>('PATCH', STAFF_API.member(id), { role }));

/** POST /api/staff/{id}/deactivate */
export const deactivateStaff = async (id: string): Promise<StaffAccount> =>
  checkedAnswer(StaffAccountSchema, STAFF_API.deactivate(id), await apiJson<unknown>('POST', STAFF_API.deactivate(id)));
