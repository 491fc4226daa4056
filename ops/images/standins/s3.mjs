// The S3 stand-in for local container runs: s3rver (the server packages/embedded-infra embeds for npm start),
// listening on all addresses of the container. It creates the buckets named in S3_BUCKETS (comma-separated)
// and does not check policies (anonymous GETs work, like the media bucket's policy in compose). It knows the access
// keys named in S3_KEYS (id:secret, comma-separated: the media service's and the photo backup's) and refuses
// others, as MinIO would; s3rver does not verify V4 signatures.
// Not for production: docker-compose.yml keeps MinIO for real deployments.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

const port = Number(process.env.PORT ?? 9000);
const directory = process.env.DATA_DIR ?? '/data';
const buckets = (process.env.S3_BUCKETS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
for (const pair of (process.env.S3_KEYS ?? '').split(',').filter(Boolean)) {
  const [id, ...secret] = pair.split(':');
  AWSAccount.DUMMY_ACCOUNT.createKeyPair(id, secret.join(':'));
}
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  port,
  address: '0.0.0.0',
  directory,
  silent: true,
  // path-style only: with virtual-host buckets on, s3rver takes any host name but localhost ("minio", the
  // name compose and the Services give it) for a bucket's, and every request misses
  vhostBuckets: false,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
await server.run();
console.log(`s3rver on :${port}, data in ${directory}, buckets: ${buckets.join(', ') || '(none)'}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
