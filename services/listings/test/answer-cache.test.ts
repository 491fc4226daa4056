import { jest } from '@jest/globals';
import { AnswerCache, REFRESH_AHEAD_SHARE } from '../src/public-cache/answer-cache.js';
import type { ListingChanges } from '../src/public-cache/listing-changes.js';
import type { ListingsEnv } from '../src/env.js';

// The public answer cache under load: however many visitors ask at once, one database read per answer; when
// a busy page's answers expire together, nobody waits for the database; and a change always wins over a read
// that was under way when it happened.
const TTL = 10_000;
/** The earliest an answer is read again (each at a random point of its TTL's last quarter, so that answers read together are refreshed apart). */
const EARLIEST_REFRESH = TTL * (1 - REFRESH_AHEAD_SHARE);

function cacheWithChanges() {
  let onChange = () => {};
  const changes = { onChange: (listener: () => void) => { onChange = listener; } } as unknown as ListingChanges;
  const cache = new AnswerCache(changes, { PUBLIC_CACHE_TTL_MS: TTL } as ListingsEnv);
  return { cache, change: () => onChange() };
}

/** A load the test resolves by hand, counting how often it was started. */
function manualLoad<T>() {
  const resolvers: ((value: T) => void)[] = [];
  const load = jest.fn(() => new Promise<T>((resolve) => resolvers.push(resolve)));
  return { load, resolveNext: (value: T) => resolvers.shift()!(value) };
}

afterEach(() => { jest.useRealTimers(); });

it('reads once for every request that asks while the read is under way', async () => {
  const { cache } = cacheWithChanges();
  const { load, resolveNext } = manualLoad<string>();
  const asked = [cache.through('detail:1', load), cache.through('detail:1', load), cache.through('detail:1', load)];
  resolveNext('answer');
  expect(await Promise.all(asked)).toEqual(['answer', 'answer', 'answer']);
  expect(load).toHaveBeenCalledTimes(1);
  expect(await cache.through('detail:1', load)).toBe('answer');
  expect(load).toHaveBeenCalledTimes(1);
});

it('serves an expired answer while it is read again, once, then the new one; nothing after the grace', async () => {
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const { cache } = cacheWithChanges();
  const { load, resolveNext } = manualLoad<string>();
  const first = cache.through('detail:1', load);
  resolveNext('v1');
  expect(await first).toBe('v1');

  jest.setSystemTime(1_000_000 + TTL + 1);
  expect(cache.peek('detail:1', load)).toBe('v1');
  expect(cache.peek('detail:1', load)).toBe('v1');
  expect(load).toHaveBeenCalledTimes(2); // the first read and one reload, however many asked meanwhile
  resolveNext('v2');
  await Promise.resolve();
  await Promise.resolve();
  expect(cache.peek('detail:1', load)).toBe('v2');

  // an answer nobody refreshed is not served long past its TTL
  jest.setSystemTime(1_000_000 + TTL + 1 + TTL + 2_001);
  expect(cache.peek('detail:1', load)).toBeUndefined();
});

it('a change drops every answer, and a read under way when it happened is answered but not kept', async () => {
  const { cache, change } = cacheWithChanges();
  const { load, resolveNext } = manualLoad<string>();
  const kept = cache.through('search:a', load);
  resolveNext('before');
  await kept;
  const underWay = cache.through('detail:2', load);
  change();
  expect(cache.peek('search:a', load)).toBeUndefined();
  resolveNext('read before the change');
  expect(await underWay).toBe('read before the change');
  expect(cache.peek('detail:2', load)).toBeUndefined();
});

it('a patched answer keeps its age: it still expires when the answer it came from would have', async () => {
  jest.useFakeTimers({ now: 2_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const { cache } = cacheWithChanges();
  await cache.through('detail:3', async () => ({ views: 5 }));
  jest.setSystemTime(2_000_000 + EARLIEST_REFRESH - 1);
  cache.patch<{ views: number }>('detail:3', (a) => ({ views: a.views + 2 }));
  const never = async () => ({ views: -1 });
  expect(cache.peek('detail:3', never)).toEqual({ views: 7 });
  jest.setSystemTime(2_000_000 + TTL + 2_001);
  expect(cache.peek('detail:3', never)).toBeUndefined();
});

it('answers read together are read again apart: none early, some but not all in the last quarter of the TTL, all by its end', async () => {
  jest.useFakeTimers({ now: 3_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const { cache } = cacheWithChanges();
  const keys = Array.from({ length: 100 }, (_, i) => `detail:${i}`);
  await Promise.all(keys.map((key) => cache.through(key, async () => 'first')));
  const reloads = new Set<string>();
  const reloadsBy = (ms: number) => {
    jest.setSystemTime(3_000_000 + ms);
    for (const key of keys) cache.peek(key, async () => { reloads.add(key); return 'again'; });
    return reloads.size;
  };
  expect(reloadsBy(EARLIEST_REFRESH - 1)).toBe(0);
  const halfway = reloadsBy((EARLIEST_REFRESH + TTL) / 2);
  expect(halfway).toBeGreaterThan(0);
  expect(halfway).toBeLessThan(keys.length);
  expect(reloadsBy(TTL + 1)).toBe(keys.length);
});
