import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { freePort } from '../../../scripts/lib/ports.mjs';

// A real listings process (dist/main.js, as the launcher and the containers run it) gets SIGTERM while
// a request is in flight and another connection sits idle: readiness turns 503 at once, the in-flight
// request still gets its answer (with Connection: close), the idle connection is closed, new connections
// are refused once the drain delay is over, and the process exits 0 well within 10 s.
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function get(port: number, path: string, agent: http.Agent | false = false): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    }).on('error', reject);
  });
}

describe('graceful shutdown of a service process', () => {
  let db: TestDatabase;
  let child: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    db = await startTestDatabase('shutdown');
    port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env, NODE_OPTIONS: '', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: db.url, DB_SCHEMA: db.schema,
        IDENTITY_SECRET: TEST_IDENTITY_SECRET, LOG_LEVEL: 'info', NODE_ENV: 'test', SHUTDOWN_DELAY_MS: '400',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const end = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await get(port, '/health/ready')).status === 200) break;
      } catch { /* not listening yet */ }
      if (Date.now() > end) throw new Error(`listings did not start:\n${output}`);
      await sleep(100);
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await db?.stop();
  });

  it('drains in-flight requests and idle connections, then exits 0 within 10 s', async () => {
    // an idle kept-alive connection
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/api/vehicles/featured', agent)).status).toBe(200);
    const idle = Object.values(agent.freeSockets).flat()[0]!;
    const idleClosed = new Promise<void>((r) => idle.once('close', () => r()));

    // a request in flight: its body is still being sent when SIGTERM arrives
    const inFlight = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/contact', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.write('{"vehicleId": 1, ');
      setTimeout(() => req.end('"name": "Ada", "email": "ada@example.com", "phone": "(310) 555-0100", "message": "Is it still available?"}'), 1000);
    });
    await sleep(100);

    const exited = new Promise<{ code: number | null; ms: number }>((resolve) => {
      const t0 = Date.now();
      child.once('exit', (code) => resolve({ code, ms: Date.now() - t0 }));
    });
    child.kill('SIGTERM');
    await sleep(100);

    // during the drain delay: still answering, not ready, asking clients to close
    const ready = await get(port, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');

    await idleClosed;
    await sleep(500);
    await expect(get(port, '/health/live')).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    const answer = await inFlight;
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    expect(answer.connection).toBe('close');

    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    expect(output).toMatch(/"msg":"stopped"/);
  });
});
