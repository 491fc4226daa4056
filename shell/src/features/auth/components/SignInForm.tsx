import { ACCOUNT_PAGES, LoginBodySchema } from '@rl/contracts';
import { Button, serverFieldErrors } from '@rl/web-kit';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSignIn } from '../hooks/useSignIn';
import { validateForm, type FieldErrors } from '../../../shared/forms/validation';
import { Form } from '../../../shared/forms/form-layout';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { TextField } from '../../../shared/forms/TextField';

type SignInField = 'email' | 'password';

export function SignInForm() {
  const [values, setValues] = useState<Record<SignInField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const signIn = useSignIn();

  const change = (field: SignInField) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(LoginBodySchema, values);
    if (!result.ok) return setErrors(result.errors);
    signIn.mutate(result.data, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Sign In">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
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
