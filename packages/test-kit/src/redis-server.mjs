// A redis-server of a test run's own on a free loopback port, nothing persisted: the node project's globalSetup
// (test-redis.mjs) and the browser tests' platforms (e2e/support/private-redis.mjs) start theirs with it.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

const freePort = () => new Promise((resolve, reject) => {
  const s = createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

/** Starts one and resolves once it accepts connections: `{ url, stop() }`. */
export async function startRedisServer() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready`)));
  });
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
