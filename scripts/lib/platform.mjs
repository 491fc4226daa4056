import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Children } from './children.mjs';
import { freePort, waitForHttp } from './ports.mjs';
import { localSecrets } from './secrets.mjs';
import { ROOT, SERVICES } from './workspaces.mjs';
import { embeddedS3Args } from '../embedded/s3-command.mjs';


/**
 * Starts the whole platform: infrastructure (embedded unless DATABASE_URL / S3_ENDPOINT / REDIS_URL
 * point at real servers), REPLICAS processes of each service and of the enrichment worker, and the
 * gateway balancing over them. Once everything is ready the children are supervised: one that dies is
 * started again (see children.mjs), only stop() ends them all.
 * Returns the gateway URL, what is embedded, and stop().
 */
export async function startPlatform({
  env = process.env,
  port = Number(env.PORT ?? 8080),
  dataDir = resolve(ROOT, env.DATA_DIR ?? '.data'),
  gateway = env.GATEWAY ?? 'node',
  verbose = env.VERBOSE === '1',
  onFatal,
} = {}) {
  const MEDIA_BUCKET = env.S3_BUCKET ?? 'media';
  mkdirSync(dataDir, { recursive: true });
  const children = new Children({
    logDir: join(dataDir, 'logs'),
    verbose,
    baseEnv: env,
    onUnexpectedExit: (name, code, signal, tail) => onFatal?.(new Error(`${name} stopped unexpectedly (${signal ?? code}):\n${tail.slice(-10).join('\n')}`)),
  });
  const parts = {};
  try {
    const secrets = localSecrets(dataDir, env);
    const common = {
      NODE_ENV: env.NODE_ENV ?? 'development',
      LOG_LEVEL: env.LOG_LEVEL ?? 'info',
      HOST: '127.0.0.1',
      IDENTITY_SECRET: secrets.IDENTITY_SECRET,
      SESSION_SECRET: secrets.SESSION_SECRET,
    };

    // --- infrastructure ---
    let databaseUrl = env.DATABASE_URL;
    if (databaseUrl) {
      parts.postgres = `real (${redact(databaseUrl)})`;
    } else {
      const pg = await children.start('postgres', process.execPath, [join(ROOT, 'scripts/embedded/postgres.mjs'), join(dataDir, 'pg'), String(await freePort())], {
        ready: (line) => parseReady(line)?.url,
      });
      databaseUrl = pg;
      parts.postgres = `embedded PGlite (${join(dataDir, 'pg')})`;
    }
    // the database is up: tools such as `npm run admin:create` use it from now on (the embedded one
    // cannot be opened twice), even while the platform is still starting or seeding
    writeFileSync(join(dataDir, 'runtime.json'), JSON.stringify({ pid: process.pid, databaseUrl, starting: true }, null, 2));

    let s3 = { endpoint: env.S3_ENDPOINT, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY };
    if (s3.endpoint) {
      parts.s3 = `real (${s3.endpoint})`;
    } else {
      const endpoint = await children.start('s3', process.execPath, embeddedS3Args(join(dataDir, 's3'), await freePort(), MEDIA_BUCKET), {
        ready: (line) => parseReady(line)?.endpoint,
      });
      s3 = { endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
      parts.s3 = `embedded s3rver (${join(dataDir, 's3')})`;
    }
    const s3Env = {
      S3_ENDPOINT: s3.endpoint, S3_BUCKET: MEDIA_BUCKET, S3_ACCESS_KEY_ID: s3.accessKeyId ?? '', S3_SECRET_ACCESS_KEY: s3.secretAccessKey ?? '',
      S3_REGION: env.S3_REGION ?? 'us-east-1', S3_FORCE_PATH_STYLE: 'true',
    };
    // mail: a real SMTP server when SMTP_URL is set, else (never in production) the development catcher,
    // whose mails the gateway shows at /dev/mailbox
    const mail = { smtpUrl: env.SMTP_URL, mailboxUrl: undefined };
    // each sales replica listens for replies by mail on its own port; the catcher's reply form sends there
    const replicas = replicaCount(env);
    const inboundSmtpPorts = await Promise.all(Array.from({ length: replicas }, () => freePort()));
    const inboundSmtp = inboundSmtpPorts.map((p) => `smtp://127.0.0.1:${p}`);
    if (mail.smtpUrl) {
      parts.mail = `real (${redact(mail.smtpUrl)})`;
    } else if (env.NODE_ENV !== 'production') {
      const catcher = await children.start('mail', process.execPath, [join(ROOT, 'scripts/embedded/mail.mjs'), dataDir, String(await freePort()), String(await freePort()), inboundSmtp.join(',')], {
        ready: (line) => parseReady(line),
      });
      Object.assign(mail, { smtpUrl: catcher.smtpUrl, mailboxUrl: catcher.httpUrl });
      parts.mail = `embedded SMTP catcher (http://localhost:${port}/dev/mailbox)`;
    } else {
      parts.mail = 'none (SMTP_URL unset)';
    }
    const mailEnv = {
      ...(mail.smtpUrl ? { SMTP_URL: mail.smtpUrl } : {}),
      ...(env.MAIL_FROM ? { MAIL_FROM: env.MAIL_FROM } : {}),
      ...(env.SALES_INBOX ? { SALES_INBOX: env.SALES_INBOX } : {}),
    };
    const mailDomain = env.MAIL_DOMAIN ?? 'remotelistings.test';
    // --- Redis: replicas share caches, limits and replay protection through it, so more than one needs it ---
    let redisUrl = env.REDIS_URL;
    const redisPlan = redisFor(env, replicas, hasRedisServer());
    if (redisPlan === 'start') {
      const redisPort = await freePort();
      mkdirSync(join(dataDir, 'redis'), { recursive: true });
      await children.start('redis', 'redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', join(dataDir, 'redis'), '--save', '', '--appendonly', 'no'], {
        ready: (line) => line.includes('Ready to accept connections'),
      });
      redisUrl = `redis://127.0.0.1:${redisPort}`;
    }
    parts.queue = redisPlan === 'start'
      ? `local Redis + BullMQ (${redisUrl}; REPLICAS=${replicas} and REDIS_URL unset)`
      : redisUrl ? `real Redis + BullMQ (${redact(redisUrl)})` : 'in-process job runner (REDIS_URL unset)';

    // --- services: REPLICAS processes of each, on their own ports ---
    const ports = Object.fromEntries(await Promise.all(SERVICES.map(async (s) => [s, await Promise.all(Array.from({ length: replicas }, () => freePort()))])));
    // every replica's URL, comma-separated: the gateway and service clients balance over the list
    const urls = Object.fromEntries(SERVICES.map((s) => [s, ports[s].map((p) => `http://127.0.0.1:${p}`).join(',')]));
    // the site as people open it: links in mails and the absolute links of pages (never a request's Host)
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
    const serviceEnv = {
      // TOTP_ENCRYPTION_KEY: seals users' TOTP secrets (auth only; TOTP_ENCRYPTION_OLD_KEYS passes through from the environment)
      // PUBLIC_URL: passkeys are bound to the site's origin
      auth: { LISTINGS_URL: urls.listings, NOTIFICATIONS_URL: urls.notifications, SALES_URL: urls.sales, TOTP_ENCRYPTION_KEY: secrets.TOTP_ENCRYPTION_KEY, PUBLIC_URL: publicUrl },
      // DATABASE_READ_URL: a streaming replica of DATABASE_URL (npm run replica) takes the public reads
      listings: { MEDIA_URL: urls.media, NOTIFICATIONS_URL: urls.notifications, ENRICHMENT_URL: urls.enrichment, SALES_URL: urls.sales, ...(env.DATABASE_READ_URL && env.DATABASE_URL ? { DATABASE_READ_URL: env.DATABASE_READ_URL } : {}) },
      // MEDIA_URL: the photo checks of a listing's photos (automated checks)
      // AUTH_URL: the staff action log
      moderation: { LISTINGS_URL: urls.listings, ENRICHMENT_URL: urls.enrichment, MEDIA_URL: urls.media, AUTH_URL: urls.auth },
      // fewer malloc arenas: sharp's threads otherwise hold on to far more memory than they use
      // LISTINGS_URL: which photos listings use (deletes of used photos refused, the storage sweep)
      media: { ...s3Env, MALLOC_ARENA_MAX: '2', LISTINGS_URL: urls.listings },
      enrichment: {},
      // links in mails lead to the site as people open it
      notifications: { AUTH_URL: urls.auth, PUBLIC_URL: publicUrl },
      // AUTH_URL: who the associates are; NOTIFICATIONS_URL: answers mailed to buyers
      // MAIL_DOMAIN: reply addresses of conversation mails, taken by each replica's inbound SMTP listener
      // LISTINGS_URL: the pipeline asks listings to mark a listing sale-pending or sold, and for similar cars
      sales: { AUTH_URL: urls.auth, NOTIFICATIONS_URL: urls.notifications, LISTINGS_URL: urls.listings, MAIL_DOMAIN: mailDomain },
    };
    // DATABASE_READ_URL only where serviceEnv sets it (listings): the others would watch a replica they never read
    const shared = { ...common, DATABASE_URL: databaseUrl, DATABASE_READ_URL: '', ...(redisUrl ? { REDIS_URL: redisUrl } : {}), ...mailEnv };
    const replicaName = (s, i) => (replicas === 1 ? s : `${s}-${i + 1}`);
    // traces only when an OTLP endpoint is configured: the loader hook must come before the app's modules.
    // No --enable-source-maps for the services: each is one bundled module (services/bundle.mjs) whose map takes
    // ~1 s to parse, on the event loop, at the first error logged; the bundle keeps the source's names and paths.
    const nodeArgs = () => [...(env.OTEL_EXPORTER_OTLP_ENDPOINT ? ['--import', '@rl/service-kit/tracing'] : [])];
    const otel = (name) => (env.OTEL_EXPORTER_OTLP_ENDPOINT ? { OTEL_SERVICE_NAME: name } : {});
    for (const s of SERVICES) {
      const main = join(ROOT, 'services', s, 'dist/main.js');
      for (const [i, p] of ports[s].entries()) {
        const metricsPort = await freePort();
        const inbound = s === 'sales' ? { INBOUND_SMTP_PORT: String(inboundSmtpPorts[i]) } : {};
        children.start(replicaName(s, i), process.execPath, [...nodeArgs(), main], {
          env: { ...shared, PORT: String(p), DB_SCHEMA: s, METRICS_PORT: String(metricsPort), ...otel(s), ...serviceEnv[s], ...inbound },
          meta: { service: s, port: p, health: `http://127.0.0.1:${p}/health/ready`, metrics: `http://127.0.0.1:${metricsPort}/metrics` },
        });
      }
    }
    const worker = join(ROOT, 'services/enrichment/dist/worker.js');
    if (redisUrl && existsSync(worker)) {
      for (let i = 0; i < replicas; i++) {
        const metricsPort = await freePort();
        children.start(replicas === 1 ? 'enrichment-worker' : `enrichment-worker-${i + 1}`, process.execPath, [...nodeArgs(), worker], {
          env: { ...shared, DB_SCHEMA: 'enrichment', METRICS_PORT: String(metricsPort), ...otel('enrichment-worker') },
          meta: { service: 'enrichment-worker', metrics: `http://127.0.0.1:${metricsPort}/metrics` },
        });
      }
      parts.worker = `separate process${replicas > 1 ? `es (${replicas})` : ''} (BullMQ)`;
    } else {
      parts.worker = 'inside the enrichment service (no Redis)';
    }
    // generous: 2 replicas of every service migrating and booting at once on a loaded 2-core machine take a while
    await Promise.all(SERVICES.flatMap((s) => ports[s].map((p) => waitForHttp(`http://127.0.0.1:${p}/health/ready`, { timeoutMs: 180_000 }))));
    parts.services = `${SERVICES.length} services x ${replicas} replica${replicas > 1 ? 's' : ''}`;
    parts['mail in'] = `${inboundSmtp.join(', ')} (replies to reply+<token>@${mailDomain})`;

    // --- gateway ---
    const gatewayEnv = {
      ...common,
      PORT: String(port),
      AUTH_URL: urls.auth, LISTINGS_URL: urls.listings, MODERATION_URL: urls.moderation, MEDIA_URL: urls.media, ENRICHMENT_URL: urls.enrichment,
      SALES_URL: urls.sales,
      S3_ENDPOINT: s3.endpoint, S3_BUCKET: MEDIA_BUCKET,
      STATIC_ROOT: ROOT,
      DATA_DIR: dataDir,
      ...(mail.mailboxUrl ? { MAILBOX_URL: mail.mailboxUrl } : {}),
      // pages print this origin, whatever Host a request names
      PUBLIC_URL: publicUrl,
      // proxies in front of the gateway whose X-Forwarded-For names the client; unset: the connecting address
      ...(env.TRUSTED_PROXIES ? { TRUSTED_PROXIES: env.TRUSTED_PROXIES } : {}),
    };
    const entry = gateway === 'nginx' ? 'gateway/dist/nginx-main.js' : 'gateway/dist/main.js';
    const gatewayMetricsPort = await freePort();
    children.start('gateway', process.execPath, ['--enable-source-maps', ...(gateway === 'nginx' ? [] : nodeArgs()), join(ROOT, entry)], {
      env: { ...gatewayEnv, METRICS_PORT: String(gatewayMetricsPort), ...otel('gateway') },
      meta: { service: 'gateway', port, health: `http://127.0.0.1:${port}/health/ready`, metrics: `http://127.0.0.1:${gatewayMetricsPort}/metrics` },
    });
    const url = `http://localhost:${port}`;
    await waitForHttp(`http://127.0.0.1:${port}/api/user`, { okStatuses: [200, 401] });
    parts.gateway = gateway === 'nginx' ? 'real nginx' : 'Node gateway';

    if (shouldSeed(env, dataDir)) {
      // a failed seed leaves a working (empty) platform and is tried again at the next start
      parts.demo = await seed({ url: `http://127.0.0.1:${port}`, databaseUrl, dataDir, totpKey: secrets.TOTP_ENCRYPTION_KEY })
        .catch((err) => `seeding failed, will retry next start: ${err.message}`);
    } else {
      parts.demo = env.DATABASE_URL && env.SEED_DEMO !== '1' ? 'not seeded (real database)' : 'already seeded';
    }

    const runtimeFile = join(dataDir, 'runtime.json');
    const writeRuntime = () => {
      const runtime = { pid: process.pid, url, databaseUrl, replicas, services: urls, s3: s3.endpoint, mail: { smtpUrl: mail.smtpUrl && redact(mail.smtpUrl), mailboxUrl: mail.mailboxUrl }, inboundSmtp, mailDomain, gateway: parts.gateway, children: children.list() };
      writeFileSync(runtimeFile, JSON.stringify(runtime, null, 2));
    };
    writeRuntime();
    // from here on a child that dies is restarted; runtime.json follows the new pids
    children.onRestart = writeRuntime;
    children.onGiveUp = writeRuntime;
    children.supervise();
    return { url, parts, databaseUrl, services: urls, mail, inboundSmtp, mailDomain, secrets, dataDir, replicas, children, stop: () => children.stopAll() };
  } catch (err) {
    await children.stopAll();
    throw err;
  }
}

/** REPLICAS: processes per service (and enrichment workers); 1 unless set. */
function replicaCount(env) {
  const raw = env.REPLICAS ?? '1';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`REPLICAS must be a whole number from 1 to 8 (got "${raw}")`);
  return n;
}

/**
 * Where the platform's Redis comes from: REDIS_URL ('given'); none for one replica ('none'); with more replicas
 * and no REDIS_URL, a redis-server of the launcher's own when one is installed ('start'). Without it the
 * replicas would each keep their own caches, limits and replay protection (a listing an admin rejected stayed
 * public on the other replica), so the start is refused with the reason.
 */
export function redisFor(env, replicas, redisServerInstalled) {
  if (env.REDIS_URL) return 'given';
  if (replicas === 1) return 'none';
  if (redisServerInstalled) return 'start';
  throw new Error(`REPLICAS=${replicas} needs Redis: the replicas share their caches, rate limits and replay protection through it. `
    + 'Set REDIS_URL, or install redis-server (the launcher then starts one of its own).');
}

function hasRedisServer() {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Demo data only for local runs: embedded database (or SEED_DEMO=1), never in production, once. */
function shouldSeed(env, dataDir) {
  if (env.NODE_ENV === 'production') return false;
  if (env.DATABASE_URL && env.SEED_DEMO !== '1') return false;
  return !existsSync(join(dataDir, 'seeded.json'));
}

async function seed({ url, databaseUrl, dataDir, totpKey }) {
  const { seedDemo, ageDemoListings, DEMO_ACCOUNTS } = await import('../seed/seed.mjs');
  const { createStaff } = await import('../../services/auth/dist/cli/staff-create.js');
  console.log('Seeding demo listings (first start)...');
  const counts = await seedDemo({
    url,
    createStaff: (account) => createStaff({ databaseUrl, schema: 'auth', totpKey, ...account }),
    log: (m) => console.log(`  ${m}`),
  });
  await ageDemoListings({ databaseUrl });
  writeFileSync(join(dataDir, 'seeded.json'), JSON.stringify({ at: new Date().toISOString(), counts }, null, 2));
  const { seller, admin, associate, associate2, moderator } = DEMO_ACCOUNTS;
  return `seeded ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')}\n`
    + `            demo seller: ${seller.email} / ${seller.password}\n`
    + `            demo admin:  ${admin.email} / ${admin.password}\n`
    + `            demo associates: ${associate.email}, ${associate2.email} / ${associate.password}\n`
    + `            demo moderator: ${moderator.email} / ${moderator.password}\n`
    + `            staff sign in with two factors: after the password, a code of the demo TOTP secret ${admin.totpSecret}\n`
    + '            (add it to an authenticator app as a time-based key, or see README, demo accounts)';
}

function parseReady(line) {
  try {
    const o = JSON.parse(line);
    return o.ready ? o : undefined;
  } catch {
    return undefined;
  }
}

function redact(url) {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@');
}
