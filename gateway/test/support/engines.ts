import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { GatewayConfig } from '../../src/env.js';
import { findNginx, spawnNginx, testNginxConfig, writeStandaloneConfig } from '../../src/nginx-process.js';
import { createGateway } from '../../src/server.js';
import { freePort, waitForPort } from './net.js';

export interface Running {
  url: string;
  /** what the gateway logged so far (pino JSON for Node, the JSON access log for nginx) */
  logs(): string;
  close(): Promise<void>;
}
export type StartGateway = (config: GatewayConfig) => Promise<Running>;

export const startNodeGateway: StartGateway = async (config) => {
  let logs = '';
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs += chunk.toString();
      cb();
    },
  });
  const gw = createGateway({ ...config, port: 0 }, pino({ level: 'info' }, sink));
  const port = await gw.listen();
  return { url: `http://127.0.0.1:${port}`, logs: () => logs, close: () => gw.close(1000) };
};

/** nginx must exist on CI; elsewhere its tests are skipped with a notice. */
/** nginx is part of the test setup (`npm test` installs it): its absence fails the run, never skips it. */
export function nginxForTests(): string {
  const bin = findNginx(process.env.NGINX_BIN);
  if (!bin) throw new Error('no nginx binary was found: install nginx (apt-get install -y nginx) or set NGINX_BIN');
  return bin;
}

export const startNginxGateway =
  (bin: string): StartGateway =>
  async (config) => {
    const prefixDir = mkdtempSync(join(tmpdir(), 'gw-nginx-'));
    const port = await freePort();
    const rendered = writeStandaloneConfig({ ...config, port, host: '127.0.0.1' }, prefixDir);
    const check = testNginxConfig(rendered.configFile, prefixDir, bin);
    if (!check.ok) throw new Error(`nginx -t failed:\n${check.output}`);
    let logs = '';
    const { child, accessLog } = spawnNginx(rendered, bin, 'pipe');
    accessLog.on('data', (c: Buffer) => (logs += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (logs += c.toString()));
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    await Promise.race([
      waitForPort(port),
      exited.then(() => {
        throw new Error(`nginx exited at start:\n${logs}`);
      }),
    ]);
    return {
      url: `http://127.0.0.1:${port}`,
      logs: () => logs,
      close: async () => {
        child.kill('SIGTERM');
        await exited;
        rmSync(prefixDir, { recursive: true, force: true });
      },
    };
  };
