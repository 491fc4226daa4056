import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiError } from '@rl/contracts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export const CROSS_SITE_MESSAGE = 'Cross-site request refused: this action can only be taken from the site itself';

/** Default messages, shared by the Node gateway and the rendered nginx error pages. */
export const ERROR_MESSAGES: Record<number, string> = {
  401: 'Authentication required',
  403: 'Forbidden',
  404: 'No API route matches this path',
  405: 'Method not allowed',
  413: 'Request body is too large',
  414: 'The request path is too long',
  429: 'Too many requests, please try again later',
  500: 'Internal server error',
  502: 'The service is not reachable',
  503: 'Identity service unavailable, please try again later',
  504: 'The service did not answer in time',
};

export function errorBody(statusCode: number, message = ERROR_MESSAGES[statusCode] ?? 'Error', requestId?: string): ApiError {
  return { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(requestId ? { requestId } : {}) };
}

/** Sends an ApiError JSON body unless the response has already started (then the connection is cut). */
export function sendJsonError(
  res: ServerResponse,
  statusCode: number,
  opts: { message?: string; requestId?: string; headers?: Record<string, string> } = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(statusCode, opts.message, opts.requestId));
  for (const name of res.getHeaderNames()) {
    if ((name.startsWith('content-') && name !== 'content-security-policy') || ['etag', 'last-modified', 'cache-control'].includes(name)) res.removeHeader(name);
  }
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  for (const [k, v] of Object.entries(opts.headers ?? {})) res.setHeader(k, v);
  res.end(body);
}

/** Bytes of a refused body the gateway reads and throws away so the client can read the 413; past this it hangs up. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * 413 for a body declared too large, answered before the body is read. The body is then read and thrown
 * away (up to DISCARD_LIMIT_BYTES) instead of cutting the connection, which would reset it while the
 * client is still sending and lose the answer; nginx does the same (lingering close).
 */
export function sendTooLarge(req: IncomingMessage, res: ServerResponse, requestId: string): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_LIMIT_BYTES) req.socket.destroy();
  });
  req.resume();
  sendJsonError(res, 413, { requestId });
}
