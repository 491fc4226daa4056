import { spawn, spawnSync } from 'node:child_process';
import { freePort } from '../../scripts/lib/ports.mjs';

/**
 * With a real Redis given (REDIS_URL, as in CI), a platform of the browser tests gets a real Redis server of its
 * own instead: `npm test` runs browser files beside each other and beside the service tests, and on one shared
 * Redis their BullMQ queues, pub/sub channels and limit counts would mix (a service test's worker taking a
 * browser test's jobs). Without REDIS_URL, or without redis-server on the machine, `env` is left as it is.
 * Answers a function that stops the server.
 */
export async function privateRedisFor(env) {
  if (!env.REDIS_URL || spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) return async () => {};
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
  env.REDIS_URL = `redis://127.0.0.1:${port}`;
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}
