import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics of one process. Served on METRICS_PORT (its own listener, which the public
 * gateway never routes), at /metrics.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests served, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const ROUTE_TEMPLATE = Symbol('route template');

/** For a request answered by a middleware before the router: the route template it is recorded under. */
export function recordAsRoute(req: Request, template: string): void {
  (req as Request & { [ROUTE_TEMPLATE]?: string })[ROUTE_TEMPLATE] = template;
}

/** Records each request under its route template (`/api/vehicles/:id`), never its raw path. */
export function httpMetricsMiddleware(req: Request, res: Response, next: NextFunction): void {
  const end = httpRequestDuration.startTimer();
  res.on('finish', () => {
    const template = (req as Request & { [ROUTE_TEMPLATE]?: string })[ROUTE_TEMPLATE] ?? req.route?.path as string | undefined;
    const route = template ? `${req.baseUrl}${template}` : (req.path.startsWith('/health/') ? req.path : 'unmatched');
    end({ method: req.method, route, status: String(res.statusCode) });
  });
  next();
}

/** A gauge whose value is read when Prometheus scrapes (pool sizes, queue depths). */
export function scrapedGauge(name: string, help: string, labelNames: string[], read: () => Promise<Record<string, number>[]> | Record<string, number>[], valueKey = 'value') {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      try {
        for (const row of await read()) {
          const { [valueKey]: value, ...labels } = row;
          this.set(labels as Record<string, string | number>, value ?? 0);
        }
      } catch { /* the dependency is away: no sample this time */ }
    },
  });
}

/** Serves /metrics on `port` (127.0.0.1 unless METRICS_HOST says otherwise); nothing when port is unset. */
export function startMetricsServer(port: number | undefined, logger: Logger): http.Server | undefined {
  if (!port) return undefined;
  const server = http.createServer(async (req, res) => {
    if (req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': metricsRegistry.contentType });
    res.end(await metricsRegistry.metrics());
  });
  server.listen(port, process.env.METRICS_HOST ?? process.env.HOST ?? '127.0.0.1', () => logger.info({ port }, 'metrics listening'));
  server.unref();
  return server;
}
