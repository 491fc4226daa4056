import { Redis } from 'ioredis';

/**
 * A Redis connection for request-path checks (replay cache, rate limits, cache invalidation): it never
 * queues commands while Redis is away and gives up on a command after `commandTimeoutMs`, so a request
 * waits a few milliseconds at most; the callers decide what to do without Redis.
 */
export function requestPathRedis(url: string, name: string, commandTimeoutMs = 250): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', () => undefined); // surfaced where a command fails
  return redis;
}
