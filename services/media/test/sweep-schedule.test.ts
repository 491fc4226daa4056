import { jest } from '@jest/globals';
import { createLogger } from '@rl/service-kit';
import type { MediaEnv } from '../src/env.js';
import type { StorageSweep, SweepOptions, SweepResult } from '../src/storage-hygiene/storage-sweep.js';
import { SweepSchedule } from '../src/storage-hygiene/sweep-schedule.js';

const HOUR = 3600_000;
const result: SweepResult = { examined: 0, removed: { unattached: { images: 0, bytes: 0 }, released: { images: 0, bytes: 0 } }, skipped: false };

function schedule(intervalMs: number, enabled = true) {
  const calls: SweepOptions[] = [];
  const sweep = { sweep: async (opts: SweepOptions) => { calls.push(opts); return result; } } as unknown as StorageSweep;
  const env = { STORAGE_SWEEP_INTERVAL_MS: intervalMs } as MediaEnv;
  return { calls, schedule: new SweepSchedule(sweep, env, createLogger('media', 'silent'), enabled) };
}

describe('storage sweep schedule', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('sweeps at start, then an interval after each sweep', async () => {
    const { calls, schedule: s } = schedule(HOUR);
    s.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1.1 * HOUR);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1.1 * HOUR);
    expect(calls).toHaveLength(3);
    await s.beforeApplicationShutdown();
    // stopped: the signal given to a sweep in progress is aborted, and no sweep follows
    expect(calls[0].signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(10 * HOUR);
    expect(calls).toHaveLength(3);
  });

  it('never sweeps with an interval of 0 or without listings', async () => {
    for (const { calls, schedule: s } of [schedule(0), schedule(HOUR, false)]) {
      s.onApplicationBootstrap();
      await jest.advanceTimersByTimeAsync(10 * HOUR);
      expect(calls).toHaveLength(0);
      await s.beforeApplicationShutdown();
    }
  });
});
