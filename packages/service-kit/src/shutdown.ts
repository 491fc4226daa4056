import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';

/**
 * Shared by the health controller (ready -> 503), the front door (while draining every answer says
 * `Connection: close`, so a kept-alive connection from the gateway ends after its current request instead
 * of being reused and cut later) and the shutdown below.
 */
export const shutdownState = { draining: false };

export const SHUTDOWN = {
  /**
   * SHUTDOWN_DELAY_MS: keep serving (as not ready, every answer with `Connection: close`) this long before
   * closing the listener. The gateway's kept-alive connections then end after an answer, never while
   * it is sending a request on them (a POST cut that way could not be retried elsewhere).
   */
  defaultDelayMs: 1_000,
  /** in-flight requests get this long; then the remaining connections are cut and the process exits */
  graceMs: 8_000,
} as const;

/**
 * SIGTERM/SIGINT: readiness goes false at once; after SHUTDOWN_DELAY_MS the listener closes (new
 * connections are refused, so the gateway tries another replica), idle kept-alive connections are
 * closed, in-flight requests finish and answer `Connection: close`; then Nest's shutdown hooks run
 * (workers stop, pools close) and the process exits, within about 10 s in all.
 */
export function installGracefulShutdown(app: INestApplication, logger: Logger, delayMs = Number(process.env.SHUTDOWN_DELAY_MS ?? SHUTDOWN.defaultDelayMs)): void {
  const server = app.getHttpServer() as Server;
  let started = false;
  const shutdown = async (signal: string) => {
    if (started) return;
    started = true;
    shutdownState.draining = true;
    const t0 = Date.now();
    logger.info({ signal, delayMs }, 'shutting down: not ready any more, draining');
    const hardStop = setTimeout(() => {
      logger.error('shutdown took too long: exiting now');
      process.exit(1);
    }, delayMs + SHUTDOWN.graceMs + 2_000);
    hardStop.unref();
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // connections that finish a request while draining close themselves (Connection: close)
    const sweeper = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn('requests still running after the grace period: closing their connections');
      server.closeAllConnections();
    }, SHUTDOWN.graceMs);
    await closed;
    clearInterval(sweeper);
    clearTimeout(cut);
    try {
      await app.close();
    } catch (err) {
      logger.error({ err }, 'error while closing the application');
    }
    logger.info({ ms: Date.now() - t0 }, 'stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
