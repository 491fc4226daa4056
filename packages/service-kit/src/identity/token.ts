import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { IDENTITY_TTL_SECONDS, IdentityClaimsSchema, type IdentityClaims } from '@rl/contracts';

const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');

function sign(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

interface MintInput {
  sub: string;
  role: IdentityClaims['role'];
  email?: string;
  method: string;
  path: string;
  now?: number;
}

/** Strips the query string: a token is bound to method + path. */
export function pathOnly(uri: string): string {
  const q = uri.indexOf('?');
  return q === -1 ? uri : uri.slice(0, q);
}

/** Mints a short-lived identity token bound to one request (method + path). Format: claims.hmac */
export function mintIdentity(input: MintInput, secret: string): string {
  const iat = Math.floor((input.now ?? Date.now()) / 1000);
  const claims: IdentityClaims = {
    sub: input.sub,
    role: input.role,
    ...(input.email ? { email: input.email } : {}),
    iat,
    exp: iat + IDENTITY_TTL_SECONDS,
    jti: randomUUID(),
    m: input.method.toUpperCase(),
    p: pathOnly(input.path),
  };
  const payload = b64(JSON.stringify(claims));
  return `${payload}.${sign(payload, secret)}`;
}

type VerifyFailure = 'malformed' | 'bad-signature' | 'expired' | 'wrong-request' | 'replayed';

/**
 * Remembers the token ids seen until they expire, so a captured header cannot be sent again.
 * Per process: with several replicas a replay can only reach another replica within the token's
 * 30 s life and for the same method and path.
 */
export class SeenTokens {
  private readonly seen = new Map<string, number>();
  constructor(private readonly max = 100_000) {}

  /** true when the id was new (and is now remembered) */
  claim(jti: string, exp: number, nowSec: number): boolean {
    if (this.seen.has(jti)) return false;
    if (this.seen.size >= this.max) this.prune(nowSec);
    this.seen.set(jti, exp);
    return true;
  }

  private prune(nowSec: number) {
    for (const [k, exp] of this.seen) if (exp < nowSec) this.seen.delete(k);
    // still full of live ids: drop the oldest half rather than grow without bound
    if (this.seen.size >= this.max) {
      let n = Math.floor(this.max / 2);
      for (const k of this.seen.keys()) { if (n-- <= 0) break; this.seen.delete(k); }
    }
  }
}

export function verifyIdentity(
  token: string,
  secret: string,
  request: { method: string; path: string },
  seen: SeenTokens,
  now = Date.now(),
): { ok: true; claims: IdentityClaims } | { ok: false; reason: VerifyFailure } {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 4096) return { ok: false, reason: 'malformed' };
  const payload = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad-signature' };
  let claims: IdentityClaims;
  try {
    const parsed = IdentityClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    if (!parsed.success) return { ok: false, reason: 'malformed' };
    claims = parsed.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const nowSec = Math.floor(now / 1000);
  if (claims.exp < nowSec || claims.iat > nowSec + 5) return { ok: false, reason: 'expired' };
  if (claims.m !== request.method.toUpperCase() || claims.p !== pathOnly(request.path)) return { ok: false, reason: 'wrong-request' };
  if (!seen.claim(claims.jti, claims.exp, nowSec)) return { ok: false, reason: 'replayed' };
  return { ok: true, claims };
}
