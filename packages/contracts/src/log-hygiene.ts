/**
 * What never reaches a log, for every process that writes one (the services' and the gateway's pino
 * loggers): credentials in request headers, passwords and their hashes in any logged object, and query
 * strings (they may carry an email address, a token or a search someone would rather keep).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers["x-identity"]',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
] as const;

/** A request's URL as it may be logged: its path, without the query string. */
export function pathOnlyForLog(url: string | undefined): string {
  return (url ?? '').split('?', 1)[0]!;
}
