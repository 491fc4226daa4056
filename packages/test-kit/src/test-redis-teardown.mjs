// globalTeardown of the node project: stops the redis-server test-redis.mjs started (none when REDIS_URL was given).
export { teardown as default } from './test-redis.mjs';
