import { HttpException } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimitSpec {
  /** how many actions */
  points: number;
  /** per this many seconds */
  seconds: number;
  /** what the client is told when over it */
  message: string;
}

/** 429 with Retry-After (the error filter sets the header from `retryAfterSeconds`). */
export class TooManyRequests extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super({ statusCode: 429, error: 'Too Many Requests', message }, 429);
  }
}

/**
 * A named limit over keys (an IP, a user id, an email). With Redis it is shared by every replica; when
 * Redis does not answer, each replica's memory takes over (insurance limiter), so a Redis outage never
 * blocks writes. `RATE_LIMITS=off` (load tests only) disables every limit.
 */
export class Limit {
  private readonly limiter: RateLimiterAbstract;
  private readonly off: boolean;

  constructor(readonly name: string, readonly spec: LimitSpec, redis: Redis | null | undefined, env: { RATE_LIMITS?: 'on' | 'off' }) {
    this.off = env.RATE_LIMITS === 'off';
    const memory = new RateLimiterMemory({ keyPrefix: `rl:limit:${name}`, points: spec.points, duration: spec.seconds });
    this.limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, useRedisPackage: false, keyPrefix: `rl:limit:${name}`, points: spec.points, duration: spec.seconds, insuranceLimiter: memory })
      : memory;
  }

  /** Counts one action of `key`; throws TooManyRequests when the limit is passed. */
  async consume(key: string, points = 1): Promise<void> {
    if (this.off) return;
    try {
      await this.limiter.consume(key, points);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw new TooManyRequests(this.spec.message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
      throw res;
    }
  }

  /** Throws TooManyRequests when `key` is already over the limit, without counting an action. */
  async assertUnder(key: string): Promise<void> {
    if (this.off) return;
    const res = await this.limiter.get(key).catch(() => null);
    if (res && res.consumedPoints >= this.spec.points) throw new TooManyRequests(this.spec.message, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  }

  /** How many actions `key` has counted in the current window (0 when the limits are off). */
  async count(key: string): Promise<number> {
    if (this.off) return 0;
    const res = await this.limiter.get(key).catch(() => null);
    return res?.consumedPoints ?? 0;
  }

  /** Counts one action of `key` without ever refusing it; answers the count so far (0 when the limits are off). */
  async add(key: string): Promise<number> {
    if (this.off) return 0;
    const res = await this.limiter.penalty(key, 1).catch(() => null);
    return res?.consumedPoints ?? 0;
  }

  /** Forgets `key` (e.g. failed sign-ins after a successful one). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key).catch(() => undefined);
  }
}
