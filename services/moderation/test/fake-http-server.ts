import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in service on 127.0.0.1 for tests: start() listens (again on the same port after a stop(), so a
 * test can cut the service off and bring it back), stop() closes every connection. A subclass answers.
 */
export abstract class FakeHttpServer {
  private server: Server | null = null;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;

  async start(): Promise<void> {
    const server = createServer((req, res) => { void this.handle(req, res); });
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

/** Answers `body` as JSON with `status`. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
