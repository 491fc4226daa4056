import { alice, as, listing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

describe('angle tags of the photos (photoAngles)', () => {
  it('are stored with the listing and answered to the owner', async () => {
    const [front, odo] = [ctx.media.upload(alice!.userId), ctx.media.upload(alice!.userId)];
    const created = await as(ctx, alice).post('/api/vehicles').send(listing({ images: [front, odo], photoAngles: { [front]: 'Front angled', [odo]: 'Odometer' } }));
    expect(created.status).toBe(201);
    expect(created.body.photoAngles).toEqual({ [front]: 'Front angled', [odo]: 'Odometer' });
    const [row] = await ctx.sql(`SELECT photo_angles FROM vehicles WHERE id = $1`, [created.body.id]);
    expect(row.photo_angles).toEqual({ [front]: 'Front angled', [odo]: 'Odometer' });
    const mine = await as(ctx, alice).get(`/api/vehicles/${created.body.id}`);
    expect(mine.body.photoAngles).toEqual({ [front]: 'Front angled', [odo]: 'Odometer' });
  });

  it('an edit replaces them; a listing sent without any has none', async () => {
    const photo = ctx.media.upload(alice!.userId);
    const created = await as(ctx, alice).post('/api/vehicles').send(listing({ images: [photo] }));
    expect(created.status).toBe(201);
    expect(created.body.photoAngles).toEqual({});
    const edited = await as(ctx, alice).put(`/api/vehicles/${created.body.id}`).send(listing({ images: [photo], photoAngles: { [photo]: 'Damage' } }));
    expect(edited.status).toBe(200);
    const [row] = await ctx.sql(`SELECT photo_angles FROM vehicles WHERE id = $1`, [created.body.id]);
    expect(row.photo_angles).toEqual({ [photo]: 'Damage' });
  });

  it.each([
    ['an angle outside the list', { '/media/img/a.webp': 'Roof' }, 'photoAngles./media/img/a.webp'],
    ['a URL not of this platform', { 'https://elsewhere.example/a.jpg': 'Odometer' }, 'photoAngles.https://elsewhere.example/a.jpg'],
    ['not an object', ['Odometer'], 'photoAngles'],
  ])('%s: 400 naming the field, nothing stored', async (_what, photoAngles, field) => {
    const before = Number((await ctx.sql(`SELECT count(*)::int AS n FROM vehicles`))[0].n);
    const res = await as(ctx, alice).post('/api/vehicles').send({ ...listing(), photoAngles });
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(Number((await ctx.sql(`SELECT count(*)::int AS n FROM vehicles`))[0].n)).toBe(before);
  });

  // found by an outside probe: the 400 did not say which field
  it('a __proto__ key: 400 naming photoAngles, nothing stored', async () => {
    const before = Number((await ctx.sql(`SELECT count(*)::int AS n FROM vehicles`))[0].n);
    const raw = JSON.stringify({ ...listing(), photoAngles: {} }).replace('"photoAngles":{}', '"photoAngles":{"__proto__":"Odometer"}');
    const res = await as(ctx, alice).post('/api/vehicles').set('content-type', 'application/json').send(raw);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'photoAngles', message: 'photoAngles must not have a key named __proto__' }]);
    expect(Number((await ctx.sql(`SELECT count(*)::int AS n FROM vehicles`))[0].n)).toBe(before);
  });
});
