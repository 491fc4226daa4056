import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { LOG_REDACT_PATHS, REQUEST_ID_HEADER, pathOnlyForLog } from '@rl/contracts';
import { requestIdOf } from './request-id.js';
import { HEALTH_PATHS } from './routing-table.js';

export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  return pino({
    name: 'gateway',
    level,
    base: { service: 'gateway' },
    redact: [...LOG_REDACT_PATHS],
  }, destination);
}

/** Request id on every request (kept when sane, generated otherwise), echoed to the client, one JSON log line each. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: { ignore: (req) => (HEALTH_PATHS as readonly string[]).includes(req.url ?? '') },
    customLogLevel(_req, res, err) {
      // a client's 4xx is routine, not something an operator must look at
      if (err || res.statusCode >= 500) return 'error';
      return 'info';
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathOnlyForLog(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
