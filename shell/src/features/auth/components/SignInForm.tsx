import { ACCOUNT_PAGES, LoginBodySchema, type SignInChallenge, type User } from '@rl/contracts';
import { useState } from 'react';
import { Button, gridGap, serverFieldErrors } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSignIn } from '../hooks/useSignIn';
import { EmailField } from '../../../shared/forms/EmailField';
import { Form } from '../../../shared/forms/form-layout';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { useForm } from '../../../shared/forms/useForm';
import { SecondFactorStep } from '../../../shared/two-factor/SecondFactorStep';
import { PasskeyEnrolment } from '../../../shared/two-factor/PasskeyEnrolment';
import { RecoveryCodesShown, TotpEnrolment } from '../../../shared/two-factor/TotpEnrolment';

type SignInField = 'email' | 'password';

export function SignInForm() {
  const { values, errors, setErrors, change, submitWith } = useForm<SignInField>({ email: '', password: '' });
  const signIn = useSignIn();

  const submit = submitWith(LoginBodySchema, (body) => signIn.mutate(body, { onError: (error) => setErrors(serverFieldErrors(error)) }));

  if (signIn.challenge) return <SecondStep challenge={signIn.challenge} finish={signIn.finish} />;
  return (
    <Form onSubmit={submit} noValidate aria-label="Sign In">
      <EmailField value={values.email} onChange={change('email')} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        placeholder="Your password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <Button type="submit" $variant="primary" $size="lg" $block disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <ForgotLink to={ACCOUNT_PAGES.forgotPassword}>Forgot password?</ForgotLink>
    </Form>
  );
}

/**
 * After the password: the code (or a recovery code), or for staff without a second factor, setting one up
 * first: an authenticator app or a passkey, their choice.
 */
function SecondStep({ challenge, finish }: { challenge: SignInChallenge; finish: (user: User) => void }) {
  const [enrolled, setEnrolled] = useState<{ recoveryCodes: string[]; user: User } | null>(null);
  const [method, setMethod] = useState<'totp' | 'passkey'>('totp');
  if (challenge.next === 'second-factor') {
    return (
      <StepBox>
        <StepTitle>Two-factor sign-in</StepTitle>
        <StepText>
          {challenge.methods.includes('totp')
            ? `Open your authenticator app and enter the code it shows for Remote Listings${challenge.methods.includes('passkey') ? ', or use your passkey' : ''}.`
            : 'Use your passkey, or one of your recovery codes.'}
        </StepText>
        <SecondFactorStep onSignedIn={finish} methods={challenge.methods} />
      </StepBox>
    );
  }
  if (enrolled) {
    return (
      <StepBox>
        <StepTitle>Two-factor sign-in is on</StepTitle>
        <RecoveryCodesShown codes={enrolled.recoveryCodes} onContinue={() => finish(enrolled.user)} continueLabel="I have saved them: continue" />
      </StepBox>
    );
  }
  return (
    <StepBox>
      <StepTitle>Set up two-factor sign-in</StepTitle>
      <StepText>
        Staff accounts sign in with a second factor as well as the password: a code from an authenticator app, or a passkey. Set one up once to
        continue.
      </StepText>
      <Choice role="group" aria-label="Second factor">
        <ChoiceButton type="button" aria-pressed={method === 'totp'} onClick={() => setMethod('totp')}>Authenticator app</ChoiceButton>
        <ChoiceButton type="button" aria-pressed={method === 'passkey'} onClick={() => setMethod('passkey')}>Passkey</ChoiceButton>
      </Choice>
      {method === 'totp' ? <TotpEnrolment onDone={setEnrolled} submitLabel="Turn on and continue" /> : <PasskeyEnrolment onDone={setEnrolled} />}
    </StepBox>
  );
}

const StepBox = styled.section`${gridGap(12)}`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const StepText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const Choice = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const ChoiceButton = styled.button`
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
  }
`;

const ForgotLink = styled(Link)`
  justify-self: center;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  font-weight: 600;
`;
