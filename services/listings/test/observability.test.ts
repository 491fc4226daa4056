import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { metricsRegistry } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { alice, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

// What an operator sees: Prometheus metrics by route template (never raw paths), the database pool, and
// OpenTelemetry traces that continue the caller's `traceparent` into the service's own spans.
describe('metrics', () => {
  let ctx: ListingsTestContext;
  beforeAll(async () => { ctx = await startListings(); });
  afterAll(async () => { await ctx?.close(); });

  it('counts requests by method, route template and status, and reports the database pool', async () => {
    const id = await seedListing(ctx, alice, 'approved');
    await request(ctx.http).get(`/api/vehicles/${id}`);
    await request(ctx.http).get('/api/vehicles/987654');
    await request(ctx.http).get('/api/vehicles/search?make=BMW');
    await request(ctx.http).get('/no/such/path');
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/vehicles\/:id",status="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/vehicles\/:id",status="404"\} \d+/);
    expect(text).toMatch(/route="\/api\/vehicles\/search",status="200"/);
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toMatch(/987654/);
    expect(text).toMatch(/db_pool_connections\{schema="[^"]+",state="total"\} \d+/);
  });
});

describe('traces (a real listings process exporting over OTLP/HTTP)', () => {
  let db: TestDatabase;
  let child: ChildProcess;
  let collector: http.Server;
  const spans: { name: string; traceId: string; service?: string }[] = [];

  beforeAll(async () => {
    db = await startTestDatabase('traces');
    collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        type Exported = { resourceSpans?: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: { name: string; traceId: string }[] }[] }[] };
        const j = JSON.parse(body) as Exported;
        for (const rs of j.resourceSpans ?? []) {
          const service = rs.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
          for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ name: s.name, traceId: s.traceId, service });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const port = await freePort();
    child = spawn(process.execPath, ['--import', '@rl/service-kit/tracing', fileURLToPath(new URL('../dist/main.js', import.meta.url))], {
      env: {
        ...process.env, NODE_OPTIONS: '', PORT: String(port), DATABASE_URL: db.url, DB_SCHEMA: db.schema, IDENTITY_SECRET: TEST_IDENTITY_SECRET,
        LOG_LEVEL: 'warn', OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        OTEL_SERVICE_NAME: 'listings', OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: 'ignore',
    });
    (child as ChildProcess & { port?: number }).port = port;
    const until = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > until) throw new Error('listings did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    collector?.close();
    await db?.stop();
  });

  it('continues the caller\'s trace: the service\'s HTTP and database spans carry its trace id', async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const port = (child as ChildProcess & { port?: number }).port!;
    const res = await fetch(`http://127.0.0.1:${port}/api/vehicles/search?make=BMW`, { headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    expect(res.status).toBe(200);
    await res.body?.cancel();
    const until = Date.now() + 10_000;
    // the server span ends after the answer and may come in a later export batch than the query spans
    const exported = (named: (n: string) => boolean) => spans.some((s) => s.traceId === traceId && named(s.name));
    while (Date.now() < until && !(exported((n) => n.startsWith('pg.query')) && exported((n) => /^GET/.test(n)))) await new Promise((r) => setTimeout(r, 100));
    const ours = spans.filter((s) => s.traceId === traceId);
    expect(ours.every((s) => s.service === 'listings')).toBe(true);
    expect(ours.some((s) => /^GET/.test(s.name))).toBe(true);
    expect(ours.some((s) => s.name.startsWith('pg.query'))).toBe(true);
  });
});
