// The node project's globalSetup/globalTeardown: a Redis for the tests that are about Redis itself (limits and
// caches shared by replicas, the worker as a process of its own). TEST_REDIS_URL is REDIS_URL when one is given
// (CI); otherwise a redis-server of this run's own (`npm test` installs redis-server). REDIS_URL itself is left as
// it is: without it every other test keeps the embedded path it is written for.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () => new Promise((resolve, reject) => {
  const s = createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

export async function setup() {
  if (process.env.REDIS_URL) {
    process.env.TEST_REDIS_URL = process.env.REDIS_URL;
    return;
  }
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) return; // testRedisUrl() says what is missing
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
  globalThis.__testRedisServer = child;
  process.env.TEST_REDIS_URL = `redis://127.0.0.1:${port}`;
}

export async function teardown() {
  const child = globalThis.__testRedisServer;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export default setup;
