import type { ApiError } from '@rl/contracts';
import { isHttpError } from './http-error';

/** The `{statusCode, error, message, fields?}` body of an error answer, when it is one. */
export function apiErrorBody(error: unknown): ApiError | null {
  if (!isHttpError(error) || !error.bodyText) return null;
  try {
    const body = JSON.parse(error.bodyText) as Partial<ApiError>;
    return typeof body?.message === 'string' && typeof body.statusCode === 'number' ? (body as ApiError) : null;
  } catch {
    return null;
  }
}

/**
 * Text for a notice: the server's own message when the body is the API's JSON error (so a toast
 * reads "Invalid email or password" rather than a JSON dump), otherwise the error's message.
 */
export function describeError(error: unknown): string {
  const body = apiErrorBody(error);
  if (body) return body.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Field problems reported by the server, keyed by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields = apiErrorBody(error)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}
