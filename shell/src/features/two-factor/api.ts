import {
  TWO_FACTOR_API, type RecoveryCodes, type SecondFactorBody, type TotpEnabled, type TotpSetup, type TwoFactorStatus, type User,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';

/** POST /api/login/second-factor: the second step of signing in (a TOTP code or a recovery code). */
export const sendSecondFactor = (body: SecondFactorBody) => apiJson<User>('POST', TWO_FACTOR_API.signInSecondFactor, body);
/** A new secret to scan (while signing in as staff without one, or signed in on /account). */
export const setUpTotp = () => apiJson<TotpSetup>('POST', TWO_FACTOR_API.totpSetup);
/** Turns the secret just set up on with a code from the app: the recovery codes, shown once. */
export const turnOnTotp = (code: string) => apiJson<TotpEnabled>('POST', TWO_FACTOR_API.totp, { code });
export const turnOffTotp = () => apiJson<TwoFactorStatus>('DELETE', TWO_FACTOR_API.totp);
export const newRecoveryCodes = () => apiJson<RecoveryCodes>('POST', TWO_FACTOR_API.recoveryCodes);
export const twoFactorStatus = () => getJson<TwoFactorStatus>(TWO_FACTOR_API.status);
