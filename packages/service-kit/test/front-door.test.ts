import { createServer, IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { installFrontDoor } from '../src/front-door.js';
import { createLogger } from '../src/logger.js';
import { metricsRegistry, recordAsRoute } from '../src/observability/metrics.js';
import { shutdownState } from '../src/shutdown.js';

// Every request of a service passes the front door before Express: request id, log line, metrics and the
// drain header apply to all of them, and a request the service answers early never enters Express (whose
// per-request prototypes made a third of each request's garbage outlive young collections).
let server: Server;
let base: string;
const lines: Record<string, unknown>[] = [];
let enteredExpress = 0;
let earlyKeptNodePrototype = false;

beforeAll(async () => {
  const app = express();
  app.use((_req, _res, next) => { enteredExpress++; next(); });
  app.get('/routed/:id', (_req, res) => { res.json({ by: 'express' }); });
  server = createServer(app);
  const logger = createLogger('svc', 'info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  installFrontDoor(server, logger, (req, res) => {
    if (req.url !== '/early/7') return false;
    earlyKeptNodePrototype = Object.getPrototypeOf(req) === IncomingMessage.prototype;
    recordAsRoute(req, '/early/:id');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"by":"front door"}');
    return true;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  shutdownState.draining = false;
  await new Promise((resolve) => server.close(resolve));
});

const count = async (route: string) => {
  const metric = (await metricsRegistry.getSingleMetric('http_request_duration_seconds')!.get()).values
    .find((v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === route && v.labels.status === '200');
  return metric?.value ?? 0;
};

it('answers early without entering Express, with the request id, a log line and the metrics of its route', async () => {
  const before = await count('/early/:id');
  const res = await fetch(`${base}/early/7`, { headers: { 'x-request-id': 'early-one' } });
  expect(await res.json()).toEqual({ by: 'front door' });
  expect(res.headers.get('x-request-id')).toBe('early-one');
  expect(enteredExpress).toBe(0);
  expect(earlyKeptNodePrototype).toBe(true);
  await new Promise((r) => setTimeout(r, 20));
  expect(lines.find((l) => (l.req as { id?: string })?.id === 'early-one')).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
  expect(await count('/early/:id')).toBe(before + 1);
});

it('leaves everything else to Express, with the same request id, log line and route metrics', async () => {
  const before = await count('/routed/:id');
  const res = await fetch(`${base}/routed/3?q=secret`, { headers: { 'x-request-id': 'routed-one' } });
  expect(await res.json()).toEqual({ by: 'express' });
  expect(res.headers.get('x-request-id')).toBe('routed-one');
  expect(enteredExpress).toBe(1);
  await new Promise((r) => setTimeout(r, 20));
  expect(lines.find((l) => (l.req as { id?: string })?.id === 'routed-one')).toMatchObject({ req: { url: '/routed/3' }, res: { statusCode: 200 } });
  expect(await count('/routed/:id')).toBe(before + 1);
});

it('asks the gateway to close its connection after each answer while draining, early or not', async () => {
  shutdownState.draining = true;
  for (const path of ['/early/7', '/routed/4']) {
    const res = await fetch(`${base}${path}`);
    await res.text();
    expect(res.headers.get('connection')).toBe('close');
  }
  shutdownState.draining = false;
});
