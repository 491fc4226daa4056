import { LIMITS, RegisterBodySchema } from '@rl/contracts';
import { Button, serverFieldErrors } from '@rl/web-kit';
import { useCreateAccount } from '../hooks/useCreateAccount';
import { EmailField } from '../../../shared/forms/EmailField';
import { Form, NameRow } from '../../../shared/forms/form-layout';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/useForm';

type RegisterField = 'firstName' | 'lastName' | 'email' | 'password';

export function CreateAccountForm() {
  const { values, errors, setErrors, change, submitWith } = useForm<RegisterField>({ firstName: '', lastName: '', email: '', password: '' });
  const createAccount = useCreateAccount();

  const submit = submitWith(RegisterBodySchema, (body) =>
    createAccount.mutate(body, { onError: (error) => setErrors(serverFieldErrors(error)) }),
  );

  return (
    <Form onSubmit={submit} noValidate aria-label="Create Account">
      <NameRow>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          placeholder="John"
          value={values.firstName}
          onChange={change('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          placeholder="Smith"
          value={values.lastName}
          onChange={change('lastName')}
          error={errors.lastName}
        />
      </NameRow>
      <EmailField value={values.email} onChange={change('email')} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        placeholder="Create a password"
        minLength={LIMITS.passwordMin}
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        hint="Must be at least 6 characters"
      />
      <Button type="submit" $variant="accent" $size="lg" $block disabled={createAccount.isPending}>
        {createAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </Form>
  );
}
