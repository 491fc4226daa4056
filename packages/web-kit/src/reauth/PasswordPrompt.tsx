import { API, REAUTHENTICATION, type PasskeyAssertion } from '@rl/contracts';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeError, serverFieldErrors } from '../api/describe-error';
import { HttpError } from '../api/http-error';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { gridGap } from '../ui/layout-styles';

/** What the host gives the dialog to confirm with a passkey: a fresh reauthentication challenge signed by the browser. */
export type PasskeyConfirm = () => Promise<PasskeyAssertion>;

/**
 * The dialog itself, fetched the first time a password is asked again (ReauthDialog). With two-factor sign-in
 * on, the server names the factors the account has (`code`, `passkey`): the code field, a passkey button, or both.
 */
export default function PasswordPrompt({ settle, passkey }: { settle: (confirmed: boolean) => void; passkey?: PasskeyConfirm }) {
  const [password, setPassword] = useState('');
  // asked for once the server says the account signs in with two factors
  const [code, setCode] = useState<string | null>(null);
  const [passkeyOffered, setPasskeyOffered] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const fieldId = useId();
  const codeId = useId();
  const codeErrorId = useId();
  const errorId = useId();

  // only a passkey to offer: the main button uses it
  const passkeyFirst = passkeyOffered && code === null && passkey !== undefined;

  async function confirm(withPasskey: boolean) {
    if (!password) return setError('Password is required');
    if (!withPasskey && code !== null && !/^\d{6}$/.test(code.trim())) return setCodeError('Enter the 6 digits your authenticator app shows');
    setBusy(true);
    setError(null);
    setCodeError(null);
    try {
      const factor = withPasskey && passkey ? { passkey: await passkey() } : code === null ? {} : { code: code.trim() };
      const res = await fetch(API.reauthenticate, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password, ...factor }),
      });
      if (res.ok) return settle(true);
      const problem = new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
      const fields = serverFieldErrors(problem);
      if (fields.password) return setError(fields.password);
      if (fields.passkey && !fields.code && withPasskey) return setCodeError(fields.passkey);
      if (fields.passkey && res.status === 400) setPasskeyOffered(true);
      if (fields.code) {
        if (code === null) setCode('');
        else setCodeError(fields.code);
      } else if (!fields.passkey || res.status !== 400) setError(fields.passkey ?? describeError(problem));
    } catch (err) {
      // the browser's own refusal (cancelled, timed out): say so, nothing was sent
      setCodeError(err instanceof Error && err.name === 'NotAllowedError' ? 'The passkey was not used. Try again.' : describeError(err));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    void confirm(passkeyFirst);
  }

  return (
    <Dialog
      title="Confirm it's you"
      description={`${REAUTHENTICATION.message} This keeps your account safe if someone else is at your device.`}
      size="sm"
      onClose={() => !busy && settle(false)}
      footer={
        <>
          <Button type="button" $variant="outline" disabled={busy} onClick={() => settle(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? 'Checking...' : passkeyFirst ? 'Use passkey' : 'Continue'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={submit} noValidate aria-label="Confirm your password">
        <label htmlFor={fieldId}>Password</label>
        <input
          id={fieldId}
          type="password"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} role="alert">
            {error}
          </p>
        )}
        {code !== null && (
          <>
            <label htmlFor={codeId}>Code from your authenticator app</label>
            <input
              id={codeId}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? codeErrorId : undefined}
            />
          </>
        )}
        {passkeyFirst && <Hint>Your account signs in with a passkey: your browser will ask for it.</Hint>}
        {passkeyOffered && code !== null && passkey && (
          <Button type="button" $variant="outline" disabled={busy} onClick={() => void confirm(true)}>
            Use my passkey instead
          </Button>
        )}
        {passkeyOffered && !passkey && code === null && <p role="alert">This browser cannot use your passkey: confirm on a device that can.</p>}
        {codeError && (
          <p id={codeErrorId} role="alert">
            {codeError}
          </p>
        )}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  ${gridGap(8)}
  margin-top: 18px;
  label { font-weight: 600; }
  input {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  p { color: ${({ theme }) => theme.colors.danger}; font-size: 0.9rem; }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;
