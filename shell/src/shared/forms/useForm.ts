import { describeError, serverFieldErrors } from '@rl/web-kit';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { validateForm, type FieldErrors } from './validation';

/**
 * The state of a small form: its values, the message under each field, and one message for the
 * whole form (a problem that belongs to no field). Typing in a field clears both.
 */
export function useForm<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: F) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(null);
  };

  /**
   * A refused request: the server's field problems (400 `fields`) at the fields of this form, `rename`
   * mapping the server's names to the form's; anything else as the form's message.
   */
  const fail = (error: unknown, rename: Partial<Record<string, F>> = {}) => {
    const mine: FieldErrors<F> = {};
    for (const [name, message] of Object.entries(serverFieldErrors(error))) {
      const field = rename[name] ?? name;
      if (Object.hasOwn(initial, field)) mine[field as F] ??= message;
    }
    if (Object.keys(mine).length > 0) setErrors(mine);
    else setFormError(describeError(error));
  };

  /**
   * A submit handler: the values checked with a contracts `schema` (its problems at their fields), then
   * `send` with what the schema made of them.
   */
  const submitWith = <S extends z.ZodType>(schema: S, send: (body: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(schema, values);
    if (!result.ok) return setErrors(result.errors);
    send(result.data);
  };

  /** Back to the initial values, no messages. */
  const reset = () => {
    setValues(initial);
    setErrors({});
    setFormError(null);
  };

  return { values, errors, setErrors, formError, setFormError, change, fail, submitWith, reset };
}
