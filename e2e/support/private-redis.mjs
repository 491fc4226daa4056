import { hasRedisServer, startRedisServer } from '../../packages/test-kit/src/redis-server.mjs';

/**
 * With a real Redis given (REDIS_URL, as in CI), a platform of the browser tests gets a real Redis server of its
 * own instead: `npm test` runs browser files beside each other and beside the service tests, and on one shared
 * Redis their BullMQ queues, pub/sub channels and limit counts would mix (a service test's worker taking a
 * browser test's jobs). Without REDIS_URL, or without redis-server on the machine, `env` is left as it is.
 * Answers a function that stops the server.
 */
export async function privateRedisFor(env) {
  if (!env.REDIS_URL || !hasRedisServer()) return async () => {};
  const server = await startRedisServer();
  env.REDIS_URL = server.url;
  return () => server.stop();
}
