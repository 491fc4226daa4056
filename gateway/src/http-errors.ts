import type { ServerResponse } from 'node:http';
import type { ApiError } from '@rl/contracts';

export const STATUS_TEXT: Record<number, string> = {
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
  opts: { message?: string; requestId?: string; headers?: Record<string, string>; close?: boolean } = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(statusCode, opts.message, opts.requestId));
  for (const name of res.getHeaderNames()) {
    if (name.startsWith('content-') || ['etag', 'last-modified', 'cache-control'].includes(name)) res.removeHeader(name);
  }
  res.statusCode = statusCode;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  if (opts.close) res.setHeader('Connection', 'close');
  for (const [k, v] of Object.entries(opts.headers ?? {})) res.setHeader(k, v);
  res.end(body);
}
