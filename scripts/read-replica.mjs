// `npm run replica [-- --port N --data DIR]`: a streaming replica (hot standby) of the PostgreSQL server of
// DATABASE_URL on this machine (local real-PostgreSQL topology): copied with pg_basebackup into DIR (default
// .data/replica/pg) the first time, started on port N (default 5433) and left running. Then start the platform
// with the DATABASE_READ_URL it prints: listings sends its public reads there. `npm run replica -- --stop` stops
// it. See docs/OPERATIONS.md, "Read replica".
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { standby } from '../ops/replica/standby.mjs';
import { ROOT } from './lib/workspaces.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', default: '5433' }, data: { type: 'string' }, stop: { type: 'boolean' } } });
const primaryUrl = process.env.DATABASE_URL;
const port = Number(values.port);
if (!primaryUrl || !Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('Usage: DATABASE_URL=postgres://… npm run replica [-- --port 5433 --data .data/replica/pg | --stop]\n'
    + 'DATABASE_URL is the primary: a real PostgreSQL server (the embedded database has no WAL to stream).');
  process.exit(2);
}
const data = values.data ?? join(ROOT, '.data/replica/pg');
try {
  const s = await standby({ primaryUrl, data, port, create: !values.stop });
  if (values.stop) {
    s.stop();
    console.log(`the replica in ${data} is stopped`);
  } else {
    s.start();
    await s.caughtUp();
    console.log(`a streaming replica of ${new URL(primaryUrl).host} runs from ${data} (log: ${s.log}) and has caught up.`);
    console.log(`Start the platform with:\n  DATABASE_READ_URL=${s.url} DATABASE_URL=${primaryUrl} npm start`);
  }
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
