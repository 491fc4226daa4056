import { posix } from 'node:path';
import { mountOf } from '@rl/contracts';
import { API_PREFIX, API_ROUTES, NO_FALLBACK_PREFIXES, type ApiRoute } from './routing-table.js';

/**
 * The path nginx matches locations against: percent-decoded, slashes merged, dot segments resolved.
 * Returns null for a path nginx would refuse (bad encoding, climbing above the root).
 */
export function normalizePath(rawUrl: string): string | null {
  const rawPath = rawUrl.split('?', 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  const merged = decoded.replace(/\/{2,}/g, '/');
  let depth = 0;
  for (const segment of merged.split('/').slice(1)) {
    if (segment === '..') depth -= 1;
    else if (segment !== '.' && segment !== '') depth += 1;
    if (depth < 0) return null;
  }
  const normalized = posix.normalize(merged);
  return merged.endsWith('/') && !normalized.endsWith('/') ? `${normalized}/` : normalized;
}

/**
 * An /api/ path (as written or once decoded) with an encoded `/` or `\` in its path: refused with 400 by both
 * gateways, since decoding would let `..%2F` climb out of the API into bundles or the app shell.
 */
export function hasEncodedSeparator(rawUrl: string, normalized: string): boolean {
  const rawPath = rawUrl.split('?', 1)[0] ?? '';
  return /%(2f|5c)/i.test(rawPath) && (rawPath.startsWith(`${API_PREFIX}/`) || isApiPath(normalized));
}

/** True when `path` is `prefix` itself or below it (`/api` matches `/api` and `/api/x`, not `/apix`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

export const isApiPath = (path: string): boolean => isUnder(path, API_PREFIX);

/** nginx location semantics: an exact route wins, otherwise the longest matching prefix (contracts' mountOf). */
export const matchApiRoute = (path: string, routes: readonly ApiRoute[] = API_ROUTES): ApiRoute | undefined => mountOf(path, routes);

export const allowsSpaFallback = (path: string): boolean => !NO_FALLBACK_PREFIXES.some((p) => isUnder(path, p));
