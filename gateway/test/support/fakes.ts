import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TIMEOUTS } from '../../src/routing-table.js';

export interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

export interface Fake {
  url: string;
  seen: Seen[];
  close(): Promise<void>;
}

async function listen(handler: http.RequestListener): Promise<{ server: http.Server; url: string }> {
  // Like the real services (service-kit's listen), an idle connection outlives the gateway's upstream keepalive:
  // with Node's 5 s default, nginx could reuse a socket the fake was closing, and an unbuffered upload on it
  // could not be retried (502, answered as 503) instead of reaching its own 413.
  const server = http.createServer({ keepAliveTimeout: (TIMEOUTS.upstreamKeepaliveSeconds + 15) * 1000 }, handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closer = (server: http.Server) => () =>
  new Promise<void>((r) => {
    server.closeAllConnections();
    server.close(() => r());
  });

/** An upstream service that answers JSON describing the request it received (after reading the whole body). */
/** `intercept` answers some requests itself and returns true for those. */
export async function startEchoService(
  name: string,
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
): Promise<Fake> {
  const seen: Seen[] = [];
  const { server, url } = await listen((req, res) => {
    if (intercept?.(req, res)) return;
    let bodyBytes = 0;
    req.on('data', (c: Buffer) => (bodyBytes += c.length));
    req.on('end', () => {
      const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes };
      seen.push(s);
      const body = JSON.stringify({ upstream: name, ...s });
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(req.headers['x-request-id'] ?? '') });
      res.end(body);
    });
  });
  return { url, seen, close: closer(server) };
}

/**
 * Auth: `/internal/identity` answers 200 with `x-identity` bound to method and uri for cookie `rl.sid=<user>`,
 * no header when anonymous, 500 for `rl.sid=down`. Everything else is echoed (login, register, ...).
 */
export async function startFakeAuth(): Promise<Fake & { identityCalls: Seen[] }> {
  const identityCalls: Seen[] = [];
  const echo = await startEchoService('auth', (req, res) => {
    if (!req.url?.startsWith('/internal/identity')) return false;
    identityCalls.push({ method: req.method ?? '', url: req.url, headers: req.headers, bodyBytes: 0 });
    const sid = /(?:^|;\s*)rl\.sid=([^;]+)/.exec(String(req.headers.cookie ?? ''))?.[1];
    if (sid === 'down') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500}');
      return true;
    }
    const headers: Record<string, string> = {};
    if (sid) headers['x-identity'] = `token:${sid}:${req.headers['x-original-method']}:${req.headers['x-original-uri']}`;
    res.writeHead(200, headers).end();
    return true;
  });
  return { ...echo, identityCalls };
}

export const MEDIA_OBJECT = Buffer.from('\xff\xd8\xff\xe0 fake jpeg bytes', 'latin1');

/** S3 (path style): GET/HEAD /<bucket>/photo.jpg; anything else 404 with an XML body, like S3. */
export async function startFakeS3(bucket: string): Promise<Fake> {
  const seen: Seen[] = [];
  const { server, url } = await listen((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes: 0 });
    req.resume();
    if ((req.method === 'GET' || req.method === 'HEAD') && req.url === `/${bucket}/photo.jpg`) {
      res.writeHead(200, {
        'content-type': 'image/jpeg',
        'content-length': MEDIA_OBJECT.length,
        etag: '"abc"',
        'cache-control': 'private',
        'x-amz-request-id': 'AMZ123',
      });
      res.end(req.method === 'HEAD' ? undefined : MEDIA_OBJECT);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/xml' });
    res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>');
  });
  return { url, seen, close: closer(server) };
}
