import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Level, type Logger } from 'pino';
import { LOG_REDACT_PATHS, REQUEST_ID_HEADER, REQUEST_ID_PATTERN, pathOnlyForLog } from '@rl/contracts';

/** The request a piece of code runs for: every log line written meanwhile carries its id. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

let stdout: DestinationStream | undefined;

/**
 * Standard output, written asynchronously and shared by every logger of the process. pino's default is a blocking
 * write per line, and every request logs one (a profile of a busy auth replica showed ~1.4 ms per request in that
 * write, mostly waiting for the CPU); written asynchronously, the lines logged while a write is under way go out
 * together in the next.
 * pino flushes what is left when the process exits; a process killed outright loses at most the lines of
 * the last few milliseconds.
 */
function sharedStdout(): DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false });
  return stdout;
}

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
  }, destination ?? sharedStdout());
}

const isHealthCheck = (url: string | undefined) => (url ?? '').startsWith('/health/');

const saneRequestId = new RegExp(REQUEST_ID_PATTERN);

function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && saneRequestId.test(given) ? given : randomUUID();
}

function levelOf(statusCode: number): Level {
  // a client's 4xx is routine, not something an operator must look at
  // 503: a dependency is down, said once by whoever noticed; not an error of this request
  if (statusCode === 503) return 'warn';
  if (statusCode >= 500) return 'error';
  return 'info';
}

/**
 * Accepts the gateway's request id (or makes one), echoes it back, and logs each request as one JSON line
 * when it ends (its path without the query string, status, time). The line is built only when its level
 * is logged: on the hottest routes a request costs no serialisation when info lines are off.
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage & { id?: string; log?: Logger }, res: ServerResponse, next: () => void) => {
    const id = requestIdOf(req);
    req.id = id;
    req.log = logger;
    res.setHeader(REQUEST_ID_HEADER, id);
    if (!isHealthCheck(req.url)) {
      const started = Date.now();
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        const level = levelOf(res.statusCode);
        if (!logger.isLevelEnabled(level)) return;
        const line = { req: { id, method: req.method, url: pathOnlyForLog(req.url ?? '') }, res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
        // closed before the answer was sent: the client went away
        logger[level](line, res.writableFinished ? 'request completed' : 'request aborted');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    requestContext.run({ reqId: id }, next);
  };
}
