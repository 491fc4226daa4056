import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { GatewayConfig } from './env.js';
import { renderStandaloneConfig } from './render-nginx.js';

/** The nginx binary: NGINX_BIN, else `nginx` on PATH, else /usr/sbin/nginx; undefined when there is none. */
export function findNginx(explicit?: string): string | undefined {
  const candidates = explicit
    ? [explicit]
    : [...(process.env.PATH ?? '').split(delimiter).filter(Boolean).map((d) => join(d, 'nginx')), '/usr/sbin/nginx'];
  return candidates.find((c) => {
    try {
      accessSync(c, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function requireNginx(explicit?: string): string {
  const bin = findNginx(explicit);
  if (!bin) {
    throw new Error(
      explicit
        ? `gateway: NGINX_BIN=${explicit} is not an executable file`
        : 'gateway: GATEWAY=nginx but no nginx binary found on PATH or at /usr/sbin/nginx (apt-get install -y nginx)',
    );
  }
  return bin;
}

export interface RenderedNginx {
  prefixDir: string;
  configFile: string;
}

/** Writes the standalone config for `config` into `${dataDir}/nginx/` (or `prefixDir`) with its temp dirs. */
export function writeStandaloneConfig(config: GatewayConfig, prefixDir = join(config.dataDir, 'nginx')): RenderedNginx {
  mkdirSync(join(prefixDir, 'tmp'), { recursive: true });
  const configFile = join(prefixDir, 'nginx.conf');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    configFile,
    renderStandaloneConfig({
      host: config.host,
      port: config.port,
      upstreams: config.upstreams,
      s3: config.s3,
      staticDirs: config.staticDirs,
      prefixDir,
      // as root, nginx workers would drop to `nobody`, who may not read the bundles
      user: asRoot ? 'root' : undefined,
    }),
  );
  return { prefixDir, configFile };
}

/** `nginx -t` on a config file; ok plus nginx's own output. */
export function testNginxConfig(configFile: string, prefixDir: string, bin = requireNginx()): { ok: boolean; output: string } {
  const r = spawnSync(bin, ['-t', '-q', '-e', 'stderr', '-p', prefixDir, '-c', configFile], { encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`.trim() };
}

/** Starts nginx in the foreground as a child process. */
export function spawnNginx(rendered: RenderedNginx, bin: string, stdio: StdioOptions = 'inherit'): ChildProcess {
  return spawn(bin, ['-e', 'stderr', '-p', rendered.prefixDir, '-c', rendered.configFile, '-g', 'daemon off;'], { stdio });
}
