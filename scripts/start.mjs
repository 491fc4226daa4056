// `npm start`: build what is missing, start infrastructure, services, worker and gateway.
import { build } from './build.mjs';
import { startPlatform } from './lib/platform.mjs';

build({ strict: false });
console.log('Starting the platform...');
const started = Date.now();
let platform;
const fatal = async (err) => {
  console.error(`\n${err.message}`);
  await platform?.stop();
  process.exit(1);
};
try {
  platform = await startPlatform({ onFatal: fatal });
} catch (err) {
  await fatal(err);
}

const rows = Object.entries(platform.parts).map(([k, v]) => `  ${k.padEnd(9)} ${v}`).join('\n');
console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s\n${rows}\n  logs      ${platform.dataDir}/logs/\n`);
console.log(`  Open ${platform.url}   (Ctrl-C stops everything)\n`);

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await platform.stop();
    process.exit(0);
  });
}
