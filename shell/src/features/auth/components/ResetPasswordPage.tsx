import { ACCOUNT_COPY, ResetPasswordBodySchema } from '@rl/contracts';
import { Button, ButtonLink } from '@rl/web-kit';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Form } from '../../../shared/forms/form-layout';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { ConfirmPasswordField, NewPasswordField, PASSWORDS_DIFFER } from '../../../shared/forms/password-fields';
import { useForm } from '../../../shared/forms/useForm';
import { validateForm } from '../../../shared/forms/validation';
import { isWellFormedToken, TOKEN_PROBLEM_COPY, tokenProblem } from '../../../shared/mailed-links';
import { NarrowPage } from '../../../shared/ui/NarrowPage';
import { useResetPassword } from '../hooks/usePasswordRecovery';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PAGES } from '@rl/contracts/pages';

type ResetField = 'password' | 'confirm';

/**
 * /reset-password?token=...: a new password from a mailed link. A link that cannot be used (absent
 * or mangled token: the server is not asked; expired, used or unknown: the server says so) offers
 * the form that mails a new one.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().search).get('token');
  const form = useForm<ResetField>({ password: '', confirm: '' });
  const reset = useResetPassword();
  const problem = isWellFormedToken(token) ? tokenProblem(reset.error) : 'invalid';

  if (problem) {
    return (
      <NarrowPage title="Reset your password">
        <FormMessage tone="danger">{TOKEN_PROBLEM_COPY[problem]}</FormMessage>
        <SubHeading>Ask for a new link</SubHeading>
        <ForgotPasswordForm submitLabel="Send a new link" />
      </NarrowPage>
    );
  }
  if (reset.isSuccess) {
    return (
      <NarrowPage title="Password changed">
        <FormMessage tone="success">{ACCOUNT_COPY.resetDone}</FormMessage>
        <ButtonLink to={PAGES.signIn} state={{ tab: 'signIn' }} $variant="primary" $size="lg" $block>
          Sign in
        </ButtonLink>
      </NarrowPage>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(ResetPasswordBodySchema, { token: token ?? '', password: form.values.password });
    if (!result.ok) return form.setErrors({ password: result.errors.password });
    if (form.values.confirm !== form.values.password) return form.setErrors({ confirm: PASSWORDS_DIFFER });
    reset.mutate(result.data, {
      onError: (error) => {
        // a refused token replaces the form (see `problem`); anything else is shown here
        if (!tokenProblem(error)) form.fail(error);
      },
    });
  };

  return (
    <NarrowPage title="Choose a new password" lead="Pick a password you do not use on other sites.">
      <Form onSubmit={submit} noValidate aria-label="Reset password">
        <NewPasswordField name="password" value={form.values.password} onChange={form.change('password')} error={form.errors.password} />
        <ConfirmPasswordField value={form.values.confirm} onChange={form.change('confirm')} error={form.errors.confirm} />
        {form.formError && <FormMessage tone="danger">{form.formError}</FormMessage>}
        <Button type="submit" $variant="primary" $size="lg" $block disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </Form>
    </NarrowPage>
  );
}

const SubHeading = styled.h2`
  font-size: 1.1rem;
`;
