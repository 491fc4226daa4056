/**
 * A non-OK answer (spec §8): the message is `{status}: {body text}`, or the status text when the
 * body is empty. The raw parts stay available for screens that want the server's own message.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.bodyText = bodyText;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
