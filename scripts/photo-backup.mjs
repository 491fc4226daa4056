// `npm run photos:backup [-- --every <seconds>]`: copies every photo object of the media bucket (S3_*) that the
// backup bucket (BACKUP_S3_*) lacks, and removes from the backup what has been gone from the media bucket longer
// than STORAGE_RELEASED_GRACE_HOURS (168); with --every it sweeps again and again (the lag is at most one interval
// plus a sweep). `npm run photos:restore`: copies back from the backup every object the database (DATABASE_URL,
// media's schema DB_SCHEMA or `media`) refers to that the media bucket lacks. See docs/OPERATIONS.md, "Photos".
// The media image ships this file and ops/photos/ (services/Dockerfile): compose's photo-backup service and
// Kubernetes' CronJob photo-backup run it there.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { backupPhotos, bucketFrom, referencedKeys, restorePhotos } from '../ops/photos/photo-backup.mjs';

const { values, positionals } = parseArgs({ options: { every: { type: 'string' } }, allowPositionals: true });
const mode = positionals[0];
const log = (msg, extra = {}) => console.log(JSON.stringify({ time: new Date().toISOString(), msg, ...extra }));
let media;
let backup;
try {
  media = bucketFrom(process.env, 'S3_');
  backup = bucketFrom(process.env, 'BACKUP_S3_');
} catch (err) {
  console.error(`${err.message} (the media bucket: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; the backup bucket: the same with BACKUP_S3_)`);
  process.exit(2);
}
if (media.bucket === backup.bucket && process.env.S3_ENDPOINT === process.env.BACKUP_S3_ENDPOINT) {
  console.error('BACKUP_S3_BUCKET must be another bucket than S3_BUCKET (or on another endpoint)');
  process.exit(2);
}

if (mode === 'backup') {
  const graceMs = Number(process.env.STORAGE_RELEASED_GRACE_HOURS ?? 168) * 3600_000;
  const every = values.every ? Number(values.every) * 1000 : 0;
  for (;;) {
    const t = Date.now();
    try {
      // with DATABASE_URL, objects its images still refer to are never removed from the backup
      const referenced = process.env.DATABASE_URL ? new Set(await referencedKeys(process.env.DATABASE_URL, process.env.DB_SCHEMA ?? 'media')) : undefined;
      log('photo backup sweep', { ...(await backupPhotos({ media, backup, graceMs, referenced })), ms: Date.now() - t });
      // the compose service's healthcheck: the time of the last completed sweep
      if (process.env.PHOTO_BACKUP_HEARTBEAT) writeFileSync(process.env.PHOTO_BACKUP_HEARTBEAT, new Date().toISOString());
    } catch (err) {
      log('photo backup sweep failed', { error: err.message });
      if (!every) process.exit(1);
    }
    if (!every) break;
    await new Promise((r) => setTimeout(r, every));
  }
} else if (mode === 'restore') {
  if (!process.env.DATABASE_URL) {
    console.error('npm run photos:restore needs DATABASE_URL (the restored database)');
    process.exit(2);
  }
  const keys = await referencedKeys(process.env.DATABASE_URL, process.env.DB_SCHEMA ?? 'media');
  const r = await restorePhotos({ media, backup, keys });
  log('photo restore', { referenced: r.referenced, present: r.present, restored: r.restored, lost: r.lost.length });
  if (r.lost.length) {
    console.error(`in neither bucket: ${r.lost.slice(0, 20).join(', ')}${r.lost.length > 20 ? ', …' : ''}`);
    process.exit(1);
  }
} else {
  console.error('Usage: node scripts/photo-backup.mjs backup [--every <seconds>] | restore');
  process.exit(2);
}
