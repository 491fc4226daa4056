import type { IncomingMessage, ServerResponse } from 'node:http';
import { IDENTITY_HEADER, StaffActionRecordSchema, type StaffActionRecord } from '@rl/contracts';
import { SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { FakeHttpServer, sendJson } from './fake-http-server.js';

/** auth's staff action log receiver (`POST /internal/staff-actions`): keeps what a service identity hands over. */
export class FakeAuth extends FakeHttpServer {
  readonly records: StaffActionRecord[] = [];
  private readonly seen = new SeenTokens();

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== '/internal/staff-actions') return sendJson(res, 404, { statusCode: 404 });
    const who = verifyIdentity(String(req.headers[IDENTITY_HEADER] ?? ''), TEST_IDENTITY_SECRET, { method: 'POST', path: '/internal/staff-actions' }, this.seen);
    if (!who.ok || who.claims.role !== 'service') return sendJson(res, 403, { statusCode: 403 });
    const parsed = StaffActionRecordSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    if (!parsed.success) return sendJson(res, 400, { statusCode: 400, message: parsed.error.message });
    if (!this.records.some((r) => r.dedupeKey === parsed.data.dedupeKey)) this.records.push(parsed.data);
    res.writeHead(204).end();
  }
}
