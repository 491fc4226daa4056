import { SAVED_SEARCH_LIMITS } from '@rl/contracts';
import { alice, as, bob, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

const erin = { userId: 'user-erin', role: 'user' as const, email: 'erin@example.com' };
const frank = { userId: 'user-frank', role: 'user' as const, email: 'frank@example.com' };
const porsches = { name: 'Porsches under $150k', filters: { make: 'Porsche', maxPrice: '150000', features: ['Heated Seats'] }, frequency: 'instant' };

describe('saved searches (signed-in users only)', () => {
  it('visitors get 401 on every route', async () => {
    const anon = as(ctx, undefined);
    await anon.get('/api/saved-searches').expect(401);
    await anon.post('/api/saved-searches').send(porsches).expect(401);
    await anon.patch('/api/saved-searches/1').send({ paused: true }).expect(401);
    await anon.delete('/api/saved-searches/1').expect(401);
  });

  it('saves, lists, renames, pauses, switches to daily and deletes; page and limit are never saved', async () => {
    const created = await as(ctx, alice).post('/api/saved-searches').send({ ...porsches, filters: { ...porsches.filters, page: '3', limit: '24', model: '' } }).expect(201);
    expect(created.body).toMatchObject({ name: 'Porsches under $150k', frequency: 'instant', paused: false, filters: porsches.filters });
    const id = created.body.id as number;
    expect((await as(ctx, alice).get('/api/saved-searches').expect(200)).body.savedSearches.map((s: { id: number }) => s.id)).toContain(id);

    const renamed = await as(ctx, alice).patch(`/api/saved-searches/${id}`).send({ name: '  911s  ' }).expect(200);
    expect(renamed.body).toMatchObject({ id, name: '911s', paused: false, frequency: 'instant' });
    const paused = await as(ctx, alice).patch(`/api/saved-searches/${id}`).send({ paused: true, frequency: 'daily' }).expect(200);
    expect(paused.body).toMatchObject({ id, name: '911s', paused: true, frequency: 'daily' });

    await as(ctx, alice).delete(`/api/saved-searches/${id}`).expect(204);
    await as(ctx, alice).delete(`/api/saved-searches/${id}`).expect(404);
  });

  it("another user's search is not found: it cannot be read, changed or deleted", async () => {
    const { body } = await as(ctx, alice).post('/api/saved-searches').send(porsches).expect(201);
    expect((await as(ctx, bob).get('/api/saved-searches').expect(200)).body.savedSearches.map((s: { id: number }) => s.id)).not.toContain(body.id);
    const patched = await as(ctx, bob).patch(`/api/saved-searches/${body.id}`).send({ paused: true }).expect(404);
    expect(patched.body.message).toBe('Saved search not found');
    await as(ctx, bob).delete(`/api/saved-searches/${body.id}`).expect(404);
    const [row] = await ctx.sql(`SELECT paused FROM saved_searches WHERE id = $1`, [body.id]);
    expect(row.paused).toBe(false);
  });

  it.each([
    [{ ...porsches, filters: { make: 'Porsche', bodyType: 'spaceship' } }, 'filters.bodyType'],
    [{ ...porsches, filters: { colour: 'red' } }, 'filters'],
    [{ ...porsches, filters: { minYear: 'soon' } }, 'filters.minYear'],
    [{ ...porsches, name: '' }, 'name'],
    [{ ...porsches, name: 'x'.repeat(81) }, 'name'],
    [{ ...porsches, frequency: 'hourly' }, 'frequency'],
    [{ ...porsches, userId: 'user-bob' }, 'userId'],
  ])('refuses a bad body with 400 naming the field (%#)', async (body, field) => {
    const res = await as(ctx, alice).post('/api/saved-searches').send(body).expect(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('the same search saved twice is one saved search (one alert per match): the second answers 200 with the first', async () => {
    const first = await as(ctx, erin).post('/api/saved-searches').send({ ...porsches, filters: { make: 'Porsche', maxPrice: '150000', features: ['Heated Seats', 'Sunroof'] } }).expect(201);
    // the same search, written differently: another order, case, a list in another order, a page, a sort
    const again = await as(ctx, erin).post('/api/saved-searches')
      .send({ name: 'Again', frequency: 'daily', filters: { features: ['sunroof', 'Heated Seats'], maxPrice: 150000, make: 'porsche ', page: '2', sortBy: 'price_asc' } }).expect(200);
    expect(again.body).toMatchObject({ id: first.body.id, name: 'Porsches under $150k', frequency: 'instant' });
    expect((await as(ctx, erin).get('/api/saved-searches').expect(200)).body.savedSearches).toHaveLength(1);
    // another search is saved
    await as(ctx, erin).post('/api/saved-searches').send({ ...porsches, filters: { make: 'Porsche', maxPrice: '120000' } }).expect(201);
    expect((await as(ctx, erin).get('/api/saved-searches').expect(200)).body.savedSearches).toHaveLength(2);
  });

  it('takes a number in the filters as the URL would carry it, and names the expected type of anything else', async () => {
    const res = await as(ctx, frank).post('/api/saved-searches').send({ name: 'Under 60k', filters: { maxPrice: 60000, minYear: 2019 } }).expect(201);
    expect(res.body.filters).toEqual({ maxPrice: '60000', minYear: '2019' });
    const bad = await as(ctx, frank).post('/api/saved-searches').send({ name: 'Odd', filters: { maxPrice: { lt: 60000 } } }).expect(400);
    expect(bad.body.fields).toEqual([{ field: 'filters.maxPrice', message: 'must be text, a number or a list of them (as in the search URL)' }]);
    const tooBig = await as(ctx, frank).post('/api/saved-searches').send({ name: 'Odd', filters: { maxPrice: 1e12 } }).expect(400);
    expect(tooBig.body.fields.map((f: { field: string }) => f.field)).toEqual(['filters.maxPrice']);
  });

  it('refuses a PATCH without anything to change and a bad id', async () => {
    const { body } = await as(ctx, alice).post('/api/saved-searches').send({ ...porsches, filters: { make: 'Lexus' } }).expect(201);
    await as(ctx, alice).patch(`/api/saved-searches/${body.id}`).send({}).expect(400);
    const res = await as(ctx, alice).patch(`/api/saved-searches/${body.id}`).send({ paused: 'yes' }).expect(400);
    expect(res.body.fields[0].field).toBe('paused');
    await as(ctx, alice).patch('/api/saved-searches/abc').send({ paused: true }).expect(400);
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perUser} per user (409 with a clear message), and nothing half-written`, async () => {
    const carol = { userId: 'user-carol', role: 'user' as const, email: 'carol@example.com' };
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perUser; i++) await as(ctx, carol).post('/api/saved-searches').send({ ...porsches, name: `Search ${i}`, filters: { make: 'Porsche', maxPrice: String(100_000 + i) } }).expect(201);
    const res = await as(ctx, carol).post('/api/saved-searches').send(porsches).expect(409);
    expect(res.body.message).toMatch(/up to 25 saved searches/);
    const [{ n }] = await ctx.sql(`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = 'user-carol'`);
    expect(n).toBe(SAVED_SEARCH_LIMITS.perUser);
  });
});

describe('saved vehicles on the server', () => {
  const dave = { userId: 'user-dave', role: 'user' as const, email: 'dave@example.com' };

  it('saves public listings only, idempotently, lists newest first and removes', async () => {
    const a = await seedListing(ctx, alice, 'approved');
    const b = await seedListing(ctx, alice, 'sold');
    const pending = await seedListing(ctx, alice, 'pending');
    await as(ctx, undefined).put(`/api/saved-vehicles/${a}`).expect(401);
    expect((await as(ctx, dave).put(`/api/saved-vehicles/${a}`).expect(200)).body).toEqual({ ids: [a] });
    expect((await as(ctx, dave).put(`/api/saved-vehicles/${b}`).expect(200)).body).toEqual({ ids: [b, a] });
    expect((await as(ctx, dave).put(`/api/saved-vehicles/${a}`).expect(200)).body).toEqual({ ids: [b, a] });
    await as(ctx, dave).put(`/api/saved-vehicles/${pending}`).expect(404);
    await as(ctx, dave).put('/api/saved-vehicles/999999').expect(404);
    expect((await as(ctx, dave).get('/api/saved-vehicles').expect(200)).body).toEqual({ ids: [b, a] });
    expect((await as(ctx, dave).delete(`/api/saved-vehicles/${b}`).expect(200)).body).toEqual({ ids: [a] });
    expect((await as(ctx, dave).delete(`/api/saved-vehicles/${b}`).expect(200)).body).toEqual({ ids: [a] });
  });

  it('merges the local list at sign-in: the union, gone listings left out, the local order kept', async () => {
    const erin = { userId: 'user-erin', role: 'user' as const, email: 'erin@example.com' };
    const kept = await seedListing(ctx, alice, 'approved');
    const x = await seedListing(ctx, alice, 'approved');
    const y = await seedListing(ctx, alice, 'approved');
    const gone = await seedListing(ctx, alice, 'rejected');
    await as(ctx, erin).put(`/api/saved-vehicles/${kept}`).expect(200);
    const merged = await as(ctx, erin).post('/api/saved-vehicles/merge').send({ ids: [y, x, gone, 424242, kept] }).expect(200);
    expect([...merged.body.ids].sort()).toEqual([kept, x, y].sort());
    expect(merged.body.ids.indexOf(y)).toBeLessThan(merged.body.ids.indexOf(x));
    const bad = await as(ctx, erin).post('/api/saved-vehicles/merge').send({ ids: ['seven'] }).expect(400);
    expect(bad.body.fields[0].field).toMatch(/^ids/);
  });

  it('the data export carries saved searches and vehicles; account deletion erases them', async () => {
    const v = await seedListing(ctx, alice, 'approved');
    await as(ctx, dave).put(`/api/saved-vehicles/${v}`).expect(200);
    await as(ctx, dave).post('/api/saved-searches').send(porsches).expect(201);
    const data = await as(ctx, moderation).get('/internal/users/user-dave/data?email=dave%40example.com').expect(200);
    expect(data.body.savedSearches).toEqual([expect.objectContaining({ name: porsches.name, filters: porsches.filters })]);
    expect(data.body.savedVehicles).toContain(v);
    const erased = await as(ctx, moderation).post('/internal/users/user-dave/erase').send({ email: 'dave@example.com' }).expect(200);
    expect(erased.body).toMatchObject({ savedSearchesRemoved: 1, savedVehiclesRemoved: 2 });
    expect(await ctx.sql(`SELECT 1 FROM saved_searches WHERE user_id = 'user-dave' UNION ALL SELECT 1 FROM saved_vehicles WHERE user_id = 'user-dave'`)).toHaveLength(0);
  });
});
