import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, requestLogger } from '../src/logger.js';

// What an operator reads for every request a service answers: one JSON line when it ends, at a level that
// says whether someone must look (5xx error, 503 warn, anything else info), carrying the request id the
// gateway sent, and nothing at all for health checks.
async function serve(level: string, status: number) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('svc', level, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const log = requestLogger(logger);
  const server = createServer((req, res) => log(req, res, () => { res.statusCode = status; res.end('{}'); }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    lines,
    ask: async (path: string, requestId?: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: requestId ? { 'x-request-id': requestId } : {} });
      await res.text();
      await new Promise((r) => setTimeout(r, 20));
      return res;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

it.each([
  [200, 30, 'info'],
  [404, 30, 'info'],
  [503, 40, 'warn'],
  [500, 50, 'error'],
])('a %i answer is one line at level %i (%s) with the path, status, time and request id', async (status, level) => {
  const s = await serve('info', status);
  try {
    const res = await s.ask('/api/vehicles/7?email=a%40b.c', 'gw-req-1');
    expect(res.headers.get('x-request-id')).toBe('gw-req-1');
    expect(s.lines).toHaveLength(1);
    expect(s.lines[0]).toMatchObject({ level, msg: 'request completed', reqId: 'gw-req-1', req: { id: 'gw-req-1', method: 'GET', url: '/api/vehicles/7' }, res: { statusCode: status } });
    expect(s.lines[0].responseTime).toEqual(expect.any(Number));
  } finally {
    await s.close();
  }
});

it('health checks are not logged; an odd request id is replaced by one of its own', async () => {
  const s = await serve('info', 200);
  try {
    await s.ask('/health/ready');
    expect(s.lines).toHaveLength(0);
    const res = await s.ask('/api/x', 'bad id <script>');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.lines[0]).toMatchObject({ req: { id } });
  } finally {
    await s.close();
  }
});

it('with info lines off, a routine request writes nothing and a failing one is still logged', async () => {
  for (const [status, count] of [[200, 0], [500, 1]] as const) {
    const s = await serve('warn', status);
    try {
      await s.ask('/api/vehicles/7');
      expect(s.lines).toHaveLength(count);
    } finally {
      await s.close();
    }
  }
});
