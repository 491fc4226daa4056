// The node project's globalSetup/globalTeardown: a Redis for the tests that are about Redis itself (limits and
// caches shared by replicas, the worker as a process of its own). TEST_REDIS_URL is REDIS_URL when one is given
// (CI); otherwise a redis-server of this run's own (`npm test` installs redis-server). REDIS_URL itself is left as
// it is: without it every other test keeps the embedded path it is written for.
import { hasRedisServer, startRedisServer } from './redis-server.mjs';

export async function setup() {
  if (process.env.REDIS_URL) {
    process.env.TEST_REDIS_URL = process.env.REDIS_URL;
    return;
  }
  if (!hasRedisServer()) return; // testRedisUrl() says what is missing
  const server = await startRedisServer();
  globalThis.__testRedisServer = server;
  process.env.TEST_REDIS_URL = server.url;
}

export async function teardown() {
  await globalThis.__testRedisServer?.stop();
}

export default setup;
