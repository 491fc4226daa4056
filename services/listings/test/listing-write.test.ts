import { LISTING_STATUSES, REVISED_STATUSES, STATUS_AFTER_SELLER_EDIT } from '@rl/contracts';
import { admin, alice, as, bob, listing, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

const statusOf = async (vid: number) => (await ctx.sql(`SELECT status FROM vehicles WHERE id = $1`, [vid]))[0]?.status as string | undefined;
const rowCount = async () => Number((await ctx.sql(`SELECT count(*)::int AS n FROM vehicles`))[0].n);

describe('POST /api/vehicles', () => {
  it('signed in: 201 with every field, pending, owned by the caller, coordinates of the ZIP stored', async () => {
    const res = await as(ctx, alice).post('/api/vehicles').send(listing({ price: '$45,999.50', vin: 'wp0ab2a9xms123456' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: alice!.userId, status: 'pending', views: 0, isFeatured: false, price: '45999.50', vin: 'WP0AB2A9XMS123456',
      make: 'Porsche', recentServices: ['Oil change'], contactEmail: 'seller@example.com',
    });
    expect(typeof res.body.id).toBe('number');
    expect(Date.parse(res.body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await ctx.sql(`SELECT latitude, longitude, price::text AS price FROM vehicles WHERE id = $1`, [res.body.id]);
    expect(row.latitude).toBeCloseTo(34.09, 1);
    expect(row.longitude).toBeCloseTo(-118.41, 1);
    expect(row.price).toBe('45999.50');
  });

  it('anonymous: 401, nothing stored', async () => {
    const before = await rowCount();
    const res = await as(ctx, undefined).post('/api/vehicles').send(listing());
    expect(res.status).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['id', { id: 5 }],
    ['userId', { userId: 'someone-else' }],
    ['status', { status: 'approved' }],
    ['views', { views: 1000 }],
    ['isFeatured', { isFeatured: true }],
    ['createdAt', { createdAt: '2020-01-01T00:00:00Z' }],
    ['updatedAt', { updatedAt: '2020-01-01T00:00:00Z' }],
  ])('a client-set %s is refused (400 naming it)', async (field, patch) => {
    const res = await as(ctx, alice).post('/api/vehicles').send(listing(patch));
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it.each([
    ['price with letters', 'price', { price: 'abc' }],
    ['price with 3 decimals', 'price', { price: '45,999.505' }],
    ['price too large for numeric(10,2)', 'price', { price: '$100,000,000' }],
    ['negative price', 'price', { price: -5 }],
    ['price as a boolean', 'price', { price: true }],
    ['missing make', 'make', { make: undefined }],
    ['empty model', 'model', { model: '   ' }],
    ['make of the wrong type', 'make', { make: 42 }],
    ['year as text', 'year', { year: 'twenty' }],
    ['year as a boolean', 'year', { year: true }],
    ['year too old', 'year', { year: 1989 }],
    ['year too new', 'year', { year: new Date().getFullYear() + 2 }],
    ['mileage negative', 'mileage', { mileage: -1 }],
    ['mileage fractional', 'mileage', { mileage: 10.5 }],
    ['mileage null', 'mileage', { mileage: null }],
    ['unknown condition', 'condition', { condition: 'mint' }],
    ['filter-panel label instead of the stored value', 'bodyType', { bodyType: 'SUV' }],
    ['unknown fuel', 'fuelType', { fuelType: 'coal' }],
    ['unknown transmission', 'transmission', { transmission: 'sequential' }],
    ['unknown drivetrain', 'drivetrain', { drivetrain: '6wd' }],
    ['over-long make', 'make', { make: 'x'.repeat(51) }],
    ['over-long description', 'description', { description: 'x'.repeat(5001) }],
    ['over-long feature', 'features.0', { features: ['x'.repeat(61)] }],
    ['too many features', 'features', { features: Array.from({ length: 51 }, (_, i) => `f${i}`) }],
    ['features not a list', 'features', { features: 'Heated Seats' }],
    ['NUL in text', 'description', { description: 'a\u0000b' }],
    ['ZIP of 4 digits', 'zipCode', { zipCode: '9021' }],
    ['ZIP unknown to the data set', 'zipCode', { zipCode: '00000' }],
    ['bad email', 'contactEmail', { contactEmail: 'nope' }],
    ['bad phone', 'contactPhone', { contactPhone: 'call me' }],
    ['VIN too short', 'vin', { vin: 'WP0AB2A9' }],
    ['VIN with O', 'vin', { vin: 'WP0AB2A9XMS12345O' }],
    ['carfax not a URL', 'carfaxReportUrl', { carfaxReportUrl: 'nope' }],
    ['external image', 'images.0', { images: ['https://elsewhere.example/a.jpg'] }],
    ['too many images', 'images', { images: Array.from({ length: 11 }, (_, i) => `/media/img/${i}.webp`) }],
  ] as [string, string, Record<string, unknown>][])('%s: 400 naming %s', async (_name, field, patch) => {
    const before = await rowCount();
    const body = listing(patch as Record<string, unknown>);
    if ('make' in patch && patch.make === undefined) delete body.make;
    const res = await as(ctx, alice).post('/api/vehicles').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it('malformed JSON and non-object bodies are 400', async () => {
    const bad = await as(ctx, alice).post('/api/vehicles').set('Content-Type', 'application/json').send('{"make":');
    expect(bad.status).toBe(400);
    expect((await as(ctx, alice).post('/api/vehicles').send([listing()])).status).toBe(400);
  });

  it('accepts numbers as strings and optional fields as null or empty', async () => {
    const res = await as(ctx, alice).post('/api/vehicles')
      .send(listing({ year: '2020', mileage: '45,000', price: 45999, trim: null, contactFirstName: '', carfaxReportUrl: null, features: ['Sunroof/Moonroof', 'Sunroof/Moonroof'] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ year: 2020, mileage: 45000, price: '45999.00', trim: null, contactFirstName: null, carfaxReportUrl: null, features: ['Sunroof/Moonroof'] });
  });
});

describe('photos are verified with the media service', () => {
  it('photos the seller uploaded are accepted', async () => {
    const a = ctx.media.upload(alice!.userId);
    const b = ctx.media.upload(alice!.userId);
    const res = await as(ctx, alice).post('/api/vehicles').send(listing({ images: [a, b] }));
    expect(res.status).toBe(201);
    expect(res.body.images).toEqual([a, b]);
  });

  it('photos of another user or unknown to media are refused, naming each', async () => {
    const mine = ctx.media.upload(alice!.userId);
    const theirs = ctx.media.upload(bob!.userId);
    const res = await as(ctx, alice).post('/api/vehicles').send(listing({ images: [mine, theirs, '/media/img/never-uploaded.webp'] }));
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toEqual(['images.1', 'images.2']);
  });

  it('media down: 503 and nothing stored; listings without photos still work', async () => {
    ctx.media.down = true;
    try {
      const before = await rowCount();
      const res = await as(ctx, alice).post('/api/vehicles').send(listing({ images: [ctx.media.upload(alice!.userId)] }));
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/photos cannot be verified/i);
      expect(await rowCount()).toBe(before);
      expect((await as(ctx, alice).post('/api/vehicles').send(listing({ images: [] }))).status).toBe(201);
    } finally {
      ctx.media.down = false;
    }
  });

  it('an edit only checks photos that are new to the listing', async () => {
    const first = ctx.media.upload(alice!.userId);
    const created = await as(ctx, alice).post('/api/vehicles').send(listing({ images: [first] }));
    ctx.media.down = true;
    try {
      // same photos, other text: no media call needed
      const same = await as(ctx, alice).put(`/api/vehicles/${created.body.id}`).send(listing({ images: [first], description: 'Now with new tires.' }));
      expect(same.status).toBe(200);
      const added = await as(ctx, alice).put(`/api/vehicles/${created.body.id}`).send(listing({ images: [first, ctx.media.upload(alice!.userId)] }));
      expect(added.status).toBe(503);
    } finally {
      ctx.media.down = false;
    }
  });

  it('without a media service configured, listings with photos are refused with 503', async () => {
    const bare = await startListings({ noMedia: true });
    try {
      const res = await as(bare, alice).post('/api/vehicles').send(listing({ images: ['/media/img/a.webp'] }));
      expect(res.status).toBe(503);
      expect((await as(bare, alice).post('/api/vehicles').send(listing())).status).toBe(201);
    } finally {
      await bare.close();
    }
  });
});

describe('PUT /api/vehicles/{id}', () => {
  // every editable status of the contracts' table, with the status the edit leaves
  const editable = LISTING_STATUSES.flatMap((from) => (STATUS_AFTER_SELLER_EDIT[from] ? [[from, STATUS_AFTER_SELLER_EDIT[from]] as const] : []));
  it('the table keeps approved listings live, sends rejected and changes-requested ones back to review, and closes sold and expired ones', () => {
    expect(editable).toEqual([['pending', 'pending'], ['approved', 'approved'], ['rejected', 'pending'], ['needs_changes', 'pending']]);
  });

  // a live listing's edit waits as a revision: revisions.test.ts
  const inPlace = editable.filter(([from]) => !REVISED_STATUSES.includes(from));
  it.each(inPlace)('the owner edits a %s listing in place: it becomes %s', async (from, to) => {
    const vid = await seedListing(ctx, alice, from);
    const res = await as(ctx, alice).put(`/api/vehicles/${vid}`).send(listing({ price: '$50,000', model: 'Cayenne', zipCode: '10001' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: vid, status: to, price: '50000.00', model: 'Cayenne', zipCode: '10001', userId: alice!.userId });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
    const [row] = await ctx.sql(`SELECT latitude FROM vehicles WHERE id = $1`, [vid]);
    expect(row.latitude).toBeCloseTo(40.75, 1);
  });

  it('a sold listing cannot be edited (409), and stays sold', async () => {
    const vid = await seedListing(ctx, alice, 'sold');
    const res = await as(ctx, alice).put(`/api/vehicles/${vid}`).send(listing());
    expect(res.status).toBe(409);
    expect(await statusOf(vid)).toBe('sold');
  });

  it('another user: 403; an admin: 403 (owner only); anonymous: 401; unknown: 404', async () => {
    const vid = await seedListing(ctx, alice, 'approved');
    expect((await as(ctx, bob).put(`/api/vehicles/${vid}`).send(listing())).status).toBe(403);
    expect((await as(ctx, admin).put(`/api/vehicles/${vid}`).send(listing())).status).toBe(403);
    expect((await as(ctx, undefined).put(`/api/vehicles/${vid}`).send(listing())).status).toBe(401);
    expect((await as(ctx, alice).put('/api/vehicles/987654').send(listing())).status).toBe(404);
    expect(await statusOf(vid)).toBe('approved');
  });

  it('the body is validated like on create (client-set status refused)', async () => {
    const vid = await seedListing(ctx, alice, 'pending');
    const res = await as(ctx, alice).put(`/api/vehicles/${vid}`).send(listing({ status: 'approved' }));
    expect(res.status).toBe(400);
    expect(await statusOf(vid)).toBe('pending');
  });

  it('the edit of a rejected listing is visible in search with the new values once approved again', async () => {
    const vid = await seedListing(ctx, alice, 'rejected', { make: 'Lexus', model: 'RX' });
    await as(ctx, alice).put(`/api/vehicles/${vid}`).send(listing({ make: 'Lexus', model: 'GX', description: 'Overland ready' }));
    expect(await statusOf(vid)).toBe('pending');
    await ctx.sql(`UPDATE vehicles SET status = 'approved' WHERE id = $1`, [vid]);
    const res = await as(ctx, undefined).get('/api/vehicles/search?query=overland');
    expect(res.body.vehicles.map((v: { id: number }) => v.id)).toEqual([vid]);
    expect(res.body.vehicles[0].model).toBe('GX');
  });
});

describe('DELETE /api/vehicles/{id}', () => {
  it('the owner deletes: 204, then 404', async () => {
    const vid = await seedListing(ctx, alice, 'approved');
    const res = await as(ctx, alice).delete(`/api/vehicles/${vid}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await statusOf(vid)).toBeUndefined();
    expect((await as(ctx, alice).delete(`/api/vehicles/${vid}`)).status).toBe(404);
  });

  it('an admin deletes any listing; another user gets 403; anonymous 401', async () => {
    const vid = await seedListing(ctx, alice, 'pending');
    expect((await as(ctx, bob).delete(`/api/vehicles/${vid}`)).status).toBe(403);
    expect((await as(ctx, undefined).delete(`/api/vehicles/${vid}`)).status).toBe(401);
    expect(await statusOf(vid)).toBe('pending');
    expect((await as(ctx, admin).delete(`/api/vehicles/${vid}`)).status).toBe(204);
    expect(await statusOf(vid)).toBeUndefined();
  });
});
