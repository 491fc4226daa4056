import { ACCOUNT_PAGES, LoginBodySchema } from '@rl/contracts';
import { Button, serverFieldErrors } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSignIn } from '../hooks/useSignIn';
import { EmailField } from '../../../shared/forms/EmailField';
import { Form } from '../../../shared/forms/form-layout';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { useForm } from '../../../shared/forms/useForm';

type SignInField = 'email' | 'password';

export function SignInForm() {
  const { values, errors, setErrors, change, submitWith } = useForm<SignInField>({ email: '', password: '' });
  const signIn = useSignIn();

  const submit = submitWith(LoginBodySchema, (body) => signIn.mutate(body, { onError: (error) => setErrors(serverFieldErrors(error)) }));

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

const ForgotLink = styled(Link)`
  justify-self: center;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
  font-weight: 600;
`;
