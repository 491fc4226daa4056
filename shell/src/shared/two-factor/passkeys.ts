import {
  type PasskeyAdded, type PasskeyAssertion, type PasskeyAttestation, type PasskeyOptions, type TwoFactorStatus, type User, API,
} from '@rl/contracts';
import { apiJson } from '@rl/web-kit';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

export const passkeysSupported = () => browserSupportsWebAuthn();

/** Creates a passkey with this device (the browser asks the person) and keeps it on the account. */
export async function addPasskey(name: string): Promise<PasskeyAdded> {
  const optionsJSON = await apiJson<PasskeyOptions>('POST', API.passkeyOptions);
  const response = await startRegistration({ optionsJSON: optionsJSON as never });
  return apiJson<PasskeyAdded>('POST', API.passkeys, { ...(name.trim() ? { name: name.trim() } : {}), response: response as PasskeyAttestation });
}

export const removePasskey = (id: string) => apiJson<TwoFactorStatus>('DELETE', API.passkey(id));

/** The second step of signing in with a passkey (after the password's 202): answers the signed-in user. */
export async function signInWithPasskey(): Promise<User> {
  const optionsJSON = await apiJson<PasskeyOptions>('POST', API.signInPasskeyOptions);
  const passkey = await startAuthentication({ optionsJSON: optionsJSON as never });
  return apiJson<User>('POST', API.signInSecondFactor, { passkey: passkey as PasskeyAssertion });
}

/**
 * A signed-in user confirming it is them (the password dialog): a fresh reauthentication challenge, signed by
 * one of their passkeys; the dialog sends it with the password.
 */
export async function confirmWithPasskey(): Promise<PasskeyAssertion> {
  if (!passkeysSupported()) throw new Error('This browser cannot use passkeys.');
  const optionsJSON = await apiJson<PasskeyOptions>('POST', API.reauthenticatePasskeyOptions);
  return (await startAuthentication({ optionsJSON: optionsJSON as never })) as PasskeyAssertion;
}
