import { z } from 'zod';

/** The JSON body of every 4xx/5xx answer from the gateway and the services. */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  /** Field-level problems: path of the field (dot-joined) and what is wrong with it. */
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
  /** A machine-readable cause where a page reacts to it (mailed links: `invalid`, `expired`, `used`). */
  reason: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
export type FieldProblem = NonNullable<ApiError['fields']>[number];
