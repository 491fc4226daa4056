import { join } from 'node:path';
import { loadConfig, REPO_ROOT } from '../src/env.js';

const base = {
  AUTH_URL: 'http://127.0.0.1:4001',
  LISTINGS_URL: 'http://127.0.0.1:4002/',
  MODERATION_URL: 'http://127.0.0.1:4003',
  MEDIA_URL: 'http://127.0.0.1:4004',
  ENRICHMENT_URL: 'http://127.0.0.1:4005',
  SALES_URL: 'http://127.0.0.1:4007',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'rl-media',
};

describe('gateway env', () => {
  it('applies defaults: port 8080 on 127.0.0.1, bundles under the repository root', () => {
    const c = loadConfig(base);
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.upstreams.listings).toBe('http://127.0.0.1:4002');
    expect(c.staticDirs).toEqual({
      'mfe-buyer': join(REPO_ROOT, 'mfe-buyer/dist'),
      'mfe-seller': join(REPO_ROOT, 'mfe-seller/dist'),
      'mfe-admin': join(REPO_ROOT, 'mfe-admin/dist'),
      shell: join(REPO_ROOT, 'shell/dist'),
    });
    expect(join(REPO_ROOT, 'gateway/src/env.ts')).toBe(join(REPO_ROOT, 'gateway', 'src', 'env.ts'));
  });

  it('takes STATIC_ROOT and per-bundle overrides', () => {
    const c = loadConfig({ ...base, PORT: '9090', STATIC_ROOT: '/srv/www', SHELL_DIR: '/elsewhere/shell', MFE_ADMIN_DIR: 'admin-build' });
    expect(c.port).toBe(9090);
    expect(c.staticDirs.shell).toBe('/elsewhere/shell');
    expect(c.staticDirs['mfe-admin']).toBe('/srv/www/admin-build');
    expect(c.staticDirs['mfe-buyer']).toBe('/srv/www/mfe-buyer/dist');
  });

  it('trusts no proxy unless TRUSTED_PROXIES names addresses or CIDR ranges, and refuses anything else', () => {
    expect(loadConfig(base).trustedProxies).toEqual([]);
    expect(loadConfig({ ...base, TRUSTED_PROXIES: ' 10.0.0.0/8, 192.168.1.7 ,fd00::/8' }).trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    for (const bad of ['loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com']) {
      expect(() => loadConfig({ ...base, TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES: .* is not an address or CIDR range/);
    }
  });

  it('stops with a message naming each missing or bad variable', () => {
    const { AUTH_URL: _a, ...rest } = base;
    const attempt = () => loadConfig({ ...rest, S3_ENDPOINT: 'ftp://x', PORT: 'abc' });
    expect(attempt).toThrow(/AUTH_URL: is required/);
    expect(attempt).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/);
    expect(attempt).toThrow(/PORT: must be a port number/);
  });
});
