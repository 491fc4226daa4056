import { LIMITS } from '@rl/contracts';
import type { ComponentProps } from 'react';
import { PasswordField } from './PasswordField';

type Props = Omit<ComponentProps<typeof PasswordField>, 'label'> & { label?: string };

/** What the confirm field says when it differs from the new password. */
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** The password the user has now, asked before a change to the account (field `currentPassword`). */
export function CurrentPasswordField({ label = 'Current password', ...input }: Props) {
  return <PasswordField label={label} name="currentPassword" autoComplete="current-password" {...input} />;
}

/** A new password, with the shortest length allowed under it. */
export function NewPasswordField({ label = 'New password', ...input }: Props) {
  return <PasswordField label={label} autoComplete="new-password" hint={`Must be at least ${LIMITS.passwordMin} characters`} {...input} />;
}

/** The new password again (field `confirm`); a difference is PASSWORDS_DIFFER. */
export function ConfirmPasswordField({ label = 'Confirm new password', ...input }: Props) {
  return <PasswordField label={label} name="confirm" autoComplete="new-password" {...input} />;
}
