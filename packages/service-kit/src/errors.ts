import { BadRequestException, HttpException } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { ApiError, FieldProblem } from '@rl/contracts';
import type { z } from 'zod';

function issuePath(path: StandardSchemaV1.Issue['path']): string {
  if (!path || path.length === 0) return 'body';
  return path.map((p) => (typeof p === 'object' && p !== null ? String(p.key) : String(p))).join('.');
}

/** Human text for a zod issue: unknown keys say which key. */
function issueMessage(issue: StandardSchemaV1.Issue & { code?: string; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) return `Unknown field(s): ${issue.keys.join(', ')}`;
  return issue.message;
}

function fieldProblems(issues: readonly StandardSchemaV1.Issue[]): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const issue of issues as (StandardSchemaV1.Issue & { code?: string; keys?: string[] })[]) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      const base = issuePath(issue.path);
      for (const key of issue.keys) out.push({ field: base === 'body' ? key : `${base}.${key}`, message: `Unknown field: ${key}` });
      continue;
    }
    out.push({ field: issuePath(issue.path), message: issueMessage(issue) });
  }
  return out;
}

/** A 400 whose body names every offending field. */
export class ValidationFailed extends BadRequestException {
  constructor(fields: FieldProblem[]) {
    const message = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    super({ statusCode: 400, error: 'Bad Request', message, fields } satisfies ApiError);
  }
}

export function validationException(issues: readonly StandardSchemaV1.Issue[]): ValidationFailed {
  return new ValidationFailed(fieldProblems(issues));
}

/** Validate a value outside a route parameter (e.g. a job payload or an internal call). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationException(parsed.error.issues as unknown as StandardSchemaV1.Issue[]);
  return parsed.data;
}

export function apiError(status: number, message: string, error?: string): HttpException {
  return new HttpException({ statusCode: status, error: error ?? defaultErrorName(status), message } satisfies ApiError, status);
}

export function defaultErrorName(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
    409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity',
    429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable',
  };
  return names[status] ?? 'Error';
}
