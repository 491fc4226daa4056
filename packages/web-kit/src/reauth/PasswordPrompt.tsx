import { REAUTHENTICATION, API } from '@rl/contracts';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeError, serverFieldErrors } from '../api/describe-error';
import { HttpError } from '../api/http-error';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** The dialog itself, fetched the first time a password is asked again (ReauthDialog). */
export default function PasswordPrompt({ settle }: { settle: (confirmed: boolean) => void }) {
  const [password, setPassword] = useState('');
  // asked for once the server says the account signs in with two factors
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const fieldId = useId();
  const codeId = useId();
  const codeErrorId = useId();
  const errorId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError('Password is required');
    if (code !== null && !/^\d{6}$/.test(code.trim())) return setCodeError('Enter the 6 digits your authenticator app shows');
    setBusy(true);
    setError(null);
    setCodeError(null);
    try {
      const res = await fetch(API.reauthenticate, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(code === null ? { password } : { password, code: code.trim() }),
      });
      if (res.ok) return settle(true);
      const problem = new HttpError(res.status, await res.text().catch(() => ''), res.statusText);
      const fields = serverFieldErrors(problem);
      if (fields.code && !fields.password) {
        if (code === null) setCode('');
        else setCodeError(fields.code);
      } else if (fields.code && code !== null) setCodeError(fields.code);
      else setError(fields.password ?? describeError(problem));
    } catch (err) {
      setError(describeError(err));
    } finally {
      setBusy(false);
    }
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
            {busy ? 'Checking...' : 'Continue'}
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
            {codeError && (
              <p id={codeErrorId} role="alert">
                {codeError}
              </p>
            )}
          </>
        )}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
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
