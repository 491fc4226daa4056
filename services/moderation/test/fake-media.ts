import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER, INTERNAL_PHOTO_CHECKS, type PhotoFinding } from '@rl/contracts';
import { SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';

/**
 * A minimal media service: GET /internal/media/photo-checks?urls=... answers each URL's findings from a
 * table (no finding by default; `null` for URLs set to null), only to a service identity.
 */
export class FakeMedia {
  findings = new Map<string, PhotoFinding[] | null>();
  calls = 0;
  private readonly seen = new SeenTokens();
  private server: Server | null = null;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      this.calls++;
      const url = new URL(req.url ?? '/', 'http://media.internal');
      const who = verifyIdentity(String(req.headers[IDENTITY_HEADER] ?? ''), TEST_IDENTITY_SECRET, { method: req.method ?? 'GET', path: url.pathname }, this.seen);
      const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (url.pathname !== INTERNAL_PHOTO_CHECKS) return send(404, { statusCode: 404, message: 'Not found' });
      if (!who.ok || who.claims.role !== 'service') return send(403, { statusCode: 403, message: 'Service identity required' });
      const urls = url.searchParams.getAll('urls');
      send(200, { photos: urls.map((u) => ({ url: u, findings: this.findings.has(u) ? this.findings.get(u) : [] })) });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}
