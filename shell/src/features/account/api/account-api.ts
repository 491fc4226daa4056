import {
  type AccountMessage, type ChangeEmailBody, type ChangePasswordBody, type DeleteAccountBody, type EndedSessions, type SessionList, type UpdateProfileBody, type User, type VerifyEmailBody, API,
} from '@rl/contracts';
import { apiJson, apiRequest, apiSend } from '@rl/web-kit';

/** PATCH /api/account -> the user with the new name. */
export function updateProfile(body: UpdateProfileBody): Promise<User> {
  return apiJson<User>('PATCH', API.account, body);
}

/** POST /api/account/email -> a link goes to the new address; the change happens when it is opened. */
export function changeEmail(body: ChangeEmailBody): Promise<AccountMessage> {
  return apiJson<AccountMessage>('POST', API.changeEmail, body);
}

/** POST /api/account/password -> the user's other sessions are signed out. */
export function changePassword(body: ChangePasswordBody): Promise<AccountMessage> {
  return apiJson<AccountMessage>('POST', API.changePassword, body);
}

/** POST /api/account/verification: a new confirmation link for the current address. */
export function resendVerification(): Promise<AccountMessage> {
  return apiJson<AccountMessage>('POST', API.resendVerification);
}

/** POST /api/account/verify-email -> the user, address confirmed (or changed). */
export function verifyEmail(body: VerifyEmailBody): Promise<User> {
  return apiJson<User>('POST', API.verifyEmail, body);
}

/** GET /api/account/export: the JSON text of everything held about the user. */
export async function fetchDataExport(): Promise<string> {
  const res = await apiRequest('GET', API.exportData);
  return res.text();
}

/** POST /api/account/delete -> 204. */
export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiSend('POST', API.deleteAccount, body);
}

/** GET /api/account/sessions: where the user is signed in, this session first. */
export function fetchSessions(): Promise<SessionList> {
  return apiJson<SessionList>('GET', API.accountSessions);
}

/** DELETE /api/account/sessions/{id}: signs that other session out. */
export function endSession(id: string): Promise<EndedSessions> {
  return apiJson<EndedSessions>('DELETE', API.accountSession(id));
}

/** DELETE /api/account/sessions: signs out every session but this one. */
export function endOtherSessions(): Promise<EndedSessions> {
  return apiJson<EndedSessions>('DELETE', API.accountSessions);
}
