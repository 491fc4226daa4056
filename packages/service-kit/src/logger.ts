import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { LOG_REDACT_PATHS, REQUEST_ID_HEADER, pathOnlyForLog } from '@rl/contracts';

/** The request a piece of code runs for: every log line written meanwhile carries its id. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * JSON logs. Every line written while a request is handled carries its request id (`reqId`) and,
 * when tracing is on, the trace id, whichever logger wrote it.
 */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    redact: [...LOG_REDACT_PATHS],
    mixin() {
      const reqId = requestContext.getStore()?.reqId;
      const span = trace.getActiveSpan()?.spanContext();
      return { ...(reqId ? { reqId } : {}), ...(span?.traceId ? { traceId: span.traceId } : {}) };
    },
  }, destination);
}

/** Accepts the gateway's request id (or makes one), echoes it back, and logs each request as JSON. */
export function requestLogger(logger: Logger) {
  const http = pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(_req, res, err) {
      // a client's 4xx is routine, not something an operator must look at
      // 503: a dependency is down, said once by whoever noticed; not an error of this request
      if (res.statusCode === 503) return 'warn';
      if (err || res.statusCode >= 500) return 'error';
      return 'info';
    },
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health/') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathOnlyForLog(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    http(req, res);
    requestContext.run({ reqId: String((req as IncomingMessage & { id?: unknown }).id) }, next);
  };
}
