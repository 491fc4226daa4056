import {
  StaffAccountSchema, StaffAccountsResponseSchema, type StaffAccount, type StaffAccountsResponse, type StaffInviteBody, type StaffRole, API,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../shared/api/checked-answer';

export const staffKeys = { list: [API.staffAccounts] as const };

/** GET /api/staff: every member of staff, oldest account first. */
export const fetchStaff = async (): Promise<StaffAccountsResponse> =>
  checkedAnswer(StaffAccountsResponseSchema, API.staffAccounts, await getJson<unknown>(API.staffAccounts));

/** POST /api/staff/invitations: the account and the mail with its one-time link. */
export const inviteStaff = async (body: StaffInviteBody): Promise<StaffAccount> =>
  checkedAnswer(StaffAccountSchema, API.staffInvitations, await apiJson<unknown>('POST', API.staffInvitations, body));

/** PATCH /api/staff/{id} */
export const changeStaffRole = async (id: string, role: StaffRole): Promise<StaffAccount> =>
  checkedAnswer(StaffAccountSchema, API.staffMember(id), await apiJson<unknown>('PATCH', API.staffMember(id), { role }));

/** POST /api/staff/{id}/deactivate */
export const deactivateStaff = async (id: string): Promise<StaffAccount> =>
  checkedAnswer(StaffAccountSchema, API.staffDeactivate(id), await apiJson<unknown>('POST', API.staffDeactivate(id)));
