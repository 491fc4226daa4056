import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ImpressionCounter } from '../src/performance/impression-counter.js';
import { alice, seedListing, startListings, startListingsReplica, type ListingsTestContext } from './listings-app.js';

// Search impressions (issue 28, point 6): counted in each replica's memory, added to the daily counters
// on a timer, never written while a search is answered.

let ctx: ListingsTestContext;
let replica: NestExpressApplication;
/** the timer is set far out (the largest value): only an explicit flush or a stop writes */
const QUIET = { env: { IMPRESSION_FLUSH_MS: '600000' } };
let ids: number[];

const counts = async () => Object.fromEntries((await ctx.sql(
  `SELECT vehicle_id AS id, impressions FROM listing_daily_counts WHERE day = (now() AT TIME ZONE 'UTC')::date ORDER BY vehicle_id`,
)).map((r) => [r.id, r.impressions])) as Record<number, number>;
const search = (app: NestExpressApplication | ListingsTestContext, qs: string) =>
  request('http' in app ? app.http : app.getHttpServer()).get(`/api/vehicles/search?${qs}`).expect(200);

beforeAll(async () => {
  ctx = await startListings(QUIET);
  replica = await startListingsReplica(ctx.db.url, ctx.db.schema, QUIET);
  ids = [];
  for (const model of ['Cayenne', 'Macan', 'Taycan']) ids.push(await seedListing(ctx, alice, 'approved', { make: 'Porsche', model }));
  await seedListing(ctx, alice, 'approved', { make: 'Audi', model: 'RS6' });
}, 60_000);
afterAll(async () => {
  await replica?.close();
  await ctx?.close();
});

beforeEach(async () => {
  // each test starts from nothing counted and nothing written
  await ctx.app.get(ImpressionCounter).flush();
  await replica.get(ImpressionCounter).flush();
  await ctx.sql('DELETE FROM listing_daily_counts');
});

it('search answers write nothing; the counts of two replicas add up in the daily counters once they write', async () => {
  for (let i = 0; i < 2; i++) await search(ctx, 'make=Porsche');
  for (let i = 0; i < 3; i++) await search(replica, 'make=Porsche');
  // a cached answer is still a page shown
  await search(replica, 'make=Porsche&limit=1&sortBy=price_asc');
  expect(await counts()).toEqual({});

  await ctx.app.get(ImpressionCounter).flush();
  expect(await counts()).toEqual({ [ids[0]!]: 2, [ids[1]!]: 2, [ids[2]!]: 2 });
  await replica.get(ImpressionCounter).flush();
  const cheapest = ((await search(ctx, 'make=Porsche&limit=1&sortBy=price_asc')).body.vehicles as { id: number }[])[0]!.id;
  const after = await counts();
  expect(after[cheapest]).toBe(6);
  expect(ids.filter((id) => id !== cheapest).map((id) => after[id])).toEqual([5, 5]);
  // the Audi was never on a page shown
  expect(Object.keys(after).map(Number).sort()).toEqual([...ids].sort());
});

it('the timer writes what was counted; a graceful stop writes the rest first', async () => {
  const fast = await startListingsReplica(ctx.db.url, ctx.db.schema, { env: { IMPRESSION_FLUSH_MS: '100' } });
  await search(fast, 'make=Porsche&model=Macan');
  await waitFor(async () => (await counts())[ids[1]!] === 1);
  await fast.close();

  const stopping = await startListingsReplica(ctx.db.url, ctx.db.schema, QUIET);
  await search(stopping, 'make=Porsche&model=Taycan');
  await search(stopping, 'make=Porsche&model=Taycan');
  await stopping.close();
  expect(await counts()).toEqual({ [ids[1]!]: 1, [ids[2]!]: 2 });
});

it('a failed write keeps the counts for the next one; a deleted listing\'s counts are dropped, never an error', async () => {
  const counter = ctx.app.get(ImpressionCounter);
  await search(ctx, 'make=Porsche&model=Cayenne');
  await ctx.sql('ALTER TABLE listing_daily_counts RENAME TO listing_daily_counts_away');
  await counter.flush();
  await ctx.sql('ALTER TABLE listing_daily_counts_away RENAME TO listing_daily_counts');
  await counter.flush();
  expect(await counts()).toEqual({ [ids[0]!]: 1 });

  const gone = await seedListing(ctx, alice, 'approved', { make: 'Lotus', model: 'Emira' });
  await search(ctx, 'make=Lotus');
  await ctx.sql('DELETE FROM vehicles WHERE id = $1', [gone]);
  await counter.flush();
  expect((await counts())[gone]).toBeUndefined();
});

async function waitFor(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('the impressions were not written in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
