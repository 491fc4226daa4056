import { mkdirSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { GatewayConfig } from '../../src/env.js';

export const HASHED_CHUNK = 'main.3f9a1c2b.js';
export const REMOTE_CHUNK = '__federation_expose_search.0123abcd4567ef89.js';
/** A chunk the build shipped with its precompressed .gz (web-build's CompressionPlugin), in the shell and a remote. */
export const PRECOMPRESSED_CHUNK = '7470.687f1699.js';
export const PRECOMPRESSED_SOURCE = `console.log(${JSON.stringify(Array.from({ length: 600 }, (_, i) => (i * 7919) % 1000))});\n`;
// a modification time in the gzip header (bytes 4-7): gateways compressing on the fly write 0 there, so only the
// file itself has these bytes
export const PRECOMPRESSED_GZ = (() => {
  const gz = gzipSync(PRECOMPRESSED_SOURCE, { level: 9 });
  gz.writeUInt32LE(1_764_000_000, 4);
  return gz;
})();
export const INDEX_HTML = '<!doctype html><html><head><title>RL</title></head><body><div id="root"></div></body></html>';

/** A static root laid out like the repository: shell/dist and mfe-<name>/dist. */
/** `indexHtml`: the shell's index.html (default INDEX_HTML, which has none of the shell's head anchors). */
export function makeStaticRoot(indexHtml = INDEX_HTML): { root: string; cleanup: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'gw-static-'));
  chmodSync(root, 0o755);
  const write = (rel: string, content: string | Buffer) => {
    const file = join(root, rel);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, content);
  };
  write('shell/dist/index.html', indexHtml);
  write(`shell/dist/${PRECOMPRESSED_CHUNK}`, PRECOMPRESSED_SOURCE);
  write(`shell/dist/${PRECOMPRESSED_CHUNK}.gz`, PRECOMPRESSED_GZ);
  write(`shell/dist/${HASHED_CHUNK}`, `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const name of ['buyer', 'seller', 'admin']) {
    write(`mfe-${name}/dist/remoteEntry.js`, `var ${name} = {};\n`);
    write(`mfe-${name}/dist/mf-manifest.json`, JSON.stringify({ name, exposes: [] }));
    write(`mfe-${name}/dist/${REMOTE_CHUNK}`, 'export default 1;\n');
    write(`mfe-${name}/dist/${PRECOMPRESSED_CHUNK}`, PRECOMPRESSED_SOURCE);
    write(`mfe-${name}/dist/${PRECOMPRESSED_CHUNK}.gz`, PRECOMPRESSED_GZ);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** A gateway configuration over a static root from makeStaticRoot(), any free port of 127.0.0.1. */
export function testGatewayConfig(o: { root: string; upstreams: GatewayConfig['upstreams']; s3: GatewayConfig['s3'] }): GatewayConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    upstreams: o.upstreams,
    s3: o.s3,
    staticDirs: {
      shell: `${o.root}/shell/dist`,
      'mfe-buyer': `${o.root}/mfe-buyer/dist`,
      'mfe-seller': `${o.root}/mfe-seller/dist`,
      'mfe-admin': `${o.root}/mfe-admin/dist`,
    },
    logLevel: 'info',
    dataDir: o.root,
    trustedProxies: [],
  };
}
