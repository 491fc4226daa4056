import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { pathOnlyForLog } from '@rl/contracts';

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

/** What Express's router leaves on a request it routed, and what an early answer leaves (recordAsRoute). */
type RoutedRequest = IncomingMessage & { [ROUTE_TEMPLATE]?: string; route?: { path?: string }; baseUrl?: string };

/** For a request answered before the router: the route template it is recorded under. */
export function recordAsRoute(req: IncomingMessage, template: string): void {
  (req as RoutedRequest)[ROUTE_TEMPLATE] = template;
}

/** Records the request under its route template (`/api/vehicles/:id`), never its raw path, when it is answered. */
export function recordHttpMetrics(req: IncomingMessage, res: ServerResponse): void {
  const end = httpRequestDuration.startTimer();
  res.once('finish', () => {
    const routed = req as RoutedRequest;
    const template = routed[ROUTE_TEMPLATE] ?? routed.route?.path;
    const path = pathOnlyForLog(req.url);
    const route = template ? `${routed.baseUrl ?? ''}${template}` : (path.startsWith('/health/') ? path : 'unmatched');
    end({ method: req.method, route, status: String(res.statusCode) });
  });
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
