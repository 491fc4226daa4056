import type { IncomingMessage } from 'node:http';
import { IDENTITY_HEADER, REQUEST_ID_HEADER } from '@rl/contracts';

/** Hop-by-hop headers stay with this hop (the upstream connection is ours, kept alive). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];

export interface Forwarded {
  proto: string;
  for: string;
}

/** X-Forwarded-* as nginx renders them: proto kept when sane (http/https), client address appended. */
export function forwardedOf(req: IncomingMessage): Forwarded {
  const given = req.headers['x-forwarded-proto'];
  const proto =
    typeof given === 'string' && /^https?$/.test(given) ? given : 'encrypted' in req.socket ? 'https' : 'http';
  const prior = req.headers['x-forwarded-for'];
  const remote = req.socket.remoteAddress ?? '';
  return { proto, for: typeof prior === 'string' && prior !== '' ? `${prior}, ${remote}` : remote };
}

/** Rewrites the headers that go upstream: request id, forwarded chain, and the identity from auth only. */
export function setUpstreamHeaders(req: IncomingMessage, requestId: string, fwd: Forwarded, identity?: string): void {
  const h = req.headers;
  for (const hop of HOP_BY_HOP) delete h[hop];
  delete h[IDENTITY_HEADER];
  if (identity) h[IDENTITY_HEADER] = identity;
  h[REQUEST_ID_HEADER] = requestId;
  h['x-forwarded-for'] = fwd.for;
  h['x-forwarded-proto'] = fwd.proto;
  if (h.host) h['x-forwarded-host'] = h.host;
}
