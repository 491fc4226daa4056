import http from 'node:http';
import { Readable } from 'node:stream';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are asserted field by field
  json: () => any;
}

export interface Ask {
  method?: string;
  headers?: Record<string, string | number>;
  /** a Buffer is sent with Content-Length; a generator of chunks is sent chunked */
  body?: Buffer | (() => AsyncGenerator<Buffer>);
}

/** Minimal HTTP client: exact headers (no automatic decompression), tolerant of early answers (413). */
export function ask(base: string, path: string, o: Ask = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...o.headers };
    // Node does not frame a GET body on its own
    if (Buffer.isBuffer(o.body)) headers['content-length'] = o.body.length;
    else if (o.body) headers['transfer-encoding'] = 'chunked';
    const req = http.request(new URL(path, base), { method: o.method ?? 'GET', headers, agent: false });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => undefined);
      const finish = () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json: () => JSON.parse(text) });
      };
      res.on('end', finish);
      res.on('aborted', finish);
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    if (o.body === undefined) req.end();
    else if (Buffer.isBuffer(o.body)) req.end(o.body);
    else {
      const src = Readable.from(o.body());
      src.on('error', () => undefined);
      src.pipe(req);
    }
  });
}

export async function* chunks(total: number, size = 64 * 1024): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < total; sent += size) yield Buffer.alloc(Math.min(size, total - sent), 0x61);
}
