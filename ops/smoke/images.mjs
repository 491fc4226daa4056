// Builds what the smoke needs: the local bases that are missing (they come from Debian and the npm registry,
// not from this repository: kept as they are once built), then the images built from this repository (the
// stand-ins and the platform's), always, through podman's layer cache (an unchanged repository rebuilds nothing;
// a changed one rebuilds only what changed).
import { podman, run, seconds } from './podman.mjs';

const BASES = { debian: 'debian:bookworm', node: 'node:20', nginx: 'nginx:bookworm', postgres: 'postgres:15', redis: 'redis:7' };
export const IMAGES = ['auth', 'listings', 'moderation', 'media', 'enrichment', 'notifications', 'sales', 'gateway', 'postgres', 'postgres-backup'];

const exists = (image) => podman(['image', 'exists', image]).then(() => true, () => false);

export async function buildImages({ log = console.log } = {}) {
  const t = Date.now();
  const missing = [];
  for (const [name, tag] of Object.entries(BASES)) if (!(await exists(`localhost/rl-base/${tag}`))) missing.push(name);
  if (missing.length) {
    log(`building bases: ${missing.join(' ')}`);
    await run('nice', ['-n', '10', 'ops/images/build-bases.sh', ...missing]);
  }
  await run('nice', ['-n', '10', 'ops/images/build-bases.sh', 'standins']);
  const basesS = seconds(t);
  const t2 = Date.now();
  log('building the platform images (podman layer cache)');
  await run('nice', ['-n', '10', 'ops/images/build-images.sh', ...IMAGES]);
  return { basesBuilt: missing, basesS, imagesS: seconds(t2), totalS: seconds(t) };
}
