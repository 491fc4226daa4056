import type { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@rl/contracts';

/** Hop-by-hop headers stay with this hop (the upstream connection is ours, kept alive). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

export interface Forwarded {
  proto: string;
  for: string;
}

/**
 * X-Forwarded-* as nginx renders them: proto kept when sane (http/https); `for` is the one client address,
 * as express's `req.ip` reads it under the app's `trust proxy` (the connecting address, or from a trusted
 * proxy its X-Forwarded-For, like nginx's realip module with real_ip_recursive).
 */
export function forwardedOf(req: IncomingMessage & { ip?: string }): Forwarded {
  const given = req.headers['x-forwarded-proto'];
  const proto =
    typeof given === 'string' && /^https?$/.test(given) ? given : 'encrypted' in req.socket ? 'https' : 'http';
  return { proto, for: req.ip ?? req.socket.remoteAddress ?? '' };
}

/** The client-sent ways of naming an address; upstream sees only the gateway's own X-Forwarded-For and X-Real-IP. */
const CLIENT_ADDRESS_HEADERS = ['forwarded', 'x-real-ip'];

/** Rewrites the headers that go upstream: request id, client address, and the identity from auth only. */
export function setUpstreamHeaders(req: IncomingMessage, requestId: string, fwd: Forwarded, identity?: string): void {
  const h = req.headers;
  for (const hop of HOP_BY_HOP) delete h[hop];
  delete h[IDENTITY_HEADER];
  if (identity) h[IDENTITY_HEADER] = identity;
  h[REQUEST_ID_HEADER] = requestId;
  for (const name of CLIENT_ADDRESS_HEADERS) delete h[name];
  h['x-forwarded-for'] = fwd.for;
  h['x-real-ip'] = fwd.for;
  h['x-forwarded-proto'] = fwd.proto;
  if (h.host) h['x-forwarded-host'] = h.host;
}
