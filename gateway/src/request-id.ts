import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@rl/contracts';

/** A client-supplied id is kept when it looks sane; the same rule is rendered into nginx. */
const sane = new RegExp(REQUEST_ID_PATTERN);

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && sane.test(given) ? given : randomUUID().replace(/-/g, '');
}
