import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Runs a contracts schema over form values; the first problem of each field becomes its message. */
export function validateForm<S extends z.ZodType, F extends string>(
  schema: S,
  values: Record<F, string>,
): Validation<z.output<S>, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
