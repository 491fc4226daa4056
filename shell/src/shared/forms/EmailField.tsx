import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type Props = Omit<ComponentProps<typeof TextField>, 'label' | 'type'> & { label?: string };

/** The email address of a form (field `email`, "Email" unless `label` says otherwise). */
export function EmailField({ label = 'Email', ...input }: Props) {
  return <TextField label={label} type="email" name="email" autoComplete="email" placeholder="you@example.com" {...input} />;
}
