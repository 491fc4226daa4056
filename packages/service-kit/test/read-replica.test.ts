import type { DataSource } from 'typeorm';
import { createServer } from 'node:net';
import { metricsRegistry, ReadReplica, ReplayPosition } from '../src/index.js';

// Where public reads go (ReadReplica) and how far behind the replica is (ReplayPosition). The replica on a real
// standby: services/listings/test/read-replica.test.ts.

describe('ReplayPosition', () => {
  it('reads no lag while the replica has everything the primary had, however long the primary is idle', () => {
    const p = new ReplayPosition();
    p.primaryAt(1_000, 500);
    p.replicaAt(500);
    p.primaryAt(60_000, 500);
    p.replicaAt(500);
    expect(p.lagSeconds(61_000)).toBe(0);
    expect(p.currentAsOf()).toBe(60_000);
  });

  it('counts the lag from the first sample of the primary the replica has not reached', () => {
    const p = new ReplayPosition();
    p.primaryAt(1_000, 100);
    p.replicaAt(100);
    p.primaryAt(2_000, 200);
    p.replicaAt(100);
    p.primaryAt(3_000, 300);
    p.replicaAt(150);
    expect(p.lagSeconds(3_500)).toBe(1.5);
    expect(p.currentAsOf()).toBe(1_000);
    // caught up with the second sample, not the third
    p.replicaAt(250);
    expect(p.lagSeconds(3_500)).toBe(0.5);
    expect(p.currentAsOf()).toBe(2_000);
  });

  it('reads the time since the first sample when the replica never reached one', () => {
    const p = new ReplayPosition();
    p.primaryAt(1_000, 100);
    p.replicaAt(50);
    expect(p.lagSeconds(9_000)).toBe(8);
    expect(p.currentAsOf()).toBe(-Infinity);
  });
});

/** A primary stand-in: answers its WAL position and every read with `rows`. */
function fakePrimary(rows: unknown[] = [{ from: 'primary' }]) {
  const calls: string[] = [];
  const ds = {
    query: async (sql: string) => {
      calls.push(sql);
      return sql.includes('pg_current_wal_flush_lsn') ? [{ lsn: '1000' }] : rows;
    },
  };
  return { ds: ds as unknown as DataSource, calls };
}

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function readsOf(schema: string) {
  const metric = await metricsRegistry.getSingleMetric('db_public_reads_total')!.get();
  return Object.fromEntries(metric.values.filter((v) => v.labels.schema === schema).map((v) => [v.labels.server, v.value]));
}

describe('ReadReplica', () => {
  it('without DATABASE_READ_URL reads the primary and reports no replica', async () => {
    const primary = fakePrimary();
    const r = new ReadReplica(primary.ds, { schema: 'rr_none', maxLagMs: 5000 });
    r.onModuleInit();
    expect(await r.query('SELECT 1')).toEqual([{ from: 'primary' }]);
    expect(r.usable).toBe(false);
    expect(r.lagSeconds).toBeNull();
    expect(await readsOf('rr_none')).toEqual({ primary: 1 });
    const up = (await metricsRegistry.getSingleMetric('db_replica_up')!.get()).values.filter((v) => v.labels.schema === 'rr_none');
    expect(up).toEqual([]);
    await r.onApplicationShutdown();
  });

  it('with an unreachable replica answers from the primary and shows it down', async () => {
    const primary = fakePrimary();
    const r = new ReadReplica(primary.ds, { url: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`, schema: 'rr_down', maxLagMs: 5000, pollMs: 50 });
    r.onModuleInit();
    await r.ready();
    expect(r.reachable).toBe(false);
    expect(r.usable).toBe(false);
    expect(await r.query('SELECT 2')).toEqual([{ from: 'primary' }]);
    expect(await readsOf('rr_down')).toEqual({ primary: 1 });
    const up = (await metricsRegistry.getSingleMetric('db_replica_up')!.get()).values.find((v) => v.labels.schema === 'rr_down');
    expect(up?.value).toBe(0);
    await r.onApplicationShutdown();
    const after = (await metricsRegistry.getSingleMetric('db_replica_up')!.get()).values.find((v) => v.labels.schema === 'rr_down');
    expect(after).toBeUndefined();
  });
});
