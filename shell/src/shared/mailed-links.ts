import { ACCOUNT_COPY, ACCOUNT_TOKEN_PATTERN, TOKEN_PROBLEMS, type ApiError, type TokenProblem } from '@rl/contracts';
import { apiErrorBody, isHttpError } from '@rl/web-kit';

/** What a page says when the link it was opened from cannot be used. */
export const TOKEN_PROBLEM_COPY: Record<TokenProblem, string> = {
  invalid: ACCOUNT_COPY.tokenInvalid,
  expired: ACCOUNT_COPY.tokenExpired,
  used: ACCOUNT_COPY.tokenUsed,
};

/** A token of a mailed link that can be sent to the server (absent or mangled ones are not). */
export function isWellFormedToken(token: string | null): token is string {
  return token !== null && ACCOUNT_TOKEN_PATTERN.test(token);
}

/**
 * Why the server refused the link's token: a 400 naming the field `token`, with its `reason`
 * ('invalid' when the reason is missing or unknown). null for any other failure.
 */
export function tokenProblem(error: unknown): TokenProblem | null {
  if (!isHttpError(error) || error.status !== 400) return null;
  const body = apiErrorBody(error) as (ApiError & { reason?: unknown }) | null;
  if (!body?.fields?.some((f) => f.field === 'token')) return null;
  return TOKEN_PROBLEMS.find((p) => p === body.reason) ?? 'invalid';
}
