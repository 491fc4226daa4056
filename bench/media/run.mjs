#!/usr/bin/env node
// Media benchmark: 12-megapixel JPEGs (4000 x 3000) turned into the stored WebP sizes.
//   1. the service's processing function alone (services/media/dist/images/process-image.js), in a
//      child process of its own, 1 at a time and `--concurrency` at a time;
//   2. end to end: multipart POST /api/media/images to the media service (its own process, dist/main.js)
//      against an embedded S3 server (s3rver) and PostgreSQL (DATABASE_URL, else embedded PGlite).
// Prints photos per second, latency and the RSS high-water mark of the process doing the work.
//
//   node bench/media/run.mjs [--photos 16] [--distinct 4] [--concurrency 2] [--seconds 45]
//
// Bounded: each phase stops after --photos photos or --seconds seconds, whichever comes first.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};
const PHOTOS = opt('photos', 16);
const DISTINCT = opt('distinct', 4);
const CONCURRENCY = opt('concurrency', Math.max(1, Math.min(4, availableParallelism())));
const SECONDS = opt('seconds', 45);
const benchStarted = Date.now();
const loadAtStart = loadavg()[0];

const { build } = await import(pathToFileURL(join(ROOT, 'scripts/build.mjs')).href);
build({ only: ['packages/contracts', 'packages/embedded-infra', 'packages/service-kit', 'services/media'], quiet: true });

const { makePhoto } = await import('./photos.mjs');
const { mintIdentity } = await import('@rl/service-kit');
const { startEmbeddedPostgres, startEmbeddedS3 } = await import('@rl/embedded-infra');
const PROCESS_MODULE = pathToFileURL(join(ROOT, 'services/media/dist/images/process-image.js')).href;

const work = mkdtempSync(join(tmpdir(), 'rl-bench-media-'));
const cleanup = [];
const mb = (bytes) => bytes / 2 ** 20;

// ---- photos ----
let t = Date.now();
const photos = [];
for (let i = 0; i < DISTINCT; i++) {
  const p = await makePhoto(i + 1);
  writeFileSync(join(work, `photo-${i}.jpg`), p);
  photos.push(p);
}
const avgInput = photos.reduce((n, p) => n + p.length, 0) / photos.length;
console.log(`${DISTINCT} distinct 4000x3000 JPEGs (half with EXIF orientation 6 + GPS), ${mb(avgInput).toFixed(2)} MB on average, made in ${((Date.now() - t) / 1000).toFixed(1)} s`);

// ---- helpers ----
function runChild(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`child exited with ${code}`))));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

/** RSS high-water mark of another process (Linux /proc), in MB; null elsewhere. */
function peakRssOf(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}
function rssOf(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

try {
  // ---- 1. the processing function alone ----
  const processing = [];
  for (const c of [...new Set([1, CONCURRENCY])]) {
    const r = await runChild([join(ROOT, 'bench/media/process-only.mjs'), work, String(PHOTOS), String(c), String(SECONDS), PROCESS_MODULE]);
    processing.push({ concurrency: c, ...r });
  }

  // ---- 2. end to end over HTTP ----
  const s3 = await startEmbeddedS3({ dataDir: join(work, 's3') });
  cleanup.push(() => s3.stop());
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres();
    cleanup.push(() => pg.stop());
    databaseUrl = pg.url;
  }
  const secret = randomBytes(24).toString('hex');
  const port = await freePort();
  const schema = `bench_media_${randomBytes(3).toString('hex')}`;
  const service = spawn(process.execPath, [join(ROOT, 'services/media/dist/main.js')], {
    env: {
      PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port),
      DATABASE_URL: databaseUrl, DB_SCHEMA: schema, IDENTITY_SECRET: secret,
      S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'media-bench', S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', MEDIA_PROCESS_CONCURRENCY: String(CONCURRENCY),
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanup.unshift(() => new Promise((resolve) => { service.once('exit', resolve); service.kill('SIGTERM'); }));
  const base = `http://127.0.0.1:${port}`;
  for (let until = Date.now() + 60_000; ;) {
    const ok = await fetch(`${base}/health/ready`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > until || service.exitCode !== null) throw new Error('the media service did not become ready');
    await new Promise((r) => setTimeout(r, 200));
  }
  const idleRss = rssOf(service.pid);

  const uploadOnce = async (photo) => {
    const form = new FormData();
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const token = mintIdentity({ sub: 'bench-user', role: 'user', method: 'POST', path: '/api/media/images' }, secret);
    const started = process.hrtime.bigint();
    const res = await fetch(`${base}/api/media/images`, { method: 'POST', body: form, headers: { 'x-identity': token } });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  for (let i = 0; i < 2; i++) await uploadOnce(photos[i % photos.length]); // warm-up

  const http = [];
  for (const c of [...new Set([1, CONCURRENCY])]) {
    const latencies = [];
    let issued = 0;
    const deadline = Date.now() + SECONDS * 1000;
    const started = process.hrtime.bigint();
    await Promise.all(Array.from({ length: c }, async () => {
      while (issued < PHOTOS && Date.now() < deadline) latencies.push(await uploadOnce(photos[issued++ % photos.length]));
    }));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    latencies.sort((a, b) => a - b);
    http.push({ concurrency: c, photos: latencies.length, perSecond: latencies.length / seconds, p50: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), max: latencies[latencies.length - 1] });
  }
  const servicePeak = peakRssOf(service.pid);

  // ---- report ----
  const f = (n, d = 2) => (n == null ? 'n/a' : n.toFixed(d));
  console.log(`\nNode ${process.version}, ${cpus().length} CPU (${cpus()[0]?.model.trim()}), up to ${PHOTOS} photos or ${SECONDS} s per phase, ` +
    `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(glibc default)'}; 1-min load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end`);
  console.log('\n1. processing function only (decode + orient + 3 WebP sizes: 320, 960, 1920), own process');
  console.log(`${'concurrency'.padEnd(12)} ${'photos'.padStart(6)} ${'photos/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'RSS idle MB'.padStart(12)} ${'RSS peak MB'.padStart(12)}`);
  for (const r of processing) {
    console.log(`${String(r.concurrency).padEnd(12)} ${String(r.photos).padStart(6)} ${f(r.perSecond).padStart(9)} ${f(r.p50, 0).padStart(8)} ${f(r.max, 0).padStart(8)} ${f(r.rssBeforeMB, 0).padStart(12)} ${f(r.peakRssMB, 0).padStart(12)}`);
  }
  const sizes = processing[0].avgOutKB;
  console.log(`output per photo: thumb ${f(sizes.thumb, 0)} KB, medium ${f(sizes.medium, 0)} KB, large ${f(sizes.large, 0)} KB (input ${f(avgInput / 1024, 0)} KB)`);

  console.log('\n2. end to end: multipart upload -> media service (own process) -> embedded S3 + ' + (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'));
  console.log(`${'concurrency'.padEnd(12)} ${'photos'.padStart(6)} ${'photos/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const r of http) {
    console.log(`${String(r.concurrency).padEnd(12)} ${String(r.photos).padStart(6)} ${f(r.perSecond).padStart(9)} ${f(r.p50, 0).padStart(8)} ${f(r.p95, 0).padStart(8)} ${f(r.max, 0).padStart(8)}`);
  }
  console.log(`media service RSS: ${f(idleRss, 0)} MB when ready, high-water mark ${f(servicePeak, 0)} MB (MEDIA_PROCESS_CONCURRENCY=${CONCURRENCY})`);

  const seq = (list) => list.find((r) => r.concurrency === 1);
  const top = (list) => list[list.length - 1];
  console.log(`\nratio HTTP end to end / processing only, photos per second: 1 at a time ${f(seq(http).perSecond / seq(processing).perSecond)}x, ` +
    `${CONCURRENCY} at a time ${f(top(http).perSecond / top(processing).perSecond)}x`);
  console.log(`speed-up with ${CONCURRENCY} at a time: processing ${f(top(processing).perSecond / seq(processing).perSecond)}x, HTTP ${f(top(http).perSecond / seq(http).perSecond)}x`);
  console.log(`bench run time ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
} finally {
  for (const stop of cleanup) await stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
