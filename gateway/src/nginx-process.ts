import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { GatewayConfig } from './env.js';
import { renderStandaloneConfig } from './render-nginx.js';
import { writeApiDocs } from './api-docs.js';

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

interface RenderedNginx {
  prefixDir: string;
  configFile: string;
}

/** Writes the standalone config for `config` into `${dataDir}/nginx/` (or `prefixDir`) with its temp dirs. */
export function writeStandaloneConfig(config: GatewayConfig, prefixDir = join(config.dataDir, 'nginx')): RenderedNginx {
  mkdirSync(join(prefixDir, 'tmp'), { recursive: true });
  const configFile = join(prefixDir, 'nginx.conf');
  // the API documentation, generated from the contracts this gateway was built with
  const apiDocsDir = writeApiDocs(join(prefixDir, 'api-docs'));
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
      apiDocsDir,
      mailboxUrl: config.mailboxUrl,
      publicOrigin: config.publicOrigin,
      trustedProxies: config.trustedProxies,
      // as root, nginx workers would drop to `nobody`, who may not read the bundles
      user: asRoot ? 'root' : undefined,
    }),
  );
  return { prefixDir, configFile };
}

/**
 * `nginx -t` on a config file; ok plus nginx's own output. stdout is /dev/null so that the config's
 * `access_log /dev/stdout` opens whatever the caller's stdout is (a socket cannot be opened that way).
 */
export function testNginxConfig(configFile: string, prefixDir: string, bin = requireNginx()): { ok: boolean; output: string } {
  const devNull = openSync('/dev/null', 'w');
  try {
    const r = spawnSync(bin, ['-t', '-q', '-e', 'stderr', '-p', prefixDir, '-c', configFile], {
      encoding: 'utf8',
      stdio: ['ignore', devNull, 'pipe'],
    });
    return { ok: r.status === 0, output: `${r.stderr ?? ''}${r.error ? String(r.error) : ''}`.trim() };
  } finally {
    closeSync(devNull);
  }
}

interface NginxProcess {
  child: ChildProcess;
  /** nginx's stdout (the JSON access log) */
  accessLog: Readable;
}

/**
 * Starts nginx in the foreground. Its stdout is a FIFO we read from: nginx opens `/dev/stdout` by
 * path, which fails when our own stdout is a socket (e.g. a parent that pipes our output).
 */
export function spawnNginx(rendered: RenderedNginx, bin: string, stderr: 'inherit' | 'pipe' = 'inherit'): NginxProcess {
  const fifo = join(rendered.prefixDir, 'stdout.fifo');
  rmSync(fifo, { force: true });
  const made = spawnSync('mkfifo', ['-m', '600', fifo], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`gateway: mkfifo ${fifo} failed: ${made.stderr || made.error}`);
  // read-write open of a FIFO does not block; we stay a writer too, so the stream ends only when we close it
  const fd = openSync(fifo, 'r+');
  const child = spawn(bin, ['-e', 'stderr', '-p', rendered.prefixDir, '-c', rendered.configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', fd, stderr],
  });
  const accessLog = new net.Socket({ fd, readable: true, writable: false });
  child.once('exit', () => setTimeout(() => accessLog.destroy(), 100));
  return { child, accessLog };
}
