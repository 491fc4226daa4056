// Platform restore drill: the whole platform (nginx, REPLICAS=2) on a PostgreSQL of its own that archives its
// WAL with pgBackRest, a Redis, a media bucket and a backup bucket on another S3 endpoint with the photo backup
// sweep running. Under a write load through the gateway (photos, listings with their photo, inquiries, saved
// searches), each acknowledged write recorded with the time it was sent and acknowledged: a full backup
// (verified), more writes, a point in time T, writes until T's WAL is archived and the photos swept. Then the
// machine is lost: PostgreSQL stopped (immediate) and its data directory deleted, the media bucket deleted,
// Redis flushed. It restores the database to T and the photos the restored database refers to, starts the
// platform on them and checks: every write acknowledged before T is there (a listing with its photo, every
// photo with all its stored sizes in the bucket), none sent after T, the platform serves, and the work Redis
// held is rebuilt (every restored listing gets its VIN decoded again).
// Usage: node bench/restore/platform.mjs [--write-seconds 12] [--replicas 2] [--keep]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/lib/ports.mjs';
import { ApiClient } from '../../scripts/seed/api-client.mjs';
import { CARS } from '../../scripts/seed/demo-cars.mjs';
import { listingFor } from '../../scripts/seed/seed.mjs';
import { backupAndVerify, pgbackrestOk, restore } from '../../ops/backup/pgbackrest.mjs';
import { backupPhotos, bucketFrom, listImages, referencedKeys, restorePhotos } from '../../ops/photos/photo-backup.mjs';
import { prepareDrillMix } from '../lib/drill-mix.mjs';
import { startDrillPlatform, startRedis, startS3 } from '../lib/infra.mjs';
import { backrestEnv, cluster, ownedByPostgres, query } from './cluster.mjs';

const { values: args } = parseArgs({
  options: {
    'write-seconds': { type: 'string', default: '12' },
    replicas: { type: 'string', default: '2' },
    keep: { type: 'boolean', default: false },
  },
});
const WRITE_MS = Number(args['write-seconds']) * 1000;
const ARCHIVE_TIMEOUT = 10;
/** the photo backup's schedule in compose and Kubernetes is 5 minutes; the drill sweeps as often as it can */
const SWEEP_EVERY_MS = 3000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const t0 = Date.now();
const log = (m) => console.log(`[${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s] ${m}`);
const pgTime = (d) => d.toISOString().replace('T', ' ').replace('Z', '+00');
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const VARIANTS = ['thumb', 'medium', 'large'];

const s3Env = (s3, bucket, prefix) => ({
  [`${prefix}ENDPOINT`]: s3.endpoint, [`${prefix}BUCKET`]: bucket, [`${prefix}ACCESS_KEY_ID`]: 'S3RVER', [`${prefix}SECRET_ACCESS_KEY`]: 'S3RVER',
});

/** The image keys of an upload's answer (`/media/img/<id>/large.webp`): every stored size of that photo. */
const photoKeys = (url) => {
  const folder = url.replace(/^\/media\//, '').replace(/[^/]+$/, '');
  return VARIANTS.map((v) => `${folder}${v}.webp`);
};

/**
 * Two lanes of writes through the gateway as the demo seller, each recorded with its marker, kind, sent and
 * acknowledged times: a photo, a listing with a fresh photo, an inquiry, a saved search, in turn.
 */
function startWriter({ seller, buyers, uploadPhoto, vehicleIds, runId }) {
  const acked = [];
  const failed = [];
  let stopped = false;
  let n = 0;
  const one = async () => {
    const k = n++;
    const marker = `drill-${runId}-w${k}`;
    const kind = ['photo', 'listing', 'inquiry', 'saved-search'][k % 4];
    const sent = Date.now();
    try {
      if (kind === 'photo' || kind === 'listing') {
        const up = await uploadPhoto();
        if (up.res.status !== 201) throw new Error(`upload answered ${up.res.status}`);
        if (kind === 'photo') {
          acked.push({ kind, marker, sent, acked: Date.now(), keys: photoKeys(up.body.url), imageId: up.body.id });
          return;
        }
        const body = listingFor(CARS[k % CARS.length], k, [up.body.url]);
        body.description = `${body.description} ${marker}`;
        const v = await seller.post('/api/vehicles', body);
        acked.push({ kind, marker, sent, acked: Date.now(), id: v.id, keys: photoKeys(up.body.url) });
      } else if (kind === 'inquiry') {
        await seller.post('/api/contact', {
          vehicleId: vehicleIds[k % vehicleIds.length], senderFirstName: 'Drill', senderLastName: 'Buyer', senderEmail: `buyer+${k}@example.com`,
          subject: 'Is it still available?', message: `Restore drill inquiry ${marker}`,
        });
        acked.push({ kind, marker, sent, acked: Date.now() });
      } else {
        // one person keeps at most 25 searches and a search saved again answers the one kept: spread over the
        // buyers, each search with a price cap of its own
        const buyer = buyers[Math.floor(k / 4) % buyers.length];
        await buyer.post('/api/saved-searches', { name: marker, filters: { make: 'BMW', maxPrice: String(40_000 + k * 100) }, frequency: 'daily' });
        acked.push({ kind, marker, sent, acked: Date.now() });
      }
    } catch (err) {
      failed.push({ kind, marker, sent, error: err.message });
    }
  };
  const lane = async () => {
    while (!stopped) {
      await one();
      await sleep(50);
    }
  };
  const done = Promise.all([lane(), lane()]);
  return { acked, failed, stop: async () => { stopped = true; await done; } };
}

/** What the restored database holds of the drill's writes: the markers found, and the photos' image ids. */
async function restoredMarkers(url, runId) {
  const like = `%drill-${runId}-w%`;
  const pick = (rows, field) => new Set(rows.map((r) => (r[field].match(/drill-\S+-w\d+/) ?? [])[0]).filter(Boolean));
  const [listings, inquiries, searches, images] = await Promise.all([
    query(url, 'SELECT "id", "description" FROM listings."vehicles" WHERE "description" LIKE $1', [like]),
    query(url, 'SELECT "message" FROM listings."inquiries" WHERE "message" LIKE $1', [like]),
    query(url, 'SELECT "name" FROM listings."saved_searches" WHERE "name" LIKE $1', [like]),
    query(url, 'SELECT "id" FROM media."images"'),
  ]);
  return {
    markers: new Set([...pick(listings, 'description'), ...pick(inquiries, 'message'), ...pick(searches, 'name')]),
    images: new Set(images.map((r) => r.id)),
  };
}

const dir = mkdtempSync(join(tmpdir(), 'rl-restore-platform-'));
ownedByPostgres(dir);
const runId = Date.now().toString(36);
const clusters = [];
const primary = cluster({ dir, data: join(dir, 'primary'), port: await freePort(), archive: true, archiveTimeout: ARCHIVE_TIMEOUT });
const env = backrestEnv({ dir, data: primary.data, port: primary.port });
const redis = await startRedis(dir);
let mediaS3 = await startS3(join(dir, 'media-s3'), 'media');
const backupS3 = await startS3(join(dir, 'backup-s3'), 'photos-backup');
const backupBucket = bucketFrom(s3Env(backupS3, 'photos-backup', 'BACKUP_S3_'), 'BACKUP_S3_');
const mediaBucket = () => bucketFrom(s3Env(mediaS3, 'media', 'S3_'), 'S3_');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let platform;
let sweeping = false;
let sweeper;

/** The photo backup sweep, as compose's photo-backup service runs it (there every 5 minutes). */
function startSweeper() {
  sweeping = true;
  let sweeps = 0;
  const loop = (async () => {
    while (sweeping) {
      await backupPhotos({ media: mediaBucket(), backup: backupBucket }).then(() => { sweeps++; }, (err) => log(`photo backup sweep failed: ${err.message}`));
      await sleep(SWEEP_EVERY_MS);
    }
  })();
  return { sweeps: () => sweeps, stop: async () => { sweeping = false; await loop; } };
}

const figures = {};
const failures = [];
let exitCode = 1;
try {
  primary.start();
  clusters.push(primary);
  await pgbackrestOk(['stanza-create'], { env });
  log(`PostgreSQL on 127.0.0.1:${primary.port} archiving with pgBackRest (archive_timeout ${ARCHIVE_TIMEOUT} s); Redis, a media bucket and a backup bucket on another S3 endpoint`);
  log(`starting the platform: REPLICAS=${args.replicas}, nginx, demo data`);
  platform = await startDrillPlatform({ db: { url: primary.url }, redis, s3: mediaS3, port, dataDir: join(dir, 'data'), replicas: args.replicas, log });
  sweeper = startSweeper();
  const { seller, uploadPhoto } = await prepareDrillMix(base);
  const vehicleIds = (await seller.get('/api/vehicles/search?limit=20')).vehicles.map((v) => v.id);
  // the buyers who save searches, signed up before the writes (sign-up and sign-in stay limited per address)
  const buyers = [];
  for (let i = 0; i < 6; i++) {
    const buyer = new ApiClient(base);
    const account = { email: `drill-${runId}-buyer${i}@example.com`, password: 'Drill-password-2026-restore' };
    // the gateway allows 20 sign-ins and sign-ups a minute per address, and the seeding has just used some
    for (let attempt = 1; ; attempt++) {
      const answer = await buyer.post('/api/register', { ...account, firstName: 'Drill', lastName: 'Buyer' }).catch((err) => err); // signs in
      if (!(answer instanceof Error)) break;
      if (answer.status !== 429 || attempt === 20) throw answer;
      await sleep(3500);
    }
    buyers.push(buyer);
  }
  const writer = startWriter({ seller, buyers, uploadPhoto, vehicleIds, runId });
  await sleep(WRITE_MS / 2);

  let t = Date.now();
  const b = await backupAndVerify({ type: 'full', env });
  figures.backupSeconds = b.backupMs / 1000;
  log(`full backup ${b.backup.label} under the write load: ${sec(b.backupMs)}, verify ${sec(b.verifyMs)}`);

  await sleep(WRITE_MS);
  const T = new Date();
  const [{ wal }] = await query(primary.url, 'SELECT pg_walfile_name(pg_current_wal_lsn()) AS wal');
  log(`T = ${T.toISOString()} (WAL segment ${wal}); writing on until it is archived and the photos are swept`);
  for (;;) {
    await sleep(500);
    const [s] = await query(primary.url, 'SELECT last_archived_wal, failed_count FROM pg_stat_archiver');
    if (s.last_archived_wal && s.last_archived_wal.slice(8) >= wal.slice(8)) break;
    if (Date.now() - T.getTime() > (ARCHIVE_TIMEOUT * 3 + 30) * 1000) throw new Error(`T's WAL segment not archived after ${ARCHIVE_TIMEOUT * 3 + 30} s: see ${primary.log}`);
  }
  // the photo backup's lag is one sweep: wait for a sweep that started after T
  const sweepsAtT = sweeper.sweeps();
  while (sweeper.sweeps() < sweepsAtT + 2) {
    if (Date.now() - T.getTime() > 120_000) throw new Error('no photo backup sweep completed within 2 minutes after T');
    await sleep(200);
  }
  log(`T's WAL archived and the photos swept ${sec(Date.now() - T.getTime())} after T`);

  // the machine is lost
  await writer.stop();
  await sweeper.stop();
  const lostAt = Date.now();
  await platform.stop();
  platform = undefined;
  primary.stop('immediate');
  clusters.splice(clusters.indexOf(primary), 1);
  rmSync(primary.data, { recursive: true, force: true });
  await mediaS3.dispose();
  const flush = new Redis(redis.url, { lazyConnect: true });
  await flush.connect();
  await flush.flushall();
  await flush.quit();
  const acked = writer.acked;
  log(`machine lost: database, media bucket and Redis gone; ${acked.length} writes acknowledged (${writer.failed.length} failed: ${[...new Set(writer.failed.map((f) => f.error))].slice(0, 3).join('; ')})`);

  // restore: the database to T, then the photos it refers to, then the platform on them
  const restoredAt = Date.now();
  const atT = cluster({ dir, data: join(dir, 'restored'), port: await freePort(), restored: true, settings: { archive_mode: 'off' } });
  ownedByPostgres(atT.data);
  t = Date.now();
  await restore({ to: pgTime(T), pgPath: atT.data, env });
  atT.start();
  clusters.push(atT);
  await atT.waitPromoted();
  figures.databaseRestoreSeconds = (Date.now() - t) / 1000;
  const [{ n: undecodedAtRestore }] = await query(atT.url, `SELECT count(*)::int AS n FROM listings."vehicles" v
    WHERE NOT EXISTS (SELECT 1 FROM listings."vin_decodes" d WHERE d."vin" = v."vin")`);
  figures.undecodedAtRestore = undecodedAtRestore;
  mediaS3 = await startS3(join(dir, 'media-s3'), 'media');
  t = Date.now();
  const photos = await restorePhotos({ media: mediaBucket(), backup: backupBucket, keys: await referencedKeys(atT.url) });
  figures.photosRestored = photos.restored;
  log(`database restored to T in ${sec(figures.databaseRestoreSeconds * 1000)}; ${photos.restored} photo objects copied back in ${sec(Date.now() - t)} (${photos.referenced} referenced, ${photos.lost.length} in neither bucket)`);
  if (photos.lost.length) failures.push(`${photos.lost.length} photo objects the database refers to are in neither bucket`);
  platform = await startDrillPlatform({ db: { url: atT.url }, redis, s3: mediaS3, port, dataDir: join(dir, 'data'), replicas: args.replicas, log });
  const search = await fetch(`${base}/api/vehicles/search?limit=5`);
  figures.recoverySeconds = (Date.now() - restoredAt) / 1000;
  log(`platform serving again (search ${search.status}) ${sec(Date.now() - restoredAt)} after the restore began (${sec(restoredAt - lostAt)} of checks before it)`);
  if (search.status !== 200) failures.push(`search answered ${search.status} after the restore`);

  // every write acknowledged before T is there with its photos, none sent after T
  const restored = await restoredMarkers(atT.url, runId);
  const inBucket = await listImages(mediaBucket());
  const before = acked.filter((w) => w.acked < T.getTime());
  const after = acked.filter((w) => w.sent > T.getTime());
  const present = (w) => (w.kind === 'photo' ? restored.images.has(w.imageId) : restored.markers.has(w.marker));
  const missingBefore = before.filter((w) => !present(w));
  const presentAfter = after.filter(present);
  const photoless = before.filter((w) => w.keys && !w.keys.every((k) => inBucket.has(k)));
  figures.writesBeforeT = before.length;
  figures.writesAfterT = after.length;
  log(`writes acknowledged before T: ${before.length} (${['photo', 'listing', 'inquiry', 'saved-search'].map((k) => `${before.filter((w) => w.kind === k).length} ${k}`).join(', ')}), ${missingBefore.length} missing, ${photoless.length} without every stored size of their photo`);
  log(`writes sent after T: ${after.length}, ${presentAfter.length} present; ${acked.length - before.length - after.length} in flight at T (either outcome is right)`);
  if (before.length === 0 || after.length === 0) failures.push('the drill needs writes on both sides of T');
  if (missingBefore.length) failures.push(`${missingBefore.length} writes acknowledged before T are missing: ${missingBefore.slice(0, 3).map((w) => w.marker).join(', ')}`);
  if (photoless.length) failures.push(`${photoless.length} writes acknowledged before T lack a stored photo size`);
  if (presentAfter.length) failures.push(`${presentAfter.length} writes sent after T are present`);

  // a restored listing opens with its photo through the gateway
  const listing = before.find((w) => w.kind === 'listing');
  if (listing) {
    const mine = await seller.get(`/api/vehicles/${listing.id}`).catch((err) => ({ error: err.message }));
    const img = mine.images?.[0] ? await fetch(`${base}${mine.images[0]}`) : undefined;
    log(`listing ${listing.id} (acknowledged before T): ${mine.error ?? `${mine.make} ${mine.model}, photo ${img?.status} ${img?.headers.get('content-type')}`}`);
    if (mine.error || img?.status !== 200) failures.push(`listing ${listing.id} or its photo does not open after the restore`);
  }

  // the work Redis held is rebuilt: every restored listing gets its VIN decoded
  t = Date.now();
  let undecoded;
  for (;;) {
    [{ undecoded }] = await query(atT.url, `SELECT count(*)::int AS undecoded FROM listings."vehicles" v
      WHERE NOT EXISTS (SELECT 1 FROM listings."vin_decodes" d WHERE d."vin" = v."vin")`);
    if (undecoded === 0 || Date.now() - t > 120_000) break;
    await sleep(1000);
  }
  figures.vinDecodesRebuiltSeconds = (Date.now() - t) / 1000;
  log(`VIN decodes after Redis was flushed: ${undecodedAtRestore} restored listings had none, ${undecoded} left once the platform was up + ${sec(Date.now() - t)}`);
  if (undecoded) failures.push(`${undecoded} restored listings never got their VIN decoded`);

  // and takes new writes
  const fresh = await seller.post('/api/contact', {
    vehicleId: vehicleIds[0], senderFirstName: 'After', senderLastName: 'Restore', senderEmail: 'after-restore@example.com',
    subject: 'Is it still available?', message: `Written after the restore ${runId}`,
  }).then(() => 201, (err) => err.status);
  log(`a new write after the restore: ${fresh}`);
  if (fresh !== 201) failures.push(`a new write after the restore answered ${fresh}`);

  console.log(`\nfigures: ${JSON.stringify(figures)}`);
  console.log(failures.length ? `\nFAILED:\n- ${failures.join('\n- ')}` : '\nplatform restore drill: every check passed');
  exitCode = failures.length ? 1 : 0;
} catch (err) {
  console.error(`drill aborted: ${err.stack ?? err}`);
} finally {
  await sweeper?.stop();
  await platform?.stop().catch(() => undefined);
  for (const c of clusters) {
    try { c.stop('immediate'); } catch { /* already stopped */ }
  }
  await redis.dispose().catch(() => undefined);
  await mediaS3.dispose().catch(() => undefined);
  await backupS3.dispose().catch(() => undefined);
  if (args.keep) log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
