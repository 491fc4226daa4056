import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { REQUEST_ID_HEADER } from '@rl/contracts';

export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service }, redact: ['req.headers.cookie', 'req.headers["x-identity"]'] });
}

/** Accepts the gateway's request id (or makes one), echoes it back, and logs each request as JSON. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers[REQUEST_ID_HEADER];
      const id = typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(_req, res, err) {
      // a client's 4xx is routine, not something an operator must look at
      if (err || res.statusCode >= 500) return 'error';
      return 'info';
    },
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/health/') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
