#!/usr/bin/env node
// Demo data for the platform under podman-compose (`ops/compose-local.sh seed`, on request): the same demo
// listings, staff and leads `npm start` seeds (scripts/seed/seed.mjs), through the gateway on the host, with the
// staff made by auth's CLI in its container and the listings' ages spread by psql in the PostgreSQL container.
import { execFileSync } from 'node:child_process';
import { build } from '../scripts/build.mjs';

// the seed imports these packages: their dist must exist first
build({ quiet: true, only: ['packages/contracts', 'packages/vehicle-catalog'] });
const { ageDemoStatements, DEMO_ACCOUNTS, seedDemo } = await import('../scripts/seed/seed.mjs');

const project = process.env.PROJECT ?? 'rl-local';
const url = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '18080'}`;
const podman = (args) => execFileSync('podman', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const containerOf = (service) => {
  const name = podman(['ps', '--filter', `label=io.podman.compose.project=${project}`, '--filter', `label=com.docker.compose.service=${service}`, '--format', '{{.Names}}']).split('\n')[0];
  if (!name) throw new Error(`no running ${service} container in project ${project}: ops/compose-local.sh up first`);
  return name;
};

const auth = containerOf('auth');
const counts = await seedDemo({
  url,
  createStaff: async ({ email, password, role, totpSecret }) => {
    podman(['exec', auth, 'node', 'dist/cli/staff-create-cli.js', '--email', email, '--password', password, '--role', role, '--totp-secret', totpSecret]);
  },
  log: (m) => console.log(`  ${m}`),
});
const postgres = containerOf('postgres');
for (const sql of ageDemoStatements()) {
  podman(['exec', postgres, 'sh', '-c', 'psql -q -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -c "$1"', 'psql', sql]);
}
const { seller, admin } = DEMO_ACCOUNTS;
console.log(`seeded ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')} on ${url}`);
console.log(`demo seller: ${seller.email} / ${seller.password}; demo admin: ${admin.email} / ${admin.password}, TOTP secret ${admin.totpSecret}`);
