import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The tests drive real nginx and Debian's Chromium, test the alert rules with promtool (Debian's prometheus) and backups with
 * pgBackRest on PostgreSQL 15's server binaries and Redis' loss on a redis-server of their own. Installs the missing ones with apt-get when it
 * can (root on Debian, as on CI and these machines); otherwise stops with a message saying what to install.
 */
export function ensureSystemTools() {
  const missing = [];
  if (!['/usr/sbin/nginx', '/usr/bin/nginx'].some(existsSync) && !process.env.NGINX_BIN) missing.push('nginx');
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync(process.env.PROMTOOL_BIN ?? '/usr/bin/promtool')) missing.push('prometheus');
  if (!['/usr/bin/pgbackrest', '/usr/local/bin/pgbackrest'].some(existsSync)) missing.push('pgbackrest');
  if (!existsSync(`${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'}/initdb`)) missing.push('postgresql-15');
  if (spawnSync('redis-server', ['--version']).status !== 0) missing.push('redis-server');
  if (missing.length === 0) return;
  const canApt = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (!canApt) {
    console.error(`The tests need ${missing.join(' and ')}: install them (e.g. apt-get install -y ${missing.join(' ')}) and run npm test again.`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-dejavu-core']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
