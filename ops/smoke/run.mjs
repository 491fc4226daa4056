#!/usr/bin/env node
// npm run ops:smoke [-- --only compose|kube] [--keep] [--crash process-kill|podman-kill]
// Builds the images that are missing or whose inputs changed (ops/images), brings up the platform with podman-compose, runs the
// journey (journey.mjs) through its gateway, crashes one listings replica and runs the journey again while its
// restart policy brings it back, tears everything down; then the same with the Kubernetes manifests' workloads
// under `podman kube play` (kube-target.mjs). Prints the figures; exits non-zero when anything failed.
// Needs root, podman (see docs/OPERATIONS.md, "Containers on a machine without Docker").
import { parseArgs } from 'node:util';
import { build } from '../../scripts/build.mjs';
import { ensureContainerTools } from '../../scripts/lib/system-tools.mjs';
import { buildImages } from './images.mjs';
import { crashAndWait } from './crash.mjs';
import { bigJpeg } from './photo.mjs';
import { podman, seconds } from './podman.mjs';

const { values: opts } = parseArgs({ options: { only: { type: 'string' }, keep: { type: 'boolean' }, crash: { type: 'string', default: 'process-kill' } } });
const wanted = (name) => !opts.only || opts.only === name;
const figures = [];
const figure = (name, value) => { figures.push([name, value]); console.log(`[smoke] ${name}: ${value}`); };
const started = Date.now();
const checks = []; // { name, ok }: the closing line counts them
const check = (name, ok) => checks.push({ name, ok });
let failed = false;

ensureContainerTools();
// the journey reuses the seed's listing (scripts/seed): its packages' dist must exist before it is imported
build({ quiet: true, only: ['packages/contracts', 'packages/vehicle-catalog'] });
const { journey } = await import('./journey.mjs');
const photo = await bigJpeg();
const images = await buildImages({ log: (m) => console.log(`[smoke] ${m}`) });
figure('build', `${images.totalS} s (bases ${images.basesBuilt.length ? `built: ${images.basesBuilt.join(' ')}` : 'cached'} ${images.basesS} s, stand-ins and platform images ${images.imagesS} s: ${images.changed.length ? `new ${images.changed.join(' ')}` : 'none new'}, ${images.unchanged} as they were)`);

let stopping;
async function stage(name, { up, down, target, crash }) {
  // a run that was interrupted may have left its containers: remove them first (only this stage's names)
  await down().catch(() => {});
  stopping = down;
  const t = Date.now();
  try {
    await up();
    figure(`${name}: up and ready`, `${seconds(t)} s`);
    const steps = await journey(target, { photo, car: 1 });
    check(`${name} journey`, true);
    figure(`${name}: journey`, `${steps.length}/${steps.length} steps passed in ${steps.reduce((n, s) => n + s.s, 0).toFixed(1)} s${retried(steps)}`);
    if (crash) {
      const victim = await crash.pick();
      console.log(`[smoke] ${name}: crashing ${victim.name} (${opts.crash}), journey again while it comes back`);
      const [recovery, again] = await Promise.all([
        crashAndWait(victim.name, { how: opts.crash, port: victim.port }),
        journey(target, { photo, car: 2 }),
      ]);
      check(`${name} journey with a replica down`, true);
      check(`${name} replica replaced within 30 s`, true);
      figure(`${name}: journey with ${victim.name} down`, `${again.length}/${again.length} steps passed${retried(again)}`);
      figure(`${name}: ${victim.name} replaced`, `running again after ${recovery.restartedS} s, ready after ${recovery.readyS} s`);
    }
  } catch (err) {
    failed = true;
    check(`${name}`, false);
    figure(`${name}: FAILED`, err.message);
    await printErrors(target).catch((e) => console.log(`[smoke] ${name}: could not read the containers' logs: ${e.message}`));
  } finally {
    if (!opts.keep) {
      const td = Date.now();
      await down().then(() => check(`${name} teardown`, true), (err) => { failed = true; check(`${name} teardown`, false); figure(`${name}: teardown FAILED`, err.message); });
      figure(`${name}: torn down`, `${seconds(td)} s`);
    }
    stopping = undefined;
  }
}
const retried = (steps) => (steps.retries.length ? `, ${steps.retries.length} request(s) tried again after a 503: ${steps.retries.join(', ')}` : ', no 503');

/** What went wrong inside: each container's error lines of the last two minutes (pino level >= 50, or "error"). */
async function printErrors(target) {
  for (const c of await target.containers()) {
    const lines = (await podman(['logs', '--since', '2m', c.name]).catch(() => '')).split('\n')
      .filter((l) => /"level":(50|60)|\berror\b/i.test(l)).slice(-5);
    if (lines.length) console.log(`[smoke] ${c.name} (${c.state}):\n${lines.map((l) => `    ${l.slice(0, 400)}`).join('\n')}`);
  }
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    console.log(`[smoke] ${sig}: tearing down`);
    Promise.resolve(opts.keep ? undefined : stopping?.()).finally(() => process.exit(1));
  });
}

if (wanted('compose')) {
  const compose = await import('./compose-target.mjs');
  await stage('compose', {
    up: compose.up, down: compose.down, target: compose.target,
    crash: {
      async pick() {
        const victim = (await compose.target.containers()).find((c) => c.labels['com.docker.compose.service'] === 'listings' && c.state === 'running');
        return { name: victim.name, port: 4002 };
      },
    },
  });
}
if (wanted('kube')) {
  const kube = await import('./kube-target.mjs');
  await stage('kube', { up: kube.up, down: kube.down, target: kube.target });
}

figure('total', `${seconds(started)} s`);
console.log(`\n[smoke] ${failed ? 'FAILED' : 'passed'}\n${figures.map(([n, v]) => `  ${n}: ${v}`).join('\n')}`);
// the plain closing line CI reads
console.log(`smoke: ${checks.filter((c) => c.ok).length} passed, ${checks.filter((c) => !c.ok).length} failed`);
process.exit(failed ? 1 : 0);
