// One jest worker's embedded database (worker-database.ts starts it): an in-memory PGlite server that prints
// one JSON line with its URL when it accepts connections, and ends with the worker (its IPC channel closes).
import { rmSync } from 'node:fs';
import { startEmbeddedPostgres } from '@rl/embedded-infra';

const [registration] = process.argv.slice(2);
const pg = await startEmbeddedPostgres();
process.stdout.write(`${JSON.stringify({ ready: true, url: pg.url })}\n`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  rmSync(registration, { force: true });
  await pg.stop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
