import { type AccountMessage, type ForgotPasswordBody, type ResetPasswordBody, API } from '@rl/contracts';
import { apiJson, apiSend } from '@rl/web-kit';

/** POST /api/password/forgot: the same answer whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordBody): Promise<AccountMessage> {
  return apiJson<AccountMessage>('POST', API.forgotPassword, body);
}

/** POST /api/password/reset: every session of the user is signed out. */
export async function resetPassword(body: ResetPasswordBody): Promise<void> {
  await apiSend('POST', API.resetPassword, body);
}
