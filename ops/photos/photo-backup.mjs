// The photo backup bucket: every stored image object (`img/<id>/<variant>.webp` in the media bucket) is copied to
// a second bucket (BACKUP_S3_*: another endpoint, or another bucket of the same one) by a sweep, and removed from
// it only once it has been gone from the media bucket longer than the storage sweep's grace period
// (STORAGE_RELEASED_GRACE_HOURS, 168 h), so a database restored to any time of the last 7 days finds its photos.
// A restore copies back every object the (restored) database refers to that the media bucket lacks.
// Used by `npm run photos:backup` and `npm run photos:restore` (scripts/photo-backup.mjs).
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';

const PREFIX = 'img/';
/** where the sweep remembers since when an object has been gone from the media bucket */
export const STATE_KEY = '_photo-backup/gone-since.json';

/** { client, bucket } for the media bucket (`S3_*`) or the backup bucket (`BACKUP_S3_*`) of an environment. */
export function bucketFrom(env, prefix = 'S3_') {
  const get = (k) => env[`${prefix}${k}`];
  if (!get('ENDPOINT') || !get('BUCKET')) throw new Error(`${prefix}ENDPOINT and ${prefix}BUCKET must be set`);
  const client = new S3Client({
    endpoint: get('ENDPOINT'),
    region: get('REGION') ?? 'us-east-1',
    forcePathStyle: (get('FORCE_PATH_STYLE') ?? 'true') !== 'false',
    ...(get('ACCESS_KEY_ID') ? { credentials: { accessKeyId: get('ACCESS_KEY_ID'), secretAccessKey: get('SECRET_ACCESS_KEY') ?? '' } } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  return { client, bucket: get('BUCKET') };
}

/** Every image object of a bucket: Map key → size. */
export async function listImages({ client, bucket }) {
  const keys = new Map();
  let token;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }));
    for (const o of page.Contents ?? []) keys.set(o.Key, o.Size ?? 0);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

async function copy(from, to, key) {
  const obj = await from.client.send(new GetObjectCommand({ Bucket: from.bucket, Key: key }));
  const body = Buffer.from(await obj.Body.transformToByteArray());
  await to.client.send(new PutObjectCommand({
    Bucket: to.bucket, Key: key, Body: body, ContentLength: body.length,
    ContentType: obj.ContentType, CacheControl: obj.CacheControl,
  }));
  return body.length;
}

async function readState(backup) {
  try {
    const obj = await backup.client.send(new GetObjectCommand({ Bucket: backup.bucket, Key: STATE_KEY }));
    return JSON.parse(await obj.Body.transformToString());
  } catch (err) {
    if (err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404) return {};
    throw err;
  }
}

async function writeState(backup, state) {
  const body = JSON.stringify(state);
  await backup.client.send(new PutObjectCommand({ Bucket: backup.bucket, Key: STATE_KEY, Body: body, ContentType: 'application/json' }));
}

/**
 * One sweep: copies every image object the backup bucket lacks; an object gone from the media bucket is noted with
 * the time it was first seen gone and deleted from the backup once gone longer than `graceMs` (never while
 * `referenced`, the keys the database refers to, holds it). Returns
 * { copied, copiedBytes, kept, goneAwaitingGrace, removed }.
 */
export async function backupPhotos({ media, backup, graceMs = 168 * 3600_000, now = new Date(), concurrency = 4, referenced }) {
  const [inMedia, inBackup] = await Promise.all([listImages(media), listImages(backup)]);
  const missing = [...inMedia.keys()].filter((k) => !inBackup.has(k));
  let copiedBytes = 0;
  for (let i = 0; i < missing.length; i += concurrency) {
    const sizes = await Promise.all(missing.slice(i, i + concurrency).map((k) => copy(media, backup, k)));
    copiedBytes += sizes.reduce((a, b) => a + b, 0);
  }
  const state = await readState(backup);
  const next = {};
  const expired = [];
  for (const key of inBackup.keys()) {
    if (inMedia.has(key) || key === STATE_KEY) continue;
    // an object the database still refers to was lost, not released: keep it for photos:restore
    if (referenced?.has(key)) continue;
    const since = state[key] ?? now.toISOString();
    if (now.getTime() - Date.parse(since) >= graceMs) expired.push(key);
    else next[key] = since;
  }
  for (const Key of expired) await backup.client.send(new DeleteObjectCommand({ Bucket: backup.bucket, Key }));
  await writeState(backup, next);
  return { copied: missing.length, copiedBytes, kept: inMedia.size, goneAwaitingGrace: Object.keys(next).length, removed: expired.length };
}

/** Every object key the database's images refer to (`media.images.keys`; `schema` is media's DB_SCHEMA). */
export async function referencedKeys(databaseUrl, schema = 'media') {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT unnest(keys) AS key FROM "${schema.replace(/"/g, '')}".images`);
    return rows.map((r) => r.key);
  } finally {
    await client.end();
  }
}

/**
 * Copies back into the media bucket every key of `keys` it lacks, from the backup bucket. Returns
 * { referenced, present, restored, lost } (lost: in neither bucket, listed by key).
 */
export async function restorePhotos({ media, backup, keys, concurrency = 4 }) {
  const [inMedia, inBackup] = await Promise.all([listImages(media), listImages(backup)]);
  const wanted = [...new Set(keys)];
  const absent = wanted.filter((k) => !inMedia.has(k));
  const restorable = absent.filter((k) => inBackup.has(k));
  for (let i = 0; i < restorable.length; i += concurrency) {
    await Promise.all(restorable.slice(i, i + concurrency).map((k) => copy(backup, media, k)));
  }
  return { referenced: wanted.length, present: wanted.length - absent.length, restored: restorable.length, lost: absent.filter((k) => !inBackup.has(k)) };
}
