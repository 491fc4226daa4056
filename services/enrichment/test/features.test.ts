import { jest } from '@jest/globals';
import request from 'supertest';
import { FeaturesGenerateBodySchema, MAX_GENERATED_FEATURES, PRESET_FEATURES, type FeaturesGenerateBody } from '@rl/contracts';
import { vehicleCatalog } from '../src/catalog/vehicle-catalog.js';
import { generateFeatures } from '../src/jobs/feature-rules.js';
import { startEnrichment, type EnrichmentTestContext } from './support/enrichment-app.js';

// the project-level testTimeout of jest.config.mjs is a global option (ignored per project): set it here
jest.setTimeout(60_000);

const features = (b: FeaturesGenerateBody) => generateFeatures(FeaturesGenerateBodySchema.parse(b), vehicleCatalog);
const currentYear = new Date().getFullYear();

const CARS: FeaturesGenerateBody[] = [
  { make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' },
  { make: 'BMW', model: 'M3', year: 2022, trim: 'Competition' },
  { make: 'Porsche', model: '911', year: 2020, trim: 'Carrera 4S', bodyType: 'coupe' },
  { make: 'Toyota', model: 'Camry', year: 2019, trim: 'LE', bodyType: 'sedan', fuelType: 'gasoline' },
  { make: 'Toyota', model: 'Camry', year: 2008, trim: 'LE' },
  { make: 'Tesla', model: 'Model 3', year: 2021, trim: 'Long Range' },
  { make: 'Ford', model: 'F-150', year: 2020, trim: 'Lariat', bodyType: 'truck' },
  { make: 'Chevrolet', model: 'Tahoe', year: 2021, trim: 'High Country' },
  { make: 'Mercedes-Benz', model: 'C-Class', year: 2020, trim: 'C 300 4MATIC' },
  { make: 'Jeep', model: 'Wrangler', year: 2019, trim: 'Rubicon' },
  { make: 'Honda', model: 'Odyssey', year: 2018, bodyType: 'minivan' },
  { make: 'Ferrari', model: '488', year: 2017 },
  { make: 'Mazda', model: 'MX-5 Miata', year: 1995, bodyType: 'convertible' },
  { make: 'Unknownmotors', model: 'Thing', year: 2012 },
  { make: 'Toyota', model: 'RAV4', year: 2022, trim: 'Prime XSE', fuelType: 'plug-in-hybrid' },
];

describe('feature rules', () => {
  it.each(CARS.map((c) => [`${c.year} ${c.make} ${c.model} ${c.trim ?? ''}`, c] as const))('%s: at most 12, no duplicates, deterministic', (_name, car) => {
    const list = features(car);
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.length).toBeLessThanOrEqual(MAX_GENERATED_FEATURES);
    expect(new Set(list).size).toBe(list.length);
    expect(features(car)).toEqual(list);
  });

  it('mostly uses the form\'s preset names', () => {
    const all = CARS.flatMap(features);
    const preset = all.filter((f) => (PRESET_FEATURES as readonly string[]).includes(f));
    expect(preset.length / all.length).toBeGreaterThan(0.6);
  });

  it('gives electric cars EV features', () => {
    const list = features({ make: 'Tesla', model: 'Model 3', year: 2021, fuelType: 'electric' });
    expect(list).toEqual(expect.arrayContaining(['Regenerative Braking', 'DC Fast Charging']));
    expect(list).not.toContain('Remote Start');
    // without the fuel in the request, the catalog knows a Model 3 is electric
    expect(features({ make: 'Tesla', model: 'Model 3', year: 2021 })).toEqual(expect.arrayContaining(['Regenerative Braking', 'DC Fast Charging']));
  });

  it('gives hybrids and plug-ins their own features', () => {
    expect(features({ make: 'Toyota', model: 'Camry', year: 2020, fuelType: 'hybrid' })).toEqual(expect.arrayContaining(['Regenerative Braking', 'Eco Driving Mode']));
    expect(features({ make: 'Toyota', model: 'RAV4', year: 2022, fuelType: 'plug-in-hybrid' })).toEqual(expect.arrayContaining(['Regenerative Braking', 'Electric-Only Driving Mode']));
  });

  it('gives luxury makes luxury features, and not to a base mainstream car', () => {
    const lux = features({ make: 'Mercedes-Benz', model: 'E-Class', year: 2019, trim: 'E 350', bodyType: 'sedan' });
    expect(lux).toEqual(expect.arrayContaining(['Leather Interior', 'Navigation System', 'Premium Sound System', 'Heated Seats']));
    const base = features({ make: 'Toyota', model: 'Corolla', year: 2019, trim: 'L', bodyType: 'sedan' });
    expect(base).not.toContain('Leather Interior');
    expect(base).not.toContain('Premium Sound System');
  });

  it('gives upscale trims of mainstream makes the comfort items', () => {
    expect(features({ make: 'Ford', model: 'F-150', year: 2020, trim: 'Platinum', bodyType: 'truck' })).toEqual(expect.arrayContaining(['Leather Interior', 'Heated Seats']));
  });

  it('gives an old car no CarPlay, Android Auto or backup camera', () => {
    const old = features({ make: 'Honda', model: 'Accord', year: 2005, trim: 'EX', bodyType: 'sedan' });
    for (const modern of ['Apple CarPlay', 'Android Auto', 'Backup Camera', 'Blind Spot Monitoring', 'Wireless Charging', 'USB Ports']) expect(old).not.toContain(modern);
    expect(old).toEqual(expect.arrayContaining(['Air Conditioning', 'Cruise Control']));
    expect(features({ make: 'Honda', model: 'Accord', year: 2019, trim: 'EX', bodyType: 'sedan' })).toEqual(expect.arrayContaining(['Apple CarPlay', 'Android Auto', 'Backup Camera']));
  });

  it('gives sport and performance trims sport items', () => {
    const m = features({ make: 'BMW', model: 'M3', year: 2022, trim: 'Competition' });
    expect(m).toEqual(expect.arrayContaining(['Launch Control', 'Performance Exhaust', 'Sport Seats']));
    const amg = features({ make: 'Mercedes-Benz', model: 'C-Class', year: 2020, trim: 'AMG C 63 S' });
    expect(amg).toEqual(expect.arrayContaining(['Launch Control', 'Sport Seats']));
    const typeR = features({ make: 'Honda', model: 'Civic', year: 2019, trim: 'Type R', bodyType: 'hatchback' });
    expect(typeR).toEqual(expect.arrayContaining(['Sport Seats', 'Launch Control']));
    const trd = features({ make: 'Toyota', model: 'Tacoma', year: 2020, trim: 'TRD Sport', bodyType: 'truck' });
    expect(trd).toContain('Sport Seats');
    expect(features({ make: 'Toyota', model: 'Camry', year: 2019, trim: 'LE' })).not.toContain('Sport Seats');
    expect(features({ make: 'Nissan', model: 'Altima', year: 2019, trim: 'S' })).not.toContain('Sport Seats');
  });

  it('applies body rules: roof rack on SUVs, third row on large SUVs and minivans, hitch on trucks', () => {
    const small = features({ make: 'Honda', model: 'CR-V', year: 2020, trim: 'EX', bodyType: 'suv' });
    expect(small).toContain('Roof Rack');
    expect(small).not.toContain('Third Row Seating');
    const large = features({ make: 'Chevrolet', model: 'Tahoe', year: 2021, trim: 'LT', bodyType: 'suv' });
    expect(large).toEqual(expect.arrayContaining(['Third Row Seating', 'Trailer Hitch', 'Roof Rack']));
    expect(features({ make: 'Honda', model: 'Odyssey', year: 2018, bodyType: 'minivan' })).toEqual(expect.arrayContaining(['Third Row Seating', 'Power Sliding Doors']));
    const truck = features({ make: 'Ford', model: 'F-150', year: 2018, trim: 'XLT', bodyType: 'truck' });
    expect(truck).toEqual(expect.arrayContaining(['Trailer Hitch', 'Bed Liner']));
    expect(features({ make: 'Mazda', model: 'MX-5 Miata', year: 2019, bodyType: 'convertible' })).toContain('Power Convertible Top');
    expect(features({ make: 'BMW', model: 'Z4', year: 2020, trim: 'sDrive30i', bodyType: 'convertible' })).not.toContain('Sunroof/Moonroof');
  });

  it('names the drivetrain from the catalog and trim keywords', () => {
    expect(features({ make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' })).toContain('All-Wheel Drive');
    expect(features({ make: 'Audi', model: 'A4', year: 2019, trim: 'Premium quattro' })).toContain('All-Wheel Drive');
    expect(features({ make: 'Jeep', model: 'Wrangler', year: 2019, trim: 'Rubicon' })).toEqual(expect.arrayContaining(['Four-Wheel Drive', 'Hill Descent Control', 'Skid Plates']));
  });

  it('puts what the description mentions first', () => {
    const list = features({ make: 'Toyota', model: 'Camry', year: 2016, trim: 'LE', vehicleDescription: 'One owner, panoramic sunroof, heated seats and a tow hitch.' });
    expect(list.slice(0, 3).sort()).toEqual(['Heated Seats', 'Sunroof/Moonroof', 'Trailer Hitch']);
  });

  it('handles a make the catalog does not know', () => {
    const list = features({ make: 'Unknownmotors', model: 'Thing', year: 2012 });
    expect(list).toEqual(expect.arrayContaining(['Air Conditioning', 'Bluetooth Connectivity']));
  });

  it('is richer than the browser fallback of spec §7 (max 8)', () => {
    expect(features({ make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' }).length).toBe(MAX_GENERATED_FEATURES);
    expect(features({ make: 'Kia', model: 'Telluride', year: currentYear - 1, trim: 'SX' }).length).toBe(MAX_GENERATED_FEATURES);
  });
});

describe('POST /api/vehicles/features/generate', () => {
  let ctx: EnrichmentTestContext;
  beforeAll(async () => { ctx = await startEnrichment(); });
  afterAll(async () => { await ctx?.close(); });
  const post = (b: unknown) => request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(b as object);

  it('answers the form\'s payload (visitors included) with features', async () => {
    const res = await post({
      make: 'Porsche', model: 'Cayenne', year: 2020, trim: 'S', bodyType: 'suv', fuelType: 'premium-gasoline',
      vehicleDescription: '2020 Porsche Cayenne S in excellent condition',
    });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.features.length).toBeLessThanOrEqual(12);
    expect(res.body.features).toEqual(expect.arrayContaining(['Leather Interior', 'All-Wheel Drive', 'Sport Seats']));
  });

  it('accepts the form\'s empty strings and label spellings', async () => {
    const res = await post({ make: 'Toyota', model: 'Camry', year: '2019', trim: '', bodyType: '', fuelType: 'Plug-in Hybrid', vehicleDescription: '' });
    expect(res.status).toBe(200);
    expect(res.body.features).toContain('Electric-Only Driving Mode');
  });

  const bad: Array<[string, unknown, string[]]> = [
    ['no body', undefined, ['body']],
    ['missing make and model', { year: 2020 }, ['make', 'model']],
    ['blank make', { make: '  ', model: 'X5', year: 2020 }, ['make']],
    ['year too old', { make: 'BMW', model: 'X5', year: 1950 }, ['year']],
    ['year in the future', { make: 'BMW', model: 'X5', year: currentYear + 5 }, ['year']],
    ['year not a number', { make: 'BMW', model: 'X5', year: 'new' }, ['year']],
    ['unknown body type', { make: 'BMW', model: 'X5', year: 2020, bodyType: 'spaceship' }, ['bodyType']],
    ['unknown fuel', { make: 'BMW', model: 'X5', year: 2020, fuelType: 'coal' }, ['fuelType']],
    ['wrong types', { make: 5, model: ['X5'], year: 2020, trim: {} }, ['make', 'model', 'trim']],
    ['unknown field', { make: 'BMW', model: 'X5', year: 2020, price: 5 }, ['price']],
    ['description too long', { make: 'BMW', model: 'X5', year: 2020, vehicleDescription: 'x'.repeat(2001) }, ['vehicleDescription']],
    ['array body', [{ make: 'BMW', model: 'X5', year: 2020 }], ['body']],
  ];
  it.each(bad)('%s: 400 naming the fields', async (_name, payload, fields) => {
    const res = await (payload === undefined ? request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate') : post(payload));
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([...fields].sort());
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').set('Content-Type', 'application/json').send('{"make":');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Malformed JSON/);
  });
});
