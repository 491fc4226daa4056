// Infrastructure the fault suite owns (so it may stop it): its own PostgreSQL cluster, Redis and S3
// (s3rver), each on a spare loopback port, each stopped and started again by pid, never by name.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startPlatform } from '../../scripts/lib/platform.mjs';
import { freePort, waitForHttp } from '../../scripts/lib/ports.mjs';
import { embeddedS3Args } from '../../scripts/embedded/s3-command.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** initdb refuses to run as root: run PostgreSQL's tools as the `postgres` user when we are root. */
function asPostgres(cmd, args) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

export function runAsPostgres(cmd, args) {
  const [c, a] = asPostgres(cmd, args);
  const r = spawnSync(c, a, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

export async function startPostgres(dir) {
  const port = await freePort();
  const data = join(dir, 'pg');
  mkdirSync(data, { recursive: true });
  const pgUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (process.getuid?.() === 0 && pgUser.status === 0) {
    const uid = Number(pgUser.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  runAsPostgres(`${PG_BIN}/initdb`, ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const opts = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300 -c shared_preload_libraries=pg_stat_statements`;
  const pg = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-o', opts, '-l', join(data, 'server.log'), '-w', 'start']),
    /** fast shutdown: open connections are cut, as in a crash or failover */
    stop: () => runAsPostgres(`${PG_BIN}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']),
    dispose: () => {
      try { pg.stop(); } catch { /* already stopped */ }
      rmSync(data, { recursive: true, force: true });
    },
  };
  pg.start();
  return pg;
}

async function waitForPort(port) {
  const net = await import('node:net');
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => { s.end(); resolve(true); });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on ${port}`);
}

export async function startRedis(dir) {
  const port = await freePort();
  const data = join(dir, 'redis');
  mkdirSync(data, { recursive: true });
  let child;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', data, '--appendonly', 'yes',
        '--appendfsync', 'everysec', '--save', '', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
      await waitForPort(port);
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise((r) => { c.once('exit', r); c.kill('SIGTERM'); });
    },
    async dispose() {
      await redis.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
  await redis.start();
  return redis;
}

export async function startS3(dir, bucket) {
  const port = await freePort();
  const data = join(dir, 's3');
  let child;
  const s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    async start() {
      child = spawn(process.execPath, embeddedS3Args(data, port, bucket), { stdio: 'ignore' });
      await waitForHttp(`${s3.endpoint}/`, { okStatuses: [200, 403, 404] });
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise((r) => { c.once('exit', r); c.kill('SIGKILL'); });
    },
    async dispose() {
      await s3.stop();
      rmSync(data, { recursive: true, force: true });
    },
  };
  await s3.start();
  return s3;
}

/**
 * The drills' platform: nginx in front of `replicas` processes of every service, on the PostgreSQL, Redis and
 * S3 above, with the demo data and the write limits off (the bench's one seller writes far more than a person).
 * `extraEnv` adds to the environment (bench/capacity's profiling hook).
 */
export async function startDrillPlatform({ db, redis, s3, port, dataDir, replicas, log, extraEnv = {} }) {
  return startPlatform({
    env: {
      ...process.env,
      REPLICAS: String(replicas),
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_BUCKET: 'media',
      SEED_DEMO: '1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      ...extraEnv,
    },
    port,
    dataDir,
    gateway: 'nginx',
    onFatal: (err) => log(`platform: ${err.message}`),
  });
}
