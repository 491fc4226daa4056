import { ChangePasswordBodySchema } from '@rl/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Form } from '../../../shared/forms/form-layout';
import { ConfirmPasswordField, CurrentPasswordField, NewPasswordField, PASSWORDS_DIFFER } from '../../../shared/forms/password-fields';
import { useForm } from '../../../shared/forms/useForm';
import { validateForm } from '../../../shared/forms/validation';
import { changePassword } from '../api/account-api';
import { FormWidth, Section, SectionHead } from './account-layout';
import { SectionFormEnd } from './SectionFormEnd';

type PasswordFieldName = 'currentPassword' | 'newPassword' | 'confirm';

/** A new password (the current one first); the user's other sessions end. */
export function PasswordSection() {
  const form = useForm<PasswordFieldName>({ currentPassword: '', newPassword: '', confirm: '' });
  const change = useMutation({ mutationFn: changePassword, onSuccess: () => form.reset() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const { currentPassword, newPassword, confirm } = form.values;
    const result = validateForm(ChangePasswordBodySchema, { currentPassword, newPassword });
    if (!result.ok) return form.setErrors(result.errors);
    if (confirm !== newPassword) return form.setErrors({ confirm: PASSWORDS_DIFFER });
    change.mutate(result.data, { onError: (error) => form.fail(error) });
  };

  return (
    <Section id="password" aria-labelledby="password-title">
      <SectionHead>
        <h2 id="password-title">Password</h2>
        <p>Changing it signs you out on your other devices.</p>
      </SectionHead>
      <FormWidth>
        <Form onSubmit={submit} noValidate aria-label="Change password">
          <CurrentPasswordField value={form.values.currentPassword} onChange={form.change('currentPassword')} error={form.errors.currentPassword} />
          <NewPasswordField name="newPassword" value={form.values.newPassword} onChange={form.change('newPassword')} error={form.errors.newPassword} />
          <ConfirmPasswordField value={form.values.confirm} onChange={form.change('confirm')} error={form.errors.confirm} />
          <SectionFormEnd
            formError={form.formError}
            done={change.isSuccess ? change.data.message : null}
            pending={change.isPending}
            submitLabel="Change password"
            pendingLabel="Saving..."
          />
        </Form>
      </FormWidth>
    </Section>
  );
}
