// Installs dependencies when node_modules is missing or older than package-lock.json.
// Uses only Node built-ins: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = `${root}package-lock.json`;
const marker = `${root}node_modules/.package-lock.json`;

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`);
  process.exit(1);
}

const needed = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (needed) {
  // `npm install`, not `npm ci`: a lock written where the registry serves only Linux builds lacks the
  // other platforms' optional packages, which `npm ci` treats as out of sync.
  console.log('Installing dependencies (npm install)...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
