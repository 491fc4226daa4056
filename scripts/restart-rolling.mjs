// `npm run restart:rolling`: restarts every service replica and enrichment worker of the running
// platform one at a time (see lib/rolling-restart.mjs). With REPLICAS >= 2 the gateway always has a
// ready replica of each service, so no request fails.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isAlive, rollingRestart } from './lib/rolling-restart.mjs';
import { ROOT } from './lib/workspaces.mjs';

const runtimeFile = join(resolve(ROOT, process.env.DATA_DIR ?? '.data'), 'runtime.json');
const readRuntime = () => JSON.parse(readFileSync(runtimeFile, 'utf8'));

if (!existsSync(runtimeFile) || !isAlive(readRuntime().pid)) {
  console.error(`No running platform found (${runtimeFile}). Start it with npm start first.`);
  process.exit(1);
}
if ((readRuntime().replicas ?? 1) < 2) console.warn('REPLICAS is 1: each service is down while its only replica restarts.');
const started = Date.now();
const n = await rollingRestart(() => readRuntime().children);
console.log(`Rolling restart of ${n} processes done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
