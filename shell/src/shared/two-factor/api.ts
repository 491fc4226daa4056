import {
  type RecoveryCodes, type SecondFactorBody, type TotpEnabled, type TotpSetup, type TwoFactorStatus, type User, API,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';

/** POST /api/login/second-factor: the second step of signing in (a TOTP code or a recovery code). */
export const sendSecondFactor = (body: SecondFactorBody) => apiJson<User>('POST', API.signInSecondFactor, body);
/** A new secret to scan (while signing in as staff without one, or signed in on /account). */
export const setUpTotp = () => apiJson<TotpSetup>('POST', API.totpSetup);
/** Turns the secret just set up on with a code from the app: the recovery codes, shown once. */
export const turnOnTotp = (code: string) => apiJson<TotpEnabled>('POST', API.totp, { code });
export const turnOffTotp = () => apiJson<TwoFactorStatus>('DELETE', API.totp);
export const newRecoveryCodes = () => apiJson<RecoveryCodes>('POST', API.recoveryCodes);
export const twoFactorStatus = () => getJson<TwoFactorStatus>(API.twoFactor);
