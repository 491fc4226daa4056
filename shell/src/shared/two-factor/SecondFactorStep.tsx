import { SecondFactorBodySchema, type SecondFactorMethod, type User } from '@rl/contracts';
import { Button } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Form } from '../forms/form-layout';
import { TextField } from '../forms/TextField';
import { useForm } from '../forms/useForm';
import { validateForm } from '../forms/validation';
import { sendSecondFactor } from './api';
import { passkeysSupported, signInWithPasskey } from './passkeys';

/** The second step of signing in: a passkey, the code from the authenticator app, or one of the recovery codes. */
export function SecondFactorStep({ onSignedIn, methods = ['totp', 'recovery-code'] }: { onSignedIn: (user: User) => void; methods?: SecondFactorMethod[] }) {
  const hasTotp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasTotp);
  const { values, errors, formError, setErrors, change, fail, reset } = useForm<'code' | 'recoveryCode'>({ code: '', recoveryCode: '' });
  const send = useMutation({ mutationFn: sendSecondFactor, onSuccess: onSignedIn, onError: (error) => fail(error) });
  const passkey = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: onSignedIn,
    onError: (error) => fail(error instanceof Error && error.name === 'NotAllowedError' ? new Error('The passkey was not used. Try again.') : error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = recovery
      ? validateForm(SecondFactorBodySchema, { recoveryCode: values.recoveryCode })
      : validateForm(SecondFactorBodySchema, { code: values.code });
    if (!result.ok) return setErrors(result.errors);
    send.mutate(result.data);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Two-factor sign-in">
      {methods.includes('passkey') && passkeysSupported() && (
        <Button type="button" $variant="primary" $size="lg" $block disabled={passkey.isPending} onClick={() => passkey.mutate()}>
          {passkey.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
        </Button>
      )}
      {recovery ? (
        <TextField
          label="Recovery code"
          name="recoveryCode"
          autoComplete="off"
          placeholder="abcd-efgh-ijkl-mnop"
          value={values.recoveryCode}
          onChange={change('recoveryCode')}
          error={errors.recoveryCode ?? formError ?? undefined}
        />
      ) : (
        <TextField
          label="Code from your authenticator app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.code}
          onChange={change('code')}
          error={errors.code ?? formError ?? undefined}
        />
      )}
      <Button type="submit" $variant={methods.includes('passkey') ? 'outline' : 'primary'} $size="lg" $block disabled={send.isPending}>
        {send.isPending ? 'Checking...' : 'Verify and sign in'}
      </Button>
      {hasTotp && (
        <Switch type="button" onClick={() => { reset(); setRecovery(!recovery); }}>
          {recovery ? 'Use the code from my app instead' : 'Lost your phone? Use a recovery code'}
        </Switch>
      )}
    </Form>
  );
}

const Switch = styled.button`
  justify-self: center;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
