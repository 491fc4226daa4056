// Child process of the launcher: an S3-compatible server (s3rver) keeping objects in the data dir.
import { startEmbeddedS3 } from '@rl/embedded-infra';

const [dataDir, port, bucket] = [process.argv[2], Number(process.argv[3] ?? 0), process.argv[4]];
const s3 = await startEmbeddedS3({ dataDir, port, buckets: [bucket] });
process.stdout.write(`${JSON.stringify({ ready: true, endpoint: s3.endpoint })}\n`);

async function stop() {
  await s3.stop().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
