import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER } from '@rl/contracts';
import { createLogger, metricsRegistry, mintIdentity, ReadReplica } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { createListingsApp } from '../src/app.js';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { alice, listing, testListingsEnv, FakeMediaOwners } from './listings-app.js';

// The public reads on a streaming replica (DATABASE_READ_URL): a PostgreSQL primary and a hot standby of its own
// (initdb, pg_basebackup: ops/replica/standby.mjs, as `npm run replica` starts one), whatever DATABASE_URL says.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SCHEMA = 'listings';

interface Server { url: string; start(): void; stop(mode?: string): void }
interface StandbyServer extends Server { caughtUp(timeoutMs?: number): Promise<void> }

async function sql(url: string, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** db_public_reads_total by server */
async function readsBy(): Promise<Record<string, number>> {
  const metric = await metricsRegistry.getSingleMetric('db_public_reads_total')!.get();
  const out: Record<string, number> = { replica: 0, primary: 0 };
  for (const v of metric.values) if (v.labels.schema === SCHEMA) out[String(v.labels.server)] = v.value;
  return out;
}

describe('public reads on a read replica (DATABASE_READ_URL)', () => {
  jest.setTimeout(120_000);
  let dir: string;
  let primary: Server;
  let replica: StandbyServer;
  let app: NestExpressApplication;
  let reads: ReadReplica;
  const stopped: Server[] = [];
  const search = () => request(app.getHttpServer()).get('/api/vehicles/search?make=Porsche');
  const searchIds = async () => {
    const res = await search();
    expect(res.status).toBe(200);
    return (res.body.vehicles as { id: number }[]).map((v) => v.id);
  };
  const asAlice = (method: 'get' | 'post', path: string) => request(app.getHttpServer())[method](path)
    .set(IDENTITY_HEADER, mintIdentity({ sub: alice!.userId, role: 'user', email: alice!.email, method, path }, TEST_IDENTITY_SECRET));
  /** a listing created through the API (a write: on the primary) and approved behind the service's back */
  const approvedListing = async (announce: boolean) => {
    const res = await asAlice('post', '/api/vehicles').send(listing());
    expect(res.status).toBe(201);
    await sql(primary.url, `UPDATE "${SCHEMA}".vehicles SET status = 'approved' WHERE id = $1`, [res.body.id]);
    if (announce) app.get(ListingChanges).changed();
    return res.body.id as number;
  };

  beforeAll(async () => {
    const { cluster, ownedByPostgres } = await import(join(ROOT, 'bench/restore/cluster.mjs'));
    const { standby } = await import(join(ROOT, 'ops/replica/standby.mjs'));
    const { freePort } = await import(join(ROOT, 'scripts/lib/ports.mjs'));
    dir = mkdtempSync(join(tmpdir(), 'rl-read-replica-'));
    ownedByPostgres(dir);
    primary = cluster({ dir, data: join(dir, 'primary'), port: await freePort() });
    primary.start();
    stopped.push(primary);
    replica = await standby({ primaryUrl: primary.url, data: join(dir, 'standby'), port: await freePort(), run: join(dir, 'run') });
    replica.start();
    stopped.push(replica);
    await replica.caughtUp();
    const env = testListingsEnv(primary.url, SCHEMA, { env: { DATABASE_READ_URL: replica.url, PUBLIC_CACHE_TTL_MS: '0' } });
    app = await createListingsApp(env, createLogger('listings', 'silent'), { mediaOwners: new FakeMediaOwners() });
    await app.init();
    reads = app.get(ReadReplica);
  });

  afterAll(async () => {
    await app?.close();
    for (const s of stopped.reverse()) {
      try { s.stop('immediate'); } catch { /* stopped */ }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('searches on the replica, writes on the primary, falls back to the primary when the replica lags or is down', async () => {
    // the migrations ran on the primary; once the standby has replayed them and the listing, reads go to it
    const first = await approvedListing(true);
    expect(reads.usable).toBe(false); // a change was just announced: the primary answers until the replica has it
    await until('the replica in use', () => reads.usable);
    const before = await readsBy();
    expect(await searchIds()).toEqual([first]);
    expect((await readsBy()).replica).toBeGreaterThan(before.replica);
    expect((await request(app.getHttpServer()).get(`/api/vehicles/${first}`)).status).toBe(200);

    // replay paused: a listing approved on the primary is not in the replica's answers while it lags less than 5 s...
    await sql(replica.url, 'SELECT pg_wal_replay_pause()');
    const second = await approvedListing(false);
    expect(await searchIds()).toEqual([first]);
    expect((await request(app.getHttpServer()).get(`/api/vehicles/${second}`)).status).toBe(404);
    // ...while its owner reads it from the primary at once
    expect((await asAlice('get', `/api/vehicles/${second}`)).body).toMatchObject({ id: second, status: 'approved' });

    // past 5 s behind, the primary answers, and the lag shows
    await until('a lag over 5 s', () => (reads.lagSeconds ?? 0) > 5);
    expect(reads.usable).toBe(false);
    expect((await searchIds()).sort()).toEqual([first, second].sort());
    const lag = (await metricsRegistry.getSingleMetric('db_replica_lag_seconds')!.get()).values.find((v) => v.labels.schema === SCHEMA);
    expect(lag?.value).toBeGreaterThan(5);

    // replay resumed: back on the replica within a round of polling
    await sql(replica.url, 'SELECT pg_wal_replay_resume()');
    await until('the replica in use again', () => reads.usable, 10_000);
    const resumed = await readsBy();
    expect((await searchIds()).sort()).toEqual([first, second].sort());
    expect((await readsBy()).replica).toBeGreaterThan(resumed.replica);

    // the replica stopped: every read still answers, from the primary
    replica.stop('immediate');
    const down = await readsBy();
    for (let i = 0; i < 5; i++) {
      expect((await searchIds()).sort()).toEqual([first, second].sort());
      expect((await request(app.getHttpServer()).get(`/api/vehicles/${first}`)).status).toBe(200);
      expect((await request(app.getHttpServer()).get('/api/vehicles/featured')).status).toBe(200);
    }
    const after = await readsBy();
    expect(after.replica).toBe(down.replica);
    expect(after.primary).toBeGreaterThan(down.primary);
    expect(reads.reachable).toBe(false);
    const up = (await metricsRegistry.getSingleMetric('db_replica_up')!.get()).values.find((v) => v.labels.schema === SCHEMA);
    expect(up?.value).toBe(0);
  });
});
