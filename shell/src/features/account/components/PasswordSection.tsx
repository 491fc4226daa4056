import { ChangePasswordBodySchema, LIMITS } from '@rl/contracts';
import { Button } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Form } from '../../../shared/forms/form-layout';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { PasswordField } from '../../../shared/forms/PasswordField';
import { useForm } from '../../../shared/forms/useForm';
import { validateForm } from '../../../shared/forms/validation';
import { changePassword } from '../api/account-api';
import { Actions, FormWidth, Section, SectionHead } from './account-layout';

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
    if (confirm !== newPassword) return form.setErrors({ confirm: 'The passwords do not match' });
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
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={form.change('currentPassword')}
            error={form.errors.currentPassword}
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            hint={`Must be at least ${LIMITS.passwordMin} characters`}
            value={form.values.newPassword}
            onChange={form.change('newPassword')}
            error={form.errors.newPassword}
          />
          <PasswordField
            label="Confirm new password"
            name="confirm"
            autoComplete="new-password"
            value={form.values.confirm}
            onChange={form.change('confirm')}
            error={form.errors.confirm}
          />
          {form.formError && <FormMessage tone="danger">{form.formError}</FormMessage>}
          {change.isSuccess && <FormMessage tone="success">{change.data.message}</FormMessage>}
          <Actions>
            <Button type="submit" $variant="primary" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : 'Change password'}
            </Button>
          </Actions>
        </Form>
      </FormWidth>
    </Section>
  );
}
