import { jest } from '@jest/globals';
import request from 'supertest';
import { API, API_MOUNTS, FILTER_MAKES, catalogModelsUrl, catalogTrimsUrl, mountOf } from '@rl/contracts';
import { startEnrichment, type EnrichmentTestContext } from './support/enrichment-app.js';

// the project-level testTimeout of jest.config.mjs is a global option (ignored per project): set it here
jest.setTimeout(60_000);

let ctx: EnrichmentTestContext;
beforeAll(async () => { ctx = await startEnrichment({ processor: async () => ({ kind: 'features', features: [] }) }); });
afterAll(async () => { await ctx?.close(); });
const get = (url: string) => request(ctx.app.getHttpServer()).get(url);

describe('catalog endpoints', () => {
  it('live under /api/catalog/ (the gateway sends the rest of /api/vehicles to listings)', () => {
    for (const path of [API.catalogMakes, API.catalogModels, API.catalogTrims]) expect(mountOf(path, API_MOUNTS)?.service).toBe('enrichment');
  });

  it('lists makes, including every make of the search filter, cacheable for an hour', async () => {
    const res = await get(API.catalogMakes);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.makes.length).toBeGreaterThanOrEqual(FILTER_MAKES.length);
    expect(res.body.makes).toEqual(expect.arrayContaining([...FILTER_MAKES]));
    expect(new Set(res.body.makes).size).toBe(res.body.makes.length);
  });

  it('lists models and trims for every make (full coverage walk)', async () => {
    const makes: string[] = (await get(API.catalogMakes)).body.makes;
    let models = 0;
    let withTrims = 0;
    for (const make of makes) {
      const res = await get(catalogModelsUrl(make));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body.make).toBe(make);
      expect(res.body.models.length).toBeGreaterThan(0);
      for (const model of res.body.models as string[]) {
        const trims = await get(catalogTrimsUrl(make, model));
        expect(trims.status).toBe(200);
        expect(trims.body).toMatchObject({ make, model });
        expect(Array.isArray(trims.body.trims)).toBe(true);
        models++;
        if (trims.body.trims.length > 0) withTrims++;
      }
    }
    expect(models).toBeGreaterThan(200);
    expect(withTrims / models).toBeGreaterThan(0.5);
  });

  it('answers the form\'s examples', async () => {
    const bmw = await get(catalogModelsUrl('BMW'));
    expect(bmw.body.models).toEqual(expect.arrayContaining(['X5', '3 Series']));
    const x5 = await get(catalogTrimsUrl('BMW', 'X5'));
    expect(x5.body.trims).toEqual(expect.arrayContaining(['xDrive40i']));
    const p911 = await get(catalogTrimsUrl('Porsche', '911'));
    expect(p911.body.trims).toEqual(expect.arrayContaining(['Carrera 4S']));
  });

  it('matches names loosely and answers in the catalog\'s spelling', async () => {
    const res = await get(catalogModelsUrl('mercedes-benz'));
    expect(res.body.make).toBe('Mercedes-Benz');
    const trims = await get(catalogTrimsUrl('bmw', 'x5'));
    expect(trims.body).toMatchObject({ make: 'BMW', model: 'X5' });
    expect(trims.body.trims.length).toBeGreaterThan(0);
  });

  it('answers an empty list for an unknown make or model', async () => {
    const make = await get(catalogModelsUrl('Unknownmotors'));
    expect(make.status).toBe(200);
    expect(make.body).toEqual({ make: 'Unknownmotors', models: [] });
    const model = await get(catalogTrimsUrl('BMW', 'Model T'));
    expect(model.status).toBe(200);
    expect(model.body.trims).toEqual([]);
  });

  it('answers a missing or repeated parameter with a 400 naming it (never cached)', async () => {
    const noMake = await get(API.catalogModels);
    expect(noMake.status).toBe(400);
    expect(noMake.body.fields.map((f: { field: string }) => f.field)).toEqual(['make']);
    expect(noMake.headers['cache-control'] ?? '').not.toMatch(/max-age=3600/);
    const noModel = await get(`${API.catalogTrims}?make=BMW`);
    expect(noModel.status).toBe(400);
    expect(noModel.body.fields.map((f: { field: string }) => f.field)).toEqual(['model']);
    const twice = await get(`${API.catalogModels}?make=BMW&make=Audi`);
    expect(twice.status).toBe(400);
    expect(twice.body.fields.map((f: { field: string }) => f.field)).toEqual(['make']);
  });
});
