import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDENTITY_HEADER, INTERNAL_ROUTES, type PhotoFinding } from '@rl/contracts';
import { SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { FakeHttpServer, sendJson } from './fake-http-server.js';

/**
 * A minimal media service: GET /internal/media/photo-checks?urls=... answers each URL's findings from a
 * table (no finding by default; `null` for URLs set to null), only to a service identity.
 */
export class FakeMedia extends FakeHttpServer {
  findings = new Map<string, PhotoFinding[] | null>();
  calls = 0;
  private readonly seen = new SeenTokens();

  protected handle(req: IncomingMessage, res: ServerResponse): void {
    this.calls++;
    const url = new URL(req.url ?? '/', 'http://media.internal');
    const who = verifyIdentity(String(req.headers[IDENTITY_HEADER] ?? ''), TEST_IDENTITY_SECRET, { method: req.method ?? 'GET', path: url.pathname }, this.seen);
    if (url.pathname !== INTERNAL_ROUTES.media.photoChecks) return sendJson(res, 404, { statusCode: 404, message: 'Not found' });
    if (!who.ok || who.claims.role !== 'service') return sendJson(res, 403, { statusCode: 403, message: 'Service identity required' });
    const urls = url.searchParams.getAll('urls');
    sendJson(res, 200, { photos: urls.map((u) => ({ url: u, findings: this.findings.has(u) ? this.findings.get(u) : [] })) });
  }
}
