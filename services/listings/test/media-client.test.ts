import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER } from '@rl/contracts';
import { SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { HttpMediaOwners, MediaUnavailableError } from '../src/media/media-owners.js';

/** A stand-in media service answering GET /internal/media/owners the way the contract says. */
let server: Server;
let base: string;
let mode: 'ok' | 'error' | 'garbage' | 'slow' = 'ok';
const seen: { path: string; identity: ReturnType<typeof verifyIdentity> }[] = [];
const tokens = new SeenTokens();

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url!, 'http://x');
    seen.push({ path: url.pathname, identity: verifyIdentity(String(req.headers[IDENTITY_HEADER]), TEST_IDENTITY_SECRET, { method: req.method!, path: req.url! }, tokens) });
    if (mode === 'slow') return; // never answers
    if (mode === 'error') { res.writeHead(500).end('{}'); return; }
    if (mode === 'garbage') { res.writeHead(200, { 'content-type': 'application/json' }).end('{"owners": 5}'); return; }
    const urls = url.searchParams.getAll('urls');
    const owners = Object.fromEntries(urls.map((u) => [u, u.includes('alice') ? 'user-alice' : null]));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ owners }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('HttpMediaOwners', () => {
  it('asks media with a service identity bound to the request, URLs repeated', async () => {
    mode = 'ok';
    const client = new HttpMediaOwners(base, TEST_IDENTITY_SECRET, 2000);
    const owners = await client.ownersOf(['/media/img/alice-1.webp', '/media/img/other.webp']);
    expect(owners).toEqual({ '/media/img/alice-1.webp': 'user-alice', '/media/img/other.webp': null });
    const last = seen.at(-1)!;
    expect(last.path).toBe('/internal/media/owners');
    expect(last.identity.ok).toBe(true);
    if (last.identity.ok) expect(last.identity.claims).toMatchObject({ sub: 'service:listings', role: 'service' });
  });

  it('asks in chunks of at most 100 URLs', async () => {
    const client = new HttpMediaOwners(base, TEST_IDENTITY_SECRET, 2000);
    const before = seen.length;
    const urls = Array.from({ length: 150 }, (_, i) => `/media/img/alice-${i}.webp`);
    const owners = await client.ownersOf(urls);
    expect(Object.keys(owners)).toHaveLength(150);
    expect(seen.length - before).toBe(2);
  });

  it.each(['error', 'garbage', 'slow'] as const)('media answering %s: MediaUnavailableError', async (m) => {
    mode = m;
    const client = new HttpMediaOwners(base, TEST_IDENTITY_SECRET, 300);
    await expect(client.ownersOf(['/media/img/a.webp'])).rejects.toBeInstanceOf(MediaUnavailableError);
  });

  it('media unreachable: MediaUnavailableError', async () => {
    const client = new HttpMediaOwners('http://127.0.0.1:1', TEST_IDENTITY_SECRET, 500);
    await expect(client.ownersOf(['/media/img/a.webp'])).rejects.toBeInstanceOf(MediaUnavailableError);
  });
});
