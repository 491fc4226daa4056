import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';
import request from 'supertest';

/** A TOTP secret tests enrol staff with (`createStaff({ ..., totpSecret })`, `upsertStaff(..., STAFF_TOTP_SECRET)`). */
export const STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The TOTP_ENCRYPTION_KEY of the test apps (32 bytes, base64url), which `createStaff` needs too. */
export const TEST_TOTP_KEY = 'dGVzdC10b3RwLWVuY3J5cHRpb24ta2V5LTAxMjM0NTY';
const PERIOD = 30;

/** Secrets of the accounts this test file enrolled or created, by email. */
const secrets = new Map<string, string>();
/**
 * The last time step a code was sent for, by account (the server keeps the last step it accepted per account):
 * each code works once per account, so never send one twice. Accounts sharing a secret do not wait for each other.
 */
const lastStep = new Map<string, number>();
const keyOf = (secret: string, account?: string) => `${account?.toLowerCase() ?? ''}|${secret}`;

export const rememberSecret = (email: string, secret: string) => secrets.set(email.toLowerCase(), secret);
export const secretOf = (email: string) => secrets.get(email.toLowerCase());

/**
 * A code of `secret` that `account` has not used yet: the current step's, or the next step's when the current
 * one was used (the server takes one step of drift); past that, waits for the next period.
 */
export async function freshCode(secret: string, account?: string): Promise<string> {
  const key = keyOf(secret, account);
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const step = Math.max(now, (lastStep.get(key) ?? -1) + 1);
    if (step <= now + 1) {
      lastStep.set(key, step);
      return generate({ secret, epoch: step * PERIOD });
    }
    await sleep((now + 1) * PERIOD * 1000 - Date.now() + 50);
  }
}

/** Marks the code of `secret` at `step` as used by `account` (a test sent it by hand). */
export const usedStep = (secret: string, step: number, account?: string) =>
  lastStep.set(keyOf(secret, account), Math.max(step, lastStep.get(keyOf(secret, account)) ?? -1));

export const cookieOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('rl.sid='))?.split(';')[0];

type App = Parameters<typeof request>[0];
type Decorate = (r: request.Test) => request.Test;

/**
 * Signs in as a person would: the password, then, when the answer is 202, a fresh TOTP code of the account's
 * secret (remembered, or `STAFF_TOTP_SECRET`), or for staff not enrolled yet, enrolment with a new secret
 * (remembered). Answers the last response (200 with the user when signed in) and the session cookie.
 */
export async function signInFully(http: App, email: string, password: string, decorate: Decorate = (r) => r): Promise<{ res: request.Response; cookie: string | undefined }> {
  const first = await decorate(request(http).post('/api/login')).send({ email, password });
  if (first.status !== 202) return { res: first, cookie: cookieOf(first) };
  const pending = cookieOf(first)!;
  if (first.body.next === 'second-factor') {
    const secret = secretOf(email) ?? STAFF_TOTP_SECRET;
    const res = await decorate(request(http).post('/api/login/second-factor')).set('Cookie', pending).send({ code: await freshCode(secret, email) });
    return { res, cookie: cookieOf(res) ?? pending };
  }
  const setup = await decorate(request(http).post('/api/account/two-factor/totp/setup')).set('Cookie', pending).send();
  if (setup.status !== 200) return { res: setup, cookie: pending };
  rememberSecret(email, setup.body.secret);
  const res = await decorate(request(http).post('/api/account/two-factor/totp')).set('Cookie', pending).send({ code: await freshCode(setup.body.secret, email) });
  return { res, cookie: cookieOf(res) ?? pending };
}
