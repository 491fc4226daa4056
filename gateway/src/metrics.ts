import http from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { isApiPath, isUnder, matchApiRoute, normalizePath } from './route-match.js';
import { MEDIA } from './routing-table.js';

/**
 * The gateway's Prometheus metrics, on METRICS_PORT (not the public port): request durations by route
 * of the routing table (an API route's path, `media`, `static`) and status. The Node gateway records
 * each request; with nginx, the wrapper reads nginx's JSON access log lines.
 */
const gatewayRegistry = new Registry();
collectDefaultMetrics({ register: gatewayRegistry });

const requests = new Histogram({
  name: 'gateway_request_duration_seconds',
  help: 'Requests through the gateway, by routing-table route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [gatewayRegistry],
});

/** The routing table's name for a request path: never the raw path (ids and queries stay out). */
function routeLabel(url: string): string {
  const path = normalizePath(url);
  if (path === null) return 'malformed';
  if (isApiPath(path)) {
    const r = matchApiRoute(path);
    return r ? `${r.match === 'prefix' ? `${r.path}*` : r.path}` : 'api-unmatched';
  }
  if (isUnder(path, MEDIA.prefix.slice(0, -1))) return 'media';
  return 'static';
}

export function recordRequest(method: string, url: string, status: number, seconds: number): void {
  requests.observe({ method, route: routeLabel(url), status: String(status) }, seconds);
}

/** One line of nginx's gw_json access log, recorded; other lines are ignored. */
export function recordAccessLogLine(line: string): void {
  try {
    const o = JSON.parse(line) as { method?: string; uri?: string; status?: number; requestTime?: number };
    if (typeof o.uri === 'string' && typeof o.status === 'number') recordRequest(o.method ?? 'GET', o.uri, o.status, Number(o.requestTime ?? 0));
  } catch { /* not a log line of ours */ }
}

export function startGatewayMetricsServer(port: number | undefined, host = '127.0.0.1'): http.Server | undefined {
  if (!port) return undefined;
  const server = http.createServer(async (req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': gatewayRegistry.contentType }).end(await gatewayRegistry.metrics());
  });
  server.listen(port, host);
  server.unref();
  return server;
}
