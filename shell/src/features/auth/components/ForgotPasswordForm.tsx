import { ACCOUNT_COPY, ForgotPasswordBodySchema } from '@rl/contracts';
import { Button } from '@rl/web-kit';
import { EmailField } from '../../../shared/forms/EmailField';
import { Form } from '../../../shared/forms/form-layout';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { useForm } from '../../../shared/forms/useForm';
import { useForgotPassword } from '../hooks/usePasswordRecovery';

/**
 * The email to send a reset link to. Once sent it always says the same thing (the server does not
 * tell whether the address has an account); a refusal (too many requests) shows the server's words.
 */
export function ForgotPasswordForm({ submitLabel = 'Send reset link' }: { submitLabel?: string }) {
  const form = useForm<'email'>({ email: '' });
  const forgot = useForgotPassword();

  const submit = form.submitWith(ForgotPasswordBodySchema, (body) => forgot.mutate(body, { onError: (error) => form.fail(error) }));

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
