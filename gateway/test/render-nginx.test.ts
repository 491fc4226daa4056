import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testNginxConfig } from '../src/nginx-main.js';
import { renderDockerTemplate, renderStandaloneConfig, substituteTemplate, TEMPLATE_PATH, TEMPLATE_VARIABLES } from '../src/render-nginx.js';
import { API_ROUTES } from '../src/routing-table.js';
import { nginxForTests } from './support/engines.js';

const gatewayDir = fileURLToPath(new URL('../', import.meta.url));

const standalone = (prefixDir: string) =>
  renderStandaloneConfig({
    host: '127.0.0.1',
    port: 18080,
    upstreams: {
      auth: 'http://127.0.0.1:4001',
      listings: 'http://127.0.0.1:4002',
      moderation: 'http://127.0.0.1:4003',
      media: 'http://127.0.0.1:4004',
      enrichment: 'https://127.0.0.1:4005',
      sales: 'http://127.0.0.1:4007',
    },
    s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'rl-media' },
    staticDirs: { shell: '/srv/shell', 'mfe-buyer': '/srv/buyer', 'mfe-seller': '/srv/seller', 'mfe-admin': '/srv/admin' },
    prefixDir,
  });

const sampleEnv = {
  AUTH_UPSTREAM: '127.0.0.1:4001',
  LISTINGS_UPSTREAM: '127.0.0.1:4002',
  MODERATION_UPSTREAM: '127.0.0.1:4003',
  MEDIA_UPSTREAM: '127.0.0.1:4004',
  ENRICHMENT_UPSTREAM: '127.0.0.1:4005',
  SALES_UPSTREAM: '127.0.0.1:4007',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  PUBLIC_URL: 'https://cars.example.com',
  S3_BUCKET: 'rl-media',
};

describe('rendered nginx configuration', () => {
  it('the committed docker template is the renderer output (run `npm run render -w gateway` after changing the table)', () => {
    expect(readFileSync(join(gatewayDir, TEMPLATE_PATH), 'utf8')).toBe(renderDockerTemplate());
  });

  it('the template uses only its documented variables', () => {
    const used = new Set([...renderDockerTemplate().matchAll(/\$\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual([...TEMPLATE_VARIABLES].sort());
    expect(substituteTemplate(renderDockerTemplate(), sampleEnv)).not.toMatch(/\$\{/);
  });

  it('renders every route of the table, with the identity sub-request and JSON errors', () => {
    for (const conf of [standalone('/tmp/x'), renderDockerTemplate()]) {
      for (const r of API_ROUTES) expect(conf).toContain(`location ${r.match === 'exact' ? '= ' : ''}${r.path} {`);
      expect(conf).toContain('auth_request /_identity;');
      expect(conf).toContain('auth_request_set $gw_identity $upstream_http_x_identity;');
      expect(conf).toContain('proxy_set_header X-Identity $gw_identity;');
      expect(conf).toContain('limit_req_status 429;');
      expect(conf).toMatch(/location \/api\/media\/ \{\s+client_max_body_size 11m;/);
    }
    expect(standalone('/tmp/x')).toContain('proxy_pass https://gw_enrichment;');
  });
});

describe('nginx -t', () => {
  const bin = nginxForTests();
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gw-nginx-t-'));
    mkdirSync(join(dir, 'tmp'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts the standalone config', () => {
    const file = join(dir, 'nginx.conf');
    writeFileSync(file, standalone(dir));
    const r = testNginxConfig(file, dir, bin);
    expect(r.output).toBe('');
    expect(r.ok).toBe(true);
  });

  it('accepts the docker template with sample values, inside an http block like the image’s nginx.conf', () => {
    writeFileSync(join(dir, 'default.conf'), substituteTemplate(readFileSync(join(gatewayDir, TEMPLATE_PATH), 'utf8'), sampleEnv));
    const main = join(dir, 'image-nginx.conf');
    writeFileSync(
      main,
      [
        `pid ${dir}/image.pid;`,
        'events { worker_connections 64; }',
        'http {',
        '    default_type application/octet-stream;',
        `    client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy; fastcgi_temp_path ${dir}/tmp/fcgi;`,
        `    uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;`,
        `    include ${dir}/default.conf;`,
        '}',
      ].join('\n'),
    );
    const r = testNginxConfig(main, dir, bin);
    expect(r.output).toBe('');
    expect(r.ok).toBe(true);
  });

  it('rejects a broken config (the check is real)', () => {
    const file = join(dir, 'broken.conf');
    writeFileSync(file, standalone(dir).replace('auth_request /_identity;', 'auth_request;'));
    expect(testNginxConfig(file, dir, bin).ok).toBe(false);
  });
});
