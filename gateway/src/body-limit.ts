import { Transform, type TransformCallback, type Writable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'http-proxy-middleware';

/**
 * Request body caps. A declared Content-Length above the cap is refused before anything else
 * (`exceedsDeclaredLength`); a body streamed without one (chunked) is counted on its way to the
 * upstream by `bodyLimitPlugin`, which cuts the upstream request once the cap is passed.
 */

const kLimit = Symbol('gateway.bodyLimit');
const kExceeded = Symbol('gateway.bodyLimitExceeded');

interface LimitSpec {
  bytes: number;
  onExceeded: () => void;
}
type LimitedRequest = IncomingMessage & { [kLimit]?: LimitSpec; [kExceeded]?: boolean };

export function exceedsDeclaredLength(req: IncomingMessage, bytes: number): boolean {
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) > bytes;
}

export function setBodyLimit(req: IncomingMessage, bytes: number, onExceeded: () => void): void {
  (req as LimitedRequest)[kLimit] = { bytes, onExceeded };
}

export const bodyLimitExceeded = (req: IncomingMessage): boolean => (req as LimitedRequest)[kExceeded] === true;

/** Passes bytes through until the cap; past it, drops the rest and destroys the upstream request. */
class ByteLimit extends Transform {
  private seen = 0;
  private dest?: Writable;

  constructor(private readonly req: LimitedRequest, private readonly spec: LimitSpec) {
    super();
  }

  override pipe<T extends NodeJS.WritableStream>(dest: T, options?: { end?: boolean }): T {
    this.dest = dest as unknown as Writable;
    return super.pipe(dest, options);
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    if (this.req[kExceeded]) return cb();
    this.seen += chunk.length;
    if (this.seen <= this.spec.bytes) return cb(null, chunk);
    this.req[kExceeded] = true;
    if (this.dest) this.unpipe(this.dest);
    this.dest?.destroy();
    this.spec.onExceeded();
    cb();
  }
}

/** http-proxy-middleware plugin: proxies the request body through a ByteLimit when one is set. */
export const bodyLimitPlugin: Plugin = (proxyServer) => {
  const web = proxyServer.web.bind(proxyServer) as (...args: unknown[]) => void;
  (proxyServer as { web: unknown }).web = (req: LimitedRequest, res: unknown, opts: object = {}, ...rest: unknown[]) => {
    const spec = req[kLimit];
    if (!spec) return web(req, res, opts, ...rest);
    const counter = new ByteLimit(req, spec);
    req.pipe(counter);
    return web(req, res, { ...opts, buffer: counter }, ...rest);
  };
};
