import type { APIRequestContext, APIResponse } from 'playwright-core';
import { DEMO_TOTP_SECRET, freshTotpCode } from '../../scripts/seed/demo-totp.mjs';

export { DEMO_TOTP_SECRET };

/** A fresh TOTP code of the demo secret for `email` (never one this process sent before). */
export const demoTotpCode = (email: string, opts?: { skip?: boolean }) => freshTotpCode(email, DEMO_TOTP_SECRET, opts);

/**
 * Signs a browser context (its request context shares the cookies) in as a person does: the password, then,
 * when the answer is 202, a TOTP code of the demo secret. A code refused as used (its step was taken by the seed
 * or another sign-in) is followed by the next step's. Answers the last response: 200 with the user once signed in.
 */
export async function signInWithSecondFactor(request: APIRequestContext, base: string, account: { email: string; password: string }): Promise<APIResponse> {
  const first = await request.post(`${base}/api/login`, { data: account });
  if (first.status() !== 202) return first;
  let res = await request.post(`${base}/api/login/second-factor`, { data: { code: await demoTotpCode(account.email) } });
  if (res.status() === 401) res = await request.post(`${base}/api/login/second-factor`, { data: { code: await demoTotpCode(account.email, { skip: true }) } });
  return res;
}
