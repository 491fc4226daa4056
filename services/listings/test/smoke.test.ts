import { alice, as, listing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

it('boots, creates and searches', async () => {
  const res = await as(ctx, alice).post('/api/vehicles').send(listing());
  expect(res.status).toBe(201);
  await ctx.sql(`UPDATE vehicles SET status = 'approved'`);
  const s = await as(ctx, undefined).get('/api/vehicles/search?query=porshe');
  expect(s.status).toBe(200);
  expect(s.body.total).toBe(1);
});
