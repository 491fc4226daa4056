import request from 'supertest';
import { metricsRegistry } from '@rl/service-kit';
import { PRIVATE_VEHICLE_FIELDS } from '@rl/contracts';
import { AnswerCache } from '../src/public-cache/answer-cache.js';
import { ViewCounter } from '../src/vehicles/view-counter.js';
import { admin, alice, as, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

// A visitor opening a listing whose public answer is in memory is answered before Nest's router
// (cachedPublicDetail). What a visitor, the seller and an operator see must not change because of it.
let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

const visit = (id: number | string, requestId?: string) => {
  const r = request(ctx.http).get(`/api/vehicles/${id}`);
  return requestId ? r.set('x-request-id', requestId) : r;
};
const storedViews = async (id: number) => {
  await ctx.app.get(ViewCounter).flush();
  return (await ctx.sql(`SELECT views FROM vehicles WHERE id = $1`, [id]))[0].views as number;
};
const withoutViews = (body: Record<string, unknown>) => ({ ...body, views: undefined });

it('a repeated visit gets the same answer and headers as the first, with one more view', async () => {
  const id = await seedListing(ctx, alice, 'approved');
  const first = await visit(id, 'first-visit');
  const second = await visit(id, 'second-visit');
  expect(second.status).toBe(200);
  expect(withoutViews(second.body)).toEqual(withoutViews(first.body));
  expect(second.body.views).toBe(first.body.views + 1);
  for (const res of [first, second]) {
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
  }
  expect(second.headers['x-request-id']).toBe('second-visit');
  for (const f of PRIVATE_VEHICLE_FIELDS) expect(second.body).not.toHaveProperty(f);
});

it('the seller and an admin still get the full listing while its public answer is cached, and count no view', async () => {
  const id = await seedListing(ctx, alice, 'approved');
  await visit(id);
  await visit(id);
  const before = await storedViews(id);
  for (const who of [alice, admin]) {
    const res = await as(ctx, who).get(`/api/vehicles/${id}`);
    expect(res.status).toBe(200);
    for (const f of PRIVATE_VEHICLE_FIELDS) expect(res.body).toHaveProperty(f);
  }
  expect(await storedViews(id)).toBe(before);
});

it('the count shown stays exact across the writes of the counted views (the cached answer is not read again)', async () => {
  const id = await seedListing(ctx, alice, 'approved');
  const start = (await visit(id)).body.views as number;
  const cache = ctx.app.get(AnswerCache);
  const misses = cache.misses;
  let shown = start;
  for (let round = 1; round <= 3; round++) {
    for (let i = 0; i < 4; i++) shown = (await visit(id)).body.views;
    expect(await storedViews(id)).toBe(shown);
  }
  expect(shown).toBe(start + 12);
  expect((await visit(id)).body.views).toBe(start + 13);
  expect(cache.misses).toBe(misses);
});

it('other spellings of the path are answered by the controller as before', async () => {
  const id = await seedListing(ctx, alice, 'approved');
  await visit(id);
  const leadingZero = await visit(`0${id}`);
  expect(leadingZero.status).toBe(200);
  expect(leadingZero.body.id).toBe(id);
  const withQuery = await request(ctx.http).get(`/api/vehicles/${id}?utm_source=mail`);
  expect(withQuery.status).toBe(200);
  expect(withQuery.body.id).toBe(id);
  for (const bad of ['1e3', '-1', '99999999999']) expect((await visit(bad)).status).toBe(400);
});

it('visits answered from memory are in the metrics under the route template', async () => {
  const id = await seedListing(ctx, alice, 'approved');
  const count = async () => Number((await metricsRegistry.metrics())
    .match(/http_request_duration_seconds_count\{method="GET",route="\/api\/vehicles\/:id",status="200"\} (\d+)/)?.[1] ?? 0);
  await visit(id);
  const before = await count();
  await visit(id);
  await visit(id);
  expect(await count()).toBe(before + 2);
});
