import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestLogger } from './logger.js';
import { recordHttpMetrics } from './observability/metrics.js';
import { shutdownState } from './shutdown.js';

/** Answers a request itself and returns true, or returns false to leave it to Express and Nest. */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * What every request of a service meets before Express: its request id and log line, its metrics,
 * `Connection: close` while draining, then the service's early answer if it has one.
 *
 * These run on the bare Node request, not as Express middleware, so that an early answer never enters
 * Express. Express gives every request and response new prototypes (Object.setPrototypeOf), and on
 * Node 20 that makes a third of each request's short-lived objects survive young-generation collections:
 * at 1,500 req/s the listings process then paused 12-25 ms every 180 ms to copy them, which was most of
 * the detail page's p99 (bench/detail/README.md).
 */
export function installFrontDoor(server: Server, logger: Logger, early?: EarlyAnswer): void {
  const [express] = server.listeners('request') as RequestListener[];
  if (!express || server.listenerCount('request') !== 1) throw new Error('front door: expected the one Express request listener');
  server.removeAllListeners('request');
  const log = requestLogger(logger);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    log(req as Parameters<typeof log>[0], res, () => {
      recordHttpMetrics(req, res);
      if (shutdownState.draining) res.setHeader('Connection', 'close');
      if (early?.(req, res)) return;
      express(req, res);
    });
  });
}
