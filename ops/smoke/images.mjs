// Builds what the smoke needs: the local bases that are missing (they come from Debian and the npm registry,
// not from this repository: kept as they are once built), then the images built from this repository (the
// stand-ins and the platform's) with ops/images/build-images.sh: an image whose inputs (Containerfile, build
// arguments, base image ids, the context files it copies) already have an image tagged `inputs-<hash>` is not
// rebuilt; a changed one is rebuilt through podman's layer cache.
import { podman, run, seconds } from './podman.mjs';

const BASES = { debian: 'debian:bookworm', node: 'node:20', nginx: 'nginx:bookworm', postgres: 'postgres:15', redis: 'redis:7' };
export const IMAGES = ['auth', 'listings', 'moderation', 'media', 'enrichment', 'notifications', 'sales', 'gateway', 'postgres', 'postgres-backup'];
const TAGS = { ...Object.fromEntries(IMAGES.map((i) => [i, `localhost/remote-listings/${i}:dev`])), standins: 'localhost/rl-base/standins:local' };

const exists = (image) => podman(['image', 'exists', image]).then(() => true, () => false);
const imageId = (image) => podman(['image', 'inspect', '--format', '{{.Id}}', image]).then((s) => s.trim(), () => undefined);

export async function buildImages({ log = console.log } = {}) {
  const t = Date.now();
  const missing = [];
  for (const [name, tag] of Object.entries(BASES)) if (!(await exists(`localhost/rl-base/${tag}`))) missing.push(name);
  if (missing.length) {
    log(`building bases: ${missing.join(' ')}`);
    await run('nice', ['-n', '10', 'ops/images/build-bases.sh', ...missing]);
  }
  const basesS = seconds(t);
  const t2 = Date.now();
  const before = Object.fromEntries(await Promise.all(Object.entries(TAGS).map(async ([n, tag]) => [n, await imageId(tag)])));
  log('building the stand-ins and platform images (skipped when their inputs are unchanged)');
  await run('nice', ['-n', '10', 'ops/images/build-images.sh', 'standins', ...IMAGES]);
  const after = Object.fromEntries(await Promise.all(Object.entries(TAGS).map(async ([n, tag]) => [n, await imageId(tag)])));
  const changed = Object.keys(TAGS).filter((n) => before[n] !== after[n]);
  return { basesBuilt: missing, basesS, imagesS: seconds(t2), totalS: seconds(t), changed, unchanged: Object.keys(TAGS).length - changed.length };
}
