// `npm test`: build what is missing, typecheck, lint, then every jest project (unit, service, browser).
// With DATABASE_URL / REDIS_URL set, service tests use those servers; without, embedded stand-ins.
import { spawnSync } from 'node:child_process';
import { build } from './build.mjs';
import { ensureSystemTools } from './lib/system-tools.mjs';
import { ROOT } from './lib/workspaces.mjs';

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${title} failed`);
    process.exit(r.status ?? 1);
  }
}

ensureSystemTools();
build();
step('typecheck (node)', 'npx', ['tsc', '-p', 'tsconfig.json']);
for (const app of ['packages/web-kit', 'shell', 'mfe-buyer', 'mfe-seller', 'mfe-admin']) {
  step(`typecheck (${app})`, 'npx', ['tsc', '-p', `${app}/tsconfig.json`]);
}
step('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
const jestEnv = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim() };
const projects = (names) => ['--selectProjects', ...names];
step('unit and service tests', 'npx', ['jest', '--ci', ...projects(['node', 'web'])], jestEnv);
// each browser test file starts the whole platform: one at a time on two cores
step('browser tests', 'npx', ['jest', '--ci', '--runInBand', ...projects(['e2e'])], jestEnv);
