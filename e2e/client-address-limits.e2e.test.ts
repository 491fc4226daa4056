import http from 'node:http';
import { jest } from '@jest/globals';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';

jest.setTimeout(300_000);

// Found by an outside probe: a forged X-Forwarded-For reset the per-address limits (14 sign-ups from one
// address, all accepted), and pages printed links to whatever Host a request named. Run as a client would,
// through each gateway, with the limits on: every request claims another address in one of the three ways a
// client can, and the limits still count them as the one address they come from.

interface Answer { status: number; body: string }

function send(base: string, path: string, o: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
    const req = http.request(new URL(path, base), {
      method: o.method ?? 'GET',
      headers: { ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}), ...o.headers },
      agent: false,
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Request i claims address 198.51.100.(i+1), by X-Forwarded-For, X-Real-IP or Forwarded in turn. */
function forged(i: number): Record<string, string> {
  const addr = `198.51.100.${i + 1}`;
  return [{ 'x-forwarded-for': addr }, { 'x-real-ip': addr }, { forwarded: `for=${addr}` }][i % 3]!;
}

/**
 * Sends `limit + 1` requests with forged addresses: every answer before the first 429 is `ok`, a 429 comes at
 * the latest on request `limit + 1` (the gateway's own sign-in zone may refuse earlier), and nothing after it
 * gets through. Answers the index of the first 429.
 */
async function exhaust(limit: number, ok: number, request: (i: number) => Promise<Answer>): Promise<number> {
  const statuses: number[] = [];
  for (let i = 0; i <= limit + 2; i++) statuses.push((await request(i)).status);
  const first = statuses.indexOf(429);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(limit);
  expect(statuses.slice(0, first)).toEqual(Array(first).fill(ok));
  expect(statuses.slice(first)).toEqual(Array(statuses.length - first).fill(429));
  return first;
}

describe.each([
  ['node', 1],
  ['nginx', 2],
] as const)('per-address limits and page links through the %s gateway (%i replicas)', (gateway, replicas) => {
  let platform: E2EPlatform;
  let vehicleId: number;
  beforeAll(async () => {
    platform = await startE2EPlatform(gateway, replicas, { limits: true });
    const answer = await send(platform.url, '/api/vehicles/search?limit=1');
    if (answer.status !== 200) throw new Error(`GET /api/vehicles/search: ${answer.status} ${answer.body}`);
    const list = JSON.parse(answer.body) as { vehicles: { id: number }[] };
    vehicleId = list.vehicles[0]!.id;
  }, PLATFORM_START_MS);
  afterAll(async () => {
    await platform?.dispose();
  });

  it('sign-up: the 11th account from one address is refused, whatever address each request claims', async () => {
    const run = Date.now();
    const first = await exhaust(10, 201, async (i) => {
      // nginx's sign-in zone (20 a minute, 5 at once) would answer first: keep under it to reach auth's limit
      if (gateway === 'nginx' && i >= 4) await new Promise((r) => setTimeout(r, 3100));
      return send(platform.url, '/api/register', { method: 'POST', headers: forged(i), body: { email: `forged.${run}.${i}@example.com`, password: 'correct-horse-battery' } });
    });
    expect(first).toBe(10);
  });

  it('sign-in: wrong passwords from one address are refused at the latest after 30, whatever address each claims', async () => {
    await exhaust(30, 401, (i) => send(platform.url, '/api/login', { method: 'POST', headers: forged(i), body: { email: `nobody.${i}@example.com`, password: 'wrong-password' } }));
  });

  it('contact: the 11th message from one address in an hour is refused, whatever address each claims', async () => {
    const first = await exhaust(10, 201, (i) => send(platform.url, '/api/contact', {
      method: 'POST',
      headers: forged(i),
      body: { vehicleId, senderFirstName: 'Probe', senderLastName: 'Buyer', senderEmail: `probe.${i}@example.com`, subject: 'Still available?', message: 'Is the car still available?' },
    }));
    expect(first).toBe(10);
  });

  it('VIN lookup: the 31st anonymous lookup from one address in an hour is refused, whatever address each claims', async () => {
    const first = await exhaust(30, 200, (i) => send(platform.url, '/api/vin/1HGCM82633A004352', { headers: forged(i) }));
    expect(first).toBe(30);
  });

  it('pages print the configured public origin, never the Host a request names', async () => {
    const origin = new URL(platform.url).origin;
    for (const path of ['/', `/vehicles/${vehicleId}`, '/sitemap.xml', '/robots.txt']) {
      const page = await send(platform.url, path, { headers: { host: 'evil.example' } });
      expect(page.status).toBe(200);
      expect(page.body).not.toContain('evil.example');
      expect(page.body).toContain(origin);
    }
  });
});
