import request from 'supertest';
import { DataSource } from 'typeorm';
import { ExteriorColorFamily1733420000000 } from '../src/migrations/1733420000000-exterior-color-family.js';
import { alice, as, listing, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

/** Exterior colour: a family of the search's colour filter, the manufacturer's paint name beside it (issue 31, point 7). */
let ctx: ListingsTestContext;
const ids: Record<string, number> = {};

const search = (qs: string) => request(ctx.http).get(`/api/vehicles/search?${qs}`);
const found = (res: request.Response) => res.body.vehicles.map((v: { id: number }) => v.id);
const fieldsOf = (res: request.Response) => res.body.fields.map((f: { field: string }) => f.field);

beforeAll(async () => {
  ctx = await startListings();
  ids.giulia = await seedListing(ctx, alice, 'approved', { make: 'Alfa Romeo', model: 'Giulia', exteriorColor: 'Blue', exteriorColorName: 'Blu Emozione' });
  ids.m3 = await seedListing(ctx, alice, 'approved', { make: 'BMW', model: 'M3', exteriorColor: 'blue' });
  ids.f8 = await seedListing(ctx, alice, 'approved', { make: 'Ferrari', model: 'F8', exteriorColor: 'Red', exteriorColorName: 'Rosso Corsa' });
  ids.urus = await seedListing(ctx, alice, 'approved', { make: 'Lamborghini', model: 'Urus', exteriorColor: 'Other', exteriorColorName: 'Giallo Auge' });
});
afterAll(async () => { await ctx?.close(); });

describe('the listing form sends a colour family and the manufacturer\'s name', () => {
  it('stores both: the family as the list spells it, the name as given', async () => {
    const res = await request(ctx.http).get(`/api/vehicles/${ids.giulia}`).expect(200);
    expect(res.body).toMatchObject({ exteriorColor: 'Blue', exteriorColorName: 'Blu Emozione' });
    const m3 = await request(ctx.http).get(`/api/vehicles/${ids.m3}`).expect(200);
    expect(m3.body).toMatchObject({ exteriorColor: 'Blue', exteriorColorName: null });
  });

  it.each([
    ['a manufacturer\'s name as the family', { exteriorColor: 'Blu Emozione' }, 'exteriorColor', 'Exterior color must be one of: Black, White, Silver, Gray, Red, Blue, Green, Brown, Beige, Other'],
    ['no family', { exteriorColor: undefined }, 'exteriorColor', 'Exterior color is required'],
    ['an empty family', { exteriorColor: '  ' }, 'exteriorColor', 'Exterior color is required'],
    ['a name longer than 40 characters', { exteriorColor: 'Blue', exteriorColorName: 'B'.repeat(41) }, 'exteriorColorName', 'Manufacturer color name must be at most 40 characters'],
  ])('%s: 400 naming the field, nothing stored', async (_name, patch, field, message) => {
    const [{ n: before }] = await ctx.sql('SELECT count(*)::int AS n FROM vehicles');
    const res = await as(ctx, alice).post('/api/vehicles').send(listing(patch));
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual([field]);
    expect(res.body.fields[0].message).toBe(message);
    const [{ n: after }] = await ctx.sql('SELECT count(*)::int AS n FROM vehicles');
    expect(after).toBe(before);
  });

  it('an edit changes the name and the family', async () => {
    const id = await seedListing(ctx, alice, 'pending', { exteriorColor: 'Gray', exteriorColorName: 'Nardo Grey' });
    const res = await as(ctx, alice).put(`/api/vehicles/${id}`).send(listing({ exteriorColor: 'Green', exteriorColorName: 'British Racing Green' })).expect(200);
    expect(res.body).toMatchObject({ exteriorColor: 'Green', exteriorColorName: 'British Racing Green' });
    const bad = await as(ctx, alice).put(`/api/vehicles/${id}`).send(listing({ exteriorColor: 'Racing Green' }));
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual(['exteriorColor']);
  });
});

describe('search by family', () => {
  it('the Blue filter finds the car whose paint is "Blu Emozione"; Other does not', async () => {
    const blue = await search('exteriorColor=Blue').expect(200);
    expect(found(blue).sort()).toEqual([ids.giulia, ids.m3].sort());
    const other = await search('exteriorColor=Other').expect(200);
    expect(found(other)).toEqual([ids.urus]);
  });

  it('a manufacturer\'s name still finds its cars, whole and in any case', async () => {
    expect(found(await search('exteriorColor=blu%20emozione').expect(200))).toEqual([ids.giulia]);
    expect(found(await search('exteriorColor=Blu').expect(200))).toEqual([]);
  });

  it('the public answers carry the name beside the family', async () => {
    const res = await search('exteriorColor=Red').expect(200);
    expect(res.body.vehicles).toEqual([expect.objectContaining({ id: ids.f8, exteriorColor: 'Red', exteriorColorName: 'Rosso Corsa' })]);
  });
});

describe('the migration maps the free-text colours of existing listings', () => {
  it('to the family their words clearly name, else Other, keeping the old text as the manufacturer\'s name', async () => {
    const runner = ctx.app.get(DataSource).createQueryRunner();
    const migration = new ExteriorColorFamily1733420000000();
    const texts: Record<string, string> = {
      'Blu Emozione': 'Blue', 'Azul Estoril': 'Blue', 'Rosso Corsa': 'Red', 'Nardo Grey': 'Gray', 'Bianco Avus': 'White',
      'Midnight Purple': 'Other', Bluebird: 'Other', grey: 'Gray', BLACK: 'Black', 'Verde Mantis': 'Green',
    };
    const made: [number, string][] = [];
    for (const text of Object.keys(texts)) {
      const id = await seedListing(ctx, alice, 'pending', { make: 'Porsche', model: '911', exteriorColor: 'Other' });
      made.push([id, text]);
    }
    try {
      // the table as it was: free-text colours
      await migration.down(runner);
      for (const [id, text] of made) await ctx.sql('UPDATE vehicles SET exterior_color = $2 WHERE id = $1', [id, text]);
      const [{ n: eventsBefore }] = await ctx.sql('SELECT count(*)::int AS n FROM listing_events');
      await migration.up(runner);
      const [{ n: eventsAfter }] = await ctx.sql('SELECT count(*)::int AS n FROM listing_events');
      expect(eventsAfter).toBe(eventsBefore);
    } finally { await runner.release(); }
    const rows = await ctx.sql<{ id: number; family: string; name: string | null }>(
      'SELECT id, exterior_color AS family, exterior_color_name AS name FROM vehicles WHERE id = ANY($1::int[])', [made.map(([id]) => id)]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const [id, text] of made) {
      const isFamily = ['grey', 'BLACK'].includes(text);
      expect({ text, family: byId.get(id)!.family, name: byId.get(id)!.name }).toEqual({ text, family: texts[text], name: isFamily ? null : text });
    }
    // listings made as families before are unchanged, and their filter codes follow the family
    expect(found(await search('exteriorColor=Blue').expect(200)).sort()).toEqual([ids.giulia, ids.m3].sort());
    const [giulia] = await ctx.sql('SELECT exterior_color, exterior_color_name FROM vehicles WHERE id = $1', [ids.giulia]);
    expect(giulia).toEqual({ exterior_color: 'Blue', exterior_color_name: 'Blu Emozione' });
  });
});
