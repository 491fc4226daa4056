import { replicaUrls } from './env.js';
import { renderHttpContent, type NginxTarget } from './nginx-server-block.js';
import { API_DOCS, SHARED_PAGE_ROUTES, STATIC_MOUNTS, UPSTREAMS, UPSTREAM_NAMES, type StaticMount, type UpstreamName } from './routing-table.js';

export const TEMPLATE_PATH = 'nginx/templates/default.conf.template';

/** Variables of the docker template, substituted by the official nginx image's envsubst at start. */
export const TEMPLATE_VARIABLES = [...UPSTREAM_NAMES.map((n) => UPSTREAMS[n].templateVar), 'S3_ENDPOINT', 'S3_BUCKET', SHARED_PAGE_ROUTES.publicUrlEnv];

const MIME_TYPES: Record<string, string> = {
  'text/html': 'html htm',
  'text/css': 'css',
  'text/plain': 'txt',
  'text/xml': 'xml',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'application/wasm': 'wasm',
  'image/svg+xml': 'svg svgz',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
};

function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname}:${port}`;
}

interface StandaloneOptions {
  host: string;
  port: number;
  /** each upstream's replica URLs, comma-separated */
  upstreams: Record<UpstreamName, string>;
  s3: { endpoint: string; bucket: string };
  staticDirs: Record<StaticMount['name'], string>;
  /** nginx prefix dir (`-p`): pid file and temp dirs live under it */
  prefixDir: string;
  /** where the API documentation files are (default `${prefixDir}/api-docs`, written by writeStandaloneConfig) */
  apiDocsDir?: string;
  /** worker user when started as root (nginx otherwise drops to nobody) */
  user?: string;
  workerProcesses?: number | 'auto';
  /** the development mail catcher (`/dev/mailbox`); unset = not routed */
  mailboxUrl?: string;
  /** PUBLIC_URL's origin for pages; unset = each request's scheme and Host */
  publicOrigin?: string;
  /** TRUSTED_PROXIES */
  trustedProxies?: string[];
}

/** A complete nginx.conf for `nginx -c FILE -p DIR -g 'daemon off;'` as an ordinary process. */
export function renderStandaloneConfig(o: StandaloneOptions): string {
  const urls = Object.fromEntries(UPSTREAM_NAMES.map((n) => [n, replicaUrls(o.upstreams[n]).map((u) => new URL(u))])) as Record<UpstreamName, URL[]>;
  const listenHost = o.host.includes(':') ? `[${o.host}]` : o.host;
  const target: NginxTarget = {
    listen: `${listenHost}:${o.port}`,
    upstreamServer: Object.fromEntries(UPSTREAM_NAMES.map((n) => [n, urls[n].map(hostPort)])) as Record<UpstreamName, string[]>,
    upstreamScheme: Object.fromEntries(
      UPSTREAM_NAMES.map((n) => [n, urls[n][0]!.protocol === 'https:' ? 'https' : 'http']),
    ) as NginxTarget['upstreamScheme'],
    mediaProxyPass: `${o.s3.endpoint.replace(/\/+$/, '')}/${o.s3.bucket}/`,
    staticDir: o.staticDirs,
    apiDocsDir: o.apiDocsDir ?? `${o.prefixDir.replace(/\/+$/, '')}/api-docs`,
    accessLog: '/dev/stdout',
    mailboxProxyPass: o.mailboxUrl ? new URL(o.mailboxUrl).origin : undefined,
    publicOrigin: o.publicOrigin,
    trustedProxies: o.trustedProxies ?? [],
  };
  const dir = o.prefixDir.replace(/\/+$/, '');
  return [
    '# Rendered by gateway/src/render-nginx.ts from the routing table. Do not edit.',
    ...(o.user ? [`user ${o.user};`] : []),
    `worker_processes ${o.workerProcesses ?? 'auto'};`,
    `pid ${dir}/nginx.pid;`,
    'error_log stderr warn;',
    '',
    'events {',
    '    worker_connections 1024;',
    '}',
    '',
    'http {',
    '    types {',
    ...Object.entries(MIME_TYPES).map(([t, ext]) => `        ${t} ${ext};`),
    '    }',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_timeout 65s;',
    `    client_body_temp_path ${dir}/tmp/client_body;`,
    `    proxy_temp_path ${dir}/tmp/proxy;`,
    `    fastcgi_temp_path ${dir}/tmp/fastcgi;`,
    `    uwsgi_temp_path ${dir}/tmp/uwsgi;`,
    `    scgi_temp_path ${dir}/tmp/scgi;`,
    '',
    ...renderHttpContent(target)
      .trimEnd()
      .split('\n')
      .map((l) => (l ? `    ${l}` : l)),
    '}',
    '',
  ].join('\n');
}

/**
 * conf.d/default.conf for the official nginx image (`/etc/nginx/templates/default.conf.template`):
 * upstreams as `host:port` variables, bundles under /usr/share/nginx/html/{shell,mfe/<name>}.
 */
export function renderDockerTemplate(): string {
  const target: NginxTarget = {
    listen: '8080',
    // one name per service: Docker's and Kubernetes' DNS answer with every replica's address
    upstreamServer: Object.fromEntries(UPSTREAM_NAMES.map((n) => [n, [`\${${UPSTREAMS[n].templateVar}}`]])) as Record<
      UpstreamName,
      string[]
    >,
    upstreamScheme: Object.fromEntries(UPSTREAM_NAMES.map((n) => [n, 'http'])) as NginxTarget['upstreamScheme'],
    mediaProxyPass: '${S3_ENDPOINT}/${S3_BUCKET}/',
    staticDir: Object.fromEntries(STATIC_MOUNTS.map((m) => [m.name, m.imageDir])) as NginxTarget['staticDir'],
    apiDocsDir: API_DOCS.imageDir,
    accessLog: '/dev/stdout',
    publicOrigin: `${'$'}{${SHARED_PAGE_ROUTES.publicUrlEnv}}`,
    // a list does not fit envsubst: the image's entrypoint writes conf.d/trusted-proxies.conf from TRUSTED_PROXIES
    trustedProxies: [],
  };
  return [
    '# Rendered by gateway/src/render-nginx.ts from the routing table (npm run render -w gateway). Do not edit.',
    '# For the official nginx image: copy to /etc/nginx/templates/default.conf.template; at start the image',
    '# substitutes these environment variables:',
    ...UPSTREAM_NAMES.map((n) => `#   ${UPSTREAMS[n].templateVar}  host:port of the ${n} service (e.g. ${n}:port)`),
    '#   S3_ENDPOINT  URL of the S3/MinIO endpoint, no trailing slash (e.g. http://minio:9000)',
    '#   S3_BUCKET    the media bucket (objects must be readable anonymously)',
    '#   PUBLIC_URL   the site\'s origin as people open it, no trailing slash (e.g. https://cars.example.com): pages print it',
    '# TRUSTED_PROXIES (addresses or CIDR ranges, comma-separated) becomes conf.d/trusted-proxies.conf at start.',
    '# Bundles: /usr/share/nginx/html/shell and /usr/share/nginx/html/mfe/{buyer,seller,admin}. Listens on 8080.',
    '',
    renderHttpContent(target),
  ].join('\n');
}

/** Substitutes `${NAME}` the way the image's envsubst does (only the given names). */
export function substituteTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}
