import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEV_MAILBOX_ROUTE, SHARED_PAGE_ROUTES, STATIC_MOUNTS, UPSTREAMS, UPSTREAM_NAMES, type StaticMount, type UpstreamName } from './routing-table.js';

/** Repository root: gateway/{src,dist}/env.* -> ../../ */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));

const required = (what: string) => (iss: { input?: unknown }) => (iss.input === undefined ? 'is required' : what);

const httpUrl = z
  .url({ protocol: /^https?$/, error: required('must be an http(s) URL such as http://127.0.0.1:4001') })
  .transform((u) => u.replace(/\/+$/, ''));

/** One service's replicas: `http://a:1,http://b:2` (one URL when there is one replica). Kept as a string. */
const httpUrlList = z
  .string({ error: required('must be http(s) URLs separated by commas') })
  .transform((v, ctx) => {
    const urls = v.split(',').map((u) => u.trim()).filter(Boolean);
    const parsed = urls.map((u) => httpUrl.safeParse(u));
    if (urls.length === 0 || parsed.some((p) => !p.success)) {
      ctx.addIssue({ code: 'custom', message: 'must be http(s) URLs separated by commas, such as http://127.0.0.1:4001' });
      return z.NEVER;
    }
    return parsed.map((p) => p.data as string).join(',');
  });

const upstreamUrls = Object.fromEntries(UPSTREAM_NAMES.map((n) => [UPSTREAMS[n].urlEnv, httpUrlList])) as Record<
  string,
  typeof httpUrlList
>;

/** The replica URLs of one upstream value (comma-separated). */
export function replicaUrls(value: string): string[] {
  return value.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean);
}
/** `10.0.0.0/8,192.168.1.7`: addresses or CIDR ranges, the only forms both nginx's set_real_ip_from and the Node gateway read alike. */
const addressRanges = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const ranges = v.split(',').map((r) => r.trim()).filter(Boolean);
    for (const r of ranges) {
      const [ip, bits, extra] = r.split('/');
      const family = isIP(ip ?? '');
      const max = family === 6 ? 128 : 32;
      const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
      if (!family || !bitsOk || extra !== undefined) {
        ctx.addIssue({ code: 'custom', message: `"${r}" is not an address or CIDR range (such as 10.0.0.0/8 or 192.168.1.7)` });
        return z.NEVER;
      }
    }
    return ranges;
  });

const staticDirs = Object.fromEntries(STATIC_MOUNTS.map((m) => [m.dirEnv, z.string().min(1).optional()]));

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  ...upstreamUrls,
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: z
    .string({ error: required('must be text') })
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
  STATIC_ROOT: z.string().min(1).default(REPO_ROOT),
  ...staticDirs,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  NGINX_BIN: z.string().min(1).optional(),
  [DEV_MAILBOX_ROUTE.urlEnv]: httpUrl.optional(),
  /** the site as people open it: its origin goes into pages' absolute URLs (canonical, Open Graph, sitemap) */
  [SHARED_PAGE_ROUTES.publicUrlEnv]: z
    .url({ protocol: /^https?$/, error: 'must be the site URL, such as https://cars.example.com' })
    .transform((u) => new URL(u).origin)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  TRUSTED_PROXIES: addressRanges,
  NODE_ENV: z.string().optional(),
});

/** Everything the gateway needs, whichever engine (Node or nginx) runs it. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** each upstream's replica base URLs, comma-separated (see replicaUrls) */
  upstreams: Record<UpstreamName, string>;
  s3: { endpoint: string; bucket: string };
  staticDirs: Record<StaticMount['name'], string>;
  logLevel: string;
  dataDir: string;
  nginxBin?: string;
  /** the development mail catcher's HTTP base URL: `/dev/mailbox` is routed there (never in production) */
  mailboxUrl?: string;
  /** origin of PUBLIC_URL (`https://cars.example.com`); unset: each request's own scheme and Host */
  publicOrigin?: string;
  /**
   * proxies in front of the gateway (TRUSTED_PROXIES) whose X-Forwarded-For is believed; from anyone else the
   * client address is the connecting one and client-sent X-Forwarded-For, X-Real-IP and Forwarded are replaced
   */
  trustedProxies: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`gateway: invalid environment\n${lines.join('\n')}`);
  }
  const e = parsed.data as Record<string, unknown> & z.infer<typeof EnvSchema>;
  const root = resolve(e.STATIC_ROOT);
  return {
    port: e.PORT,
    host: e.HOST,
    upstreams: Object.fromEntries(UPSTREAM_NAMES.map((n) => [n, e[UPSTREAMS[n].urlEnv] as string])) as Record<
      UpstreamName,
      string
    >,
    s3: { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET },
    staticDirs: Object.fromEntries(
      STATIC_MOUNTS.map((m) => [m.name, resolve(root, (e[m.dirEnv] as string | undefined) ?? m.dir)]),
    ) as GatewayConfig['staticDirs'],
    logLevel: e.LOG_LEVEL,
    dataDir: resolve(e.DATA_DIR),
    nginxBin: e.NGINX_BIN,
    mailboxUrl: e.NODE_ENV === 'production' ? undefined : (e[DEV_MAILBOX_ROUTE.urlEnv] as string | undefined),
    publicOrigin: e[SHARED_PAGE_ROUTES.publicUrlEnv] as string | undefined,
    trustedProxies: e.TRUSTED_PROXIES,
  };
}
