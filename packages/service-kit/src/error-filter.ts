import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { ApiError } from '@rl/contracts';
import { defaultErrorName } from './errors.js';
import { TooManyRequests } from './rate-limit/limits.js';
import { isDependencyUnavailable, RETRY_AFTER_SECONDS } from './unavailable.js';

interface BodyParserError { type?: string; status?: number; statusCode?: number; expose?: boolean; message?: string }

/**
 * Turns every error into the JSON shape of `ApiError`. Errors raised by the body parser (malformed JSON,
 * too large, bad charset) are the client's fault and get a 4xx; anything unexpected is logged and
 * answered with a 500 that reveals nothing.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception);
    body.requestId = req.id;
    const unavailable = body.statusCode === 503 && !(exception instanceof HttpException);
    if (unavailable) this.logger.warn({ err: exception, reqId: req.id }, 'a dependency is unavailable: answered 503');
    else if (body.statusCode >= 500) this.logger.error({ err: exception, reqId: req.id }, 'request failed');
    if (res.headersSent) return;
    if (exception instanceof TooManyRequests) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (body.statusCode === 503 && !res.getHeader('Retry-After')) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiError {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const r = exception.getResponse();
      if (typeof r === 'object' && r !== null) {
        const o = r as Partial<ApiError> & { message?: unknown };
        const message = Array.isArray(o.message) ? o.message.join('; ') : String(o.message ?? exception.message);
        return { statusCode: status, error: o.error ?? defaultErrorName(status), message, ...(o.fields ? { fields: o.fields } : {}), ...(o.reason ? { reason: o.reason } : {}) };
      }
      return { statusCode: status, error: defaultErrorName(status), message: String(r) };
    }
    const bp = exception as BodyParserError;
    const status = bp?.status ?? bp?.statusCode;
    if (bp && typeof bp.type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        bp.type === 'entity.parse.failed' ? 'Malformed JSON in request body'
        : bp.type === 'entity.too.large' ? 'Request body is too large'
        : bp.expose && bp.message ? bp.message : defaultErrorName(status);
      return { statusCode: status, error: defaultErrorName(status), message };
    }
    if (isDependencyUnavailable(exception)) {
      return { statusCode: 503, error: 'Service Unavailable', message: 'The service is temporarily unavailable, please try again shortly' };
    }
    return { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side' };
  }
}
