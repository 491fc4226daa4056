import { cacheControlFor } from '../src/static-files.js';
import { allowsSpaFallback, isApiPath, matchApiRoute, normalizePath } from '../src/route-match.js';
import { API_ROUTES, UPSTREAMS } from '../src/routing-table.js';

describe('routing table', () => {
  it('is well formed: /api paths, prefixes end with a slash, exact paths do not, no duplicates', () => {
    const seen = new Set<string>();
    for (const r of API_ROUTES) {
      expect(r.path.startsWith('/api/')).toBe(true);
      expect(r.path.endsWith('/')).toBe(r.match === 'prefix');
      expect(UPSTREAMS[r.upstream]).toBeDefined();
      const key = `${r.match} ${r.path}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
  });

  it('the listed match order agrees with nginx semantics (exact, then longest prefix)', () => {
    const firstInOrder = (p: string) =>
      API_ROUTES.find((r) => (r.match === 'exact' ? r.path === p : p.startsWith(r.path)));
    const probes = API_ROUTES.flatMap((r) => [r.path, `${r.path}x`, `${r.path}/x`, r.path.replace(/\/$/, '')]);
    for (const p of probes) expect([p, firstInOrder(p)?.path]).toEqual([p, matchApiRoute(p)?.path]);
  });

  it.each([
    ['/api/login', 'auth'],
    ['/api/register', 'auth'],
    ['/api/account', 'auth'],
    ['/api/account/email', 'auth'],
    ['/api/password/forgot', 'auth'],
    ['/api/logout', 'auth'],
    ['/api/user', 'auth'],
    ['/api/user/vehicles', 'listings'],
    ['/api/user/vehicles/12', 'listings'],
    ['/api/vehicles', 'listings'],
    ['/api/vehicles/recent', 'listings'],
    ['/api/vehicles/features/generate', 'enrichment'],
    ['/api/vehicles/specs/generate', 'enrichment'],
    ['/api/vehicles/features', 'listings'],
    ['/api/vin/WBA123', 'enrichment'],
    ['/api/contact', 'listings'],
    ['/api/saved-searches', 'listings'],
    ['/api/saved-searches/3', 'listings'],
    ['/api/saved-vehicles', 'listings'],
    ['/api/saved-vehicles/merge', 'listings'],
    ['/api/alerts/unsubscribe', 'listings'],
    ['/api/admin/stats', 'moderation'],
    ['/api/desk/leads', 'sales'],
    ['/api/desk/leads/4/messages', 'sales'],
    ['/api/messages', 'sales'],
    ['/api/messages/4', 'sales'],
    ['/api/conversations', 'sales'],
    ['/api/seller/associates', 'sales'],
    ['/api/conversations/events', 'sales'],
    ['/api/media/images', 'media'],
  ])('%s -> %s', (path, upstream) => {
    expect(matchApiRoute(path)?.upstream).toBe(upstream);
  });

  it.each(['/api/login/x', '/api/userx', '/api/user/', '/api/vin', '/api/admin', '/api/alerts', '/api/saved-searchesx', '/api/nothing', '/api/'])('%s has no route', (path) => {
    expect(matchApiRoute(path)).toBeUndefined();
  });

  it('only /api/media has the upload cap, only sign-in (both steps and the passkey options), sign-up and password recovery are rate limited', () => {
    expect(API_ROUTES.filter((r) => r.bodyLimit === 'upload').map((r) => r.path)).toEqual(['/api/media/']);
    expect(API_ROUTES.filter((r) => r.rateLimit).map((r) => r.path)).toEqual(['/api/login', '/api/login/second-factor', '/api/login/passkey/options', '/api/register', '/api/password/']);
  });
});

describe('path normalization (as nginx matches locations)', () => {
  it.each([
    ['/api/vehicles?x=1', '/api/vehicles'],
    ['//api//vehicles/', '/api/vehicles/'],
    ['/api/vehicles/../admin/x', '/api/admin/x'],
    ['/api/%61dmin/x', '/api/admin/x'],
    ['/./a/./b', '/a/b'],
  ])('%s -> %s', (raw, path) => {
    expect(normalizePath(raw)).toBe(path);
  });

  it.each(['/../etc/passwd', '/%E0%A4%A', 'relative', '/a%00b'])('%s is refused', (raw) => {
    expect(normalizePath(raw)).toBeNull();
  });

  it('knows which paths are API and which fall back to index.html', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/x')).toBe(true);
    expect(isApiPath('/apix')).toBe(false);
    expect(allowsSpaFallback('/vehicles/1')).toBe(true);
    expect(allowsSpaFallback('/apix')).toBe(true);
    for (const p of ['/api/x', '/media/x', '/mfe/buyer/x', '/mfe']) expect(allowsSpaFallback(p)).toBe(false);
  });
});

describe('cache rules', () => {
  it.each([
    ['/remoteEntry.js', 'no-cache'],
    ['/mfe/buyer/mf-manifest.json', 'no-cache'],
    ['/index.html', 'no-cache'],
    ['/main.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['/static/js/123.0123abcd4567ef89.chunk.js', 'no-cache'],
    ['/vendors-node_modules_react.3f9a1c2b.css', 'public, max-age=31536000, immutable'],
    ['/main.3f9a1c2b.js.map', 'public, max-age=31536000, immutable'],
    ['/3f9a1c2b0d4e5f60.png', 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'no-cache'],
    ['/robots.txt', 'no-cache'],
  ])('%s -> %s', (path, cc) => {
    expect(cacheControlFor(path)).toBe(cc);
  });
});
