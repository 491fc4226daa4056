import { jest } from '@jest/globals';
import request from 'supertest';
import { BODY_TYPES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS, SpecsGenerateResponseSchema } from '@rl/contracts';
import { startEnrichment, type EnrichmentTestContext } from './support/enrichment-app.js';

// the project-level testTimeout of jest.config.mjs is a global option (ignored per project): set it here
jest.setTimeout(60_000);

let ctx: EnrichmentTestContext;
beforeAll(async () => { ctx = await startEnrichment(); });
afterAll(async () => { await ctx?.close(); });
const post = (b: unknown) => request(ctx.app.getHttpServer()).post('/api/vehicles/specs/generate').send(b as object);

type Expect = Partial<Record<'bodyType' | 'fuelType' | 'transmission' | 'drivetrain', string | RegExp>>;
const KNOWN: Array<[string, { make: string; model: string; year: number; trim?: string }, Expect]> = [
  ['BMW X5 xDrive40i', { make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' }, { bodyType: 'suv', drivetrain: 'awd', transmission: '8-speed-automatic', fuelType: /gasoline/ }],
  ['BMW X5 sDrive40i', { make: 'BMW', model: 'X5', year: 2021, trim: 'sDrive40i' }, { bodyType: 'suv', drivetrain: 'rwd' }],
  ['Porsche 911 Carrera 4S', { make: 'Porsche', model: '911', year: 2020, trim: 'Carrera 4S' }, { bodyType: 'coupe', drivetrain: 'awd', fuelType: 'premium-gasoline', transmission: '8-speed-automatic' }],
  ['Porsche 911 Carrera S', { make: 'Porsche', model: '911', year: 2020, trim: 'Carrera S' }, { bodyType: 'coupe', drivetrain: 'rwd' }],
  ['Toyota Camry LE', { make: 'Toyota', model: 'Camry', year: 2019, trim: 'LE' }, { bodyType: 'sedan', drivetrain: 'fwd', fuelType: 'gasoline', transmission: /automatic/ }],
  ['Toyota Camry Hybrid', { make: 'Toyota', model: 'Camry', year: 2019, trim: 'Hybrid LE' }, { fuelType: 'hybrid', transmission: 'cvt' }],
  ['Tesla Model 3', { make: 'Tesla', model: 'Model 3', year: 2021, trim: 'Long Range' }, { bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic' }],
  ['Ford F-150', { make: 'Ford', model: 'F-150', year: 2020, trim: 'XLT' }, { bodyType: 'truck', fuelType: 'gasoline', drivetrain: '4wd' }],
  ['Mercedes-Benz C 300 4MATIC', { make: 'Mercedes-Benz', model: 'C-Class', year: 2020, trim: 'C 300 4MATIC' }, { bodyType: 'sedan', drivetrain: 'awd', fuelType: 'premium-gasoline' }],
  ['Mercedes-Benz C 300 (RWD)', { make: 'Mercedes-Benz', model: 'C-Class', year: 2020, trim: 'C 300' }, { drivetrain: 'rwd' }],
  ['Audi A4 quattro', { make: 'Audi', model: 'A4', year: 2019, trim: 'Premium quattro' }, { bodyType: 'sedan', drivetrain: 'awd' }],
  ['Subaru Outback (no trim)', { make: 'Subaru', model: 'Outback', year: 2020 }, { drivetrain: 'awd', transmission: 'cvt' }],
  ['Honda Civic Type R', { make: 'Honda', model: 'Civic', year: 2020, trim: 'Type R' }, { transmission: 'manual' }],
];

describe('POST /api/vehicles/specs/generate', () => {
  it.each(KNOWN)('%s', async (_name, car, expected) => {
    const res = await post(car);
    expect(res.status).toBe(200);
    expect(SpecsGenerateResponseSchema.safeParse(res.body).success).toBe(true);
    for (const [field, want] of Object.entries(expected)) {
      if (want instanceof RegExp) expect(res.body[field]).toMatch(want);
      else expect(res.body[field]).toBe(want);
    }
  });

  it('answers stored values only (lowercase-hyphenated)', async () => {
    const res = await post({ make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' });
    expect(BODY_TYPES).toContain(res.body.bodyType);
    expect(FUEL_TYPES).toContain(res.body.fuelType);
    expect(TRANSMISSIONS).toContain(res.body.transmission);
    expect(DRIVETRAINS).toContain(res.body.drivetrain);
    for (const v of Object.values(res.body) as string[]) expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('matches names loosely (case, spacing) and answers the same', async () => {
    const a = await post({ make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' });
    const b = await post({ make: 'bmw', model: ' x5', year: '2021', trim: 'XDRIVE40I' });
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('answers an unknown car with a 404 JSON message', async () => {
    const res = await post({ make: 'Unknownmotors', model: 'Thing', year: 2020 });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(res.body.message).toMatch(/No specs known for 2020 Unknownmotors Thing/);
    const model = await post({ make: 'BMW', model: 'Model T', year: 2020 });
    expect(model.status).toBe(404);
  });

  const bad: Array<[string, unknown, string[]]> = [
    ['empty object', {}, ['make', 'model', 'year']],
    ['year as words', { make: 'BMW', model: 'X5', year: 'twenty' }, ['year']],
    ['year fraction', { make: 'BMW', model: 'X5', year: 2020.5 }, ['year']],
    ['make too long', { make: 'B'.repeat(51), model: 'X5', year: 2020 }, ['make']],
    ['extra field', { make: 'BMW', model: 'X5', year: 2020, bodyType: 'suv' }, ['bodyType']],
    ['trim not text', { make: 'BMW', model: 'X5', year: 2020, trim: 40 }, ['trim']],
  ];
  it.each(bad)('%s: 400 naming the fields', async (_name, payload, fields) => {
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([...fields].sort());
  });
});
