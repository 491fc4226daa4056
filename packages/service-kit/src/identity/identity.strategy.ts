import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-custom';
import type { Request } from 'express';
import { IDENTITY_HEADER, type Identity } from '@rl/contracts';
import { SharedSeenTokens } from './shared-seen-tokens.js';
import { SeenTokens, verifyIdentity } from './token.js';

export const IDENTITY_STRATEGY = 'identity';

/**
 * Passport strategy reading the gateway's signed identity header. It never fails the request: a
 * missing, forged, expired, misdirected or replayed token means "anonymous" (user = false), and the
 * route's own guard decides whether anonymous is enough.
 */
@Injectable()
export class IdentityStrategy extends PassportStrategy(Strategy, IDENTITY_STRATEGY) {
  private readonly seen = new SeenTokens();

  /** `shared`: the replicas' common replay cache (Redis); this process's memory is checked first either way. */
  constructor(private readonly secret: string, private readonly shared?: SharedSeenTokens) {
    super();
  }

  async validate(req: Request): Promise<Identity | false> {
    const header = req.headers[IDENTITY_HEADER];
    if (typeof header !== 'string' || header.length === 0) return false;
    // originalUrl keeps the full path even inside mounted routers
    const result = verifyIdentity(header, this.secret, { method: req.method, path: req.originalUrl }, this.seen);
    if (!result.ok) {
      (req as Request & { log?: { warn: (o: object, m: string) => void } }).log?.warn({ reason: result.reason }, 'identity header refused');
      return false;
    }
    if (this.shared && !(await this.shared.claim(result.claims.jti, result.claims.exp, Math.floor(Date.now() / 1000)))) {
      (req as Request & { log?: { warn: (o: object, m: string) => void } }).log?.warn({ reason: 'replayed' }, 'identity header refused');
      return false;
    }
    const { sub, role, email } = result.claims;
    return { userId: sub, role, ...(email ? { email } : {}) };
  }
}
