import { ACCOUNT_COPY, ForgotPasswordBodySchema } from '@rl/contracts';
import { Button } from '@rl/web-kit';
import type { FormEvent } from 'react';
import { EmailField } from '../../../shared/forms/EmailField';
import { Form } from '../../../shared/forms/form-layout';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { useForm } from '../../../shared/forms/useForm';
import { validateForm } from '../../../shared/forms/validation';
import { useForgotPassword } from '../hooks/usePasswordRecovery';

/**
 * The email to send a reset link to. Once sent it always says the same thing (the server does not
 * tell whether the address has an account); a refusal (too many requests) shows the server's words.
 */
export function ForgotPasswordForm({ submitLabel = 'Send reset link' }: { submitLabel?: string }) {
  const form = useForm<'email'>({ email: '' });
  const forgot = useForgotPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(ForgotPasswordBodySchema, form.values);
    if (!result.ok) return form.setErrors(result.errors);
    forgot.mutate(result.data, { onError: (error) => form.fail(error) });
  };

  if (forgot.isSuccess) return <FormMessage tone="success">{ACCOUNT_COPY.forgotSent}</FormMessage>;
  return (
    <Form onSubmit={submit} noValidate aria-label="Forgot password">
      <EmailField value={form.values.email} onChange={form.change('email')} error={form.errors.email} />
      {form.formError && <FormMessage tone="danger">{form.formError}</FormMessage>}
      <Button type="submit" $variant="primary" $size="lg" $block disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : submitLabel}
      </Button>
    </Form>
  );
}
