// Child process of the launcher: PGlite over the Postgres wire protocol on the data dir.
// Prints one JSON line {"ready":true,"url":...} when it accepts connections.
import { startEmbeddedPostgres } from '@rl/embedded-infra';

const [dataDir, port] = [process.argv[2], Number(process.argv[3] ?? 0)];
const pg = await startEmbeddedPostgres({ dataDir, port });
process.stdout.write(`${JSON.stringify({ ready: true, url: pg.url })}\n`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await pg.stop().catch((err) => console.error('embedded postgres stop failed:', err));
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', stop);
