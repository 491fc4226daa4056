import { z } from 'zod';
import { RoleSchema, type Role } from './user.js';

/** Header the gateway forwards to services after asking auth who the caller is. */
export const IDENTITY_HEADER = 'x-identity';
/** Header carrying the request id through gateway and services. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id sent by a client or the gateway is kept when it matches this (the gateway's Node and nginx engines and every service). */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9._-]{1,128}$';
/** Headers the gateway sends on its identity sub-request so auth can bind the token to the request. */
export const ORIGINAL_METHOD_HEADER = 'x-original-method';
export const ORIGINAL_URI_HEADER = 'x-original-uri';

/** auth's session cookie. Without it a request is anonymous, and the gateway does not ask auth. */
export const SESSION_COOKIE = 'rl.sid';

/** True when a Cookie header carries the session cookie (the gateway's test; nginx renders the same pattern). */
export const SESSION_COOKIE_PATTERN = `(^|;)\\s*${SESSION_COOKIE.replace('.', '\\.')}=`;
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return typeof cookieHeader === 'string' && new RegExp(SESSION_COOKIE_PATTERN).test(cookieHeader);
}

/** Seconds an identity token stays valid. Short: it only has to survive one proxied hop. */
export const IDENTITY_TTL_SECONDS = 30;

export const IdentityClaimsSchema = z.object({
  /** user id, or `service:<name>` for service-to-service calls */
  sub: z.string(),
  role: z.union([RoleSchema, z.literal('service')]),
  email: z.string().optional(),
  /** issued at / expires, unix seconds */
  iat: z.number().int(),
  exp: z.number().int(),
  /** unique token id: a service accepts each one once */
  jti: z.string(),
  /** the request the token was minted for: method and path (no query) */
  m: z.string(),
  p: z.string(),
});
export type IdentityClaims = z.infer<typeof IdentityClaimsSchema>;

/** What a service sees after verifying the header. */
export interface Identity {
  userId: string;
  role: Role | 'service';
  email?: string;
}
