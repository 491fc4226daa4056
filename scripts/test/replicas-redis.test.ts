import { redisFor } from '../lib/platform.mjs';

// Replicas without a shared Redis keep their own caches, limits and replay protection: a listing an admin
// rejected stayed public on the other replica. The launcher never starts them that way.
describe('where the platform gets Redis', () => {
  it('uses REDIS_URL whenever it is set, for any number of replicas', () => {
    expect(redisFor({ REDIS_URL: 'redis://10.0.0.5:6379' }, 1, false)).toBe('given');
    expect(redisFor({ REDIS_URL: 'redis://10.0.0.5:6379' }, 3, true)).toBe('given');
  });

  it('needs none for one replica (the in-process job runner)', () => {
    expect(redisFor({}, 1, true)).toBe('none');
    expect(redisFor({}, 1, false)).toBe('none');
  });

  it('starts its own redis-server for more replicas when one is installed', () => {
    expect(redisFor({}, 2, true)).toBe('start');
  });

  it('refuses more replicas without Redis, saying why and what to do', () => {
    expect(() => redisFor({}, 2, false)).toThrow(/REPLICAS=2 needs Redis: the replicas share their caches, rate limits and replay protection.*Set REDIS_URL, or install redis-server/);
  });
});
