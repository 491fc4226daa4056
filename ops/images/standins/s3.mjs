// The S3 stand-in for local container runs: s3rver (the server packages/embedded-infra embeds for npm start),
// listening on all addresses of the container. It creates the buckets named in S3_BUCKETS (comma-separated)
// and does not check signatures or policies: anonymous GETs work, like the media bucket's policy in compose.
// Not for production: docker-compose.yml keeps MinIO for real deployments.
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

const port = Number(process.env.PORT ?? 9000);
const directory = process.env.DATA_DIR ?? '/data';
const buckets = (process.env.S3_BUCKETS ?? '').split(',').map((b) => b.trim()).filter(Boolean);
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  port,
  address: '0.0.0.0',
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
await server.run();
console.log(`s3rver on :${port}, data in ${directory}, buckets: ${buckets.join(', ') || '(none)'}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
