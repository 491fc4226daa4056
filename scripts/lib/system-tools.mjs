import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const anyOf = (...paths) => () => paths.some(existsSync);
const runs = (cmd, ...args) => () => spawnSync(cmd, args).status === 0;

/**
 * The tests drive real nginx and Debian's Chromium, test the alert rules with promtool (Debian's prometheus) and backups with
 * pgBackRest on PostgreSQL 15's server binaries and Redis' loss on a redis-server of their own. Debian package: present?
 */
const TEST_TOOLS = {
  nginx: () => anyOf('/usr/sbin/nginx', '/usr/bin/nginx')() || Boolean(process.env.NGINX_BIN),
  chromium: anyOf(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  prometheus: anyOf(process.env.PROMTOOL_BIN ?? '/usr/bin/promtool'),
  pgbackrest: anyOf('/usr/bin/pgbackrest', '/usr/local/bin/pgbackrest'),
  'postgresql-15': anyOf(`${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'}/initdb`),
  'redis-server': runs('redis-server', '--version'),
};

/**
 * What `npm run ops:smoke` runs containers with (docs/OPERATIONS.md, "Containers on a machine without Docker"):
 * podman with runc, podman-compose, netavark with aardvark-dns (container names resolve) and the iptables it
 * calls, catatonit (podman's container init), debootstrap for the Debian root of the local bases.
 */
const CONTAINER_TOOLS = {
  podman: anyOf('/usr/bin/podman'),
  runc: anyOf('/usr/bin/runc', '/usr/sbin/runc'),
  'podman-compose': anyOf('/usr/bin/podman-compose'),
  netavark: anyOf('/usr/lib/podman/netavark'),
  'aardvark-dns': anyOf('/usr/lib/podman/aardvark-dns'),
  iptables: anyOf('/usr/sbin/iptables', '/sbin/iptables'),
  debootstrap: anyOf('/usr/sbin/debootstrap'),
  // the init of containers with `init: true` (every service of docker-compose.yml): only recommended by podman,
  // and apt-get runs with --no-install-recommends; without it those containers fail to start
  catatonit: anyOf('/usr/libexec/podman/catatonit'),
};

/**
 * Installs the Debian packages of `tools` that are missing with apt-get when it can (root on Debian, as on CI and
 * these machines); otherwise stops with a message saying what to install.
 */
function ensure(tools, what) {
  const missing = Object.entries(tools).filter(([, present]) => !present()).map(([pkg]) => pkg);
  if (missing.length === 0) return;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    console.error(`${what} need ${missing.join(' and ')}: install them (e.g. apt-get install -y ${missing.join(' ')}) and run again.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-dejavu-core']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

export const ensureSystemTools = () => ensure(TEST_TOOLS, 'The tests');
export const ensureContainerTools = () => ensure(CONTAINER_TOOLS, 'The container smoke (npm run ops:smoke)');
