import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, sendJson } from './fake-http-server.js';

/** A minimal enrichment service: GET /api/vin/{vin} from a table; unknown VINs 404. */
export class FakeEnrichment extends FakeHttpServer {
  /** what GET /api/vin/{vin} answers (enrichment's VinDecodeResponse, as much of it as a test needs) */
  decodes = new Map<string, { make: string; year: number } & Record<string, unknown>>();
  calls = 0;

  protected handle(req: IncomingMessage, res: ServerResponse): void {
    this.calls++;
    const m = (req.url ?? '').match(/^\/api\/vin\/([^/?]+)/);
    const d = m ? this.decodes.get(decodeURIComponent(m[1]).toUpperCase()) : undefined;
    if (!d) return sendJson(res, 404, { statusCode: 404, error: 'Not Found', message: 'VIN could not be decoded' });
    sendJson(res, 200, { vin: m![1], ...d });
  }
}
