import { jest } from '@jest/globals';
import request from 'supertest';
import { VinDecodeResponseSchema, isVinCheckDigitValid, vinCheckDigit } from '@rl/contracts';
import { vinProblem } from '../src/queries/decode-vin/vin-validation.js';
import { closeSharedVinDecoder, startEnrichment, type EnrichmentTestContext } from './support/enrichment-app.js';

// the project-level testTimeout of jest.config.mjs is a global option (ignored per project): set it here
jest.setTimeout(60_000);

let ctx: EnrichmentTestContext;
beforeAll(async () => { ctx = await startEnrichment({ env: { ENRICHMENT_TIMEOUT_MS: '20000' } }); });
afterAll(async () => {
  await ctx?.close();
  await closeSharedVinDecoder();
});
const get = (vin: string) => request(ctx.app.getHttpServer()).get(`/api/vin/${encodeURIComponent(vin)}`);

/** Real VINs (published in @cardog/corgi's test fixtures), each with a correct check digit. */
const REAL: Array<[string, Record<string, unknown>]> = [
  ['5UXCY6C07L9C95894', { make: 'BMW', model: 'X6', year: 2020, trim: 'xDrive40i', bodyType: 'suv', fuelType: 'gasoline', engine: '3.0L 6-cylinder' }],
  ['W1KWF8EB3MR649946', { make: 'Mercedes-Benz', model: 'C-Class', year: 2021, bodyType: 'sedan', fuelType: 'gasoline', engine: '2.0L I4 (M264)' }],
  ['1FTFW1E59NKD69096', { make: 'Ford', model: 'F-150', year: 2022, bodyType: 'truck', fuelType: 'gasoline', engine: '5.0L V8' }],
  ['1G1YC2D47T5102754', { make: 'Chevrolet', model: 'Corvette', year: 2026, trim: '3LT', bodyType: 'coupe', fuelType: 'gasoline', engine: '6.2L 8-cylinder (LT2)' }],
  ['WP0AB2Y18LSA50759', { make: 'Porsche', model: 'Taycan', year: 2020, bodyType: 'sedan', fuelType: 'electric', engine: 'Electric motor' }],
  ['2HGFE4F86SH011469', { make: 'Honda', model: 'Civic', year: 2025, bodyType: 'sedan', fuelType: 'hybrid' }],
  ['JTDACACU8T3062569', { make: 'Toyota', year: 2026, bodyType: 'hatchback', fuelType: 'plug-in-hybrid' }],
  ['WAUM2AF27KN066221', { make: 'Audi', model: 'A6', year: 2019, bodyType: 'sedan', fuelType: 'gasoline' }],
  ['SALYB2RV4JA756586', { make: 'Land Rover', model: 'Range Rover Velar', year: 2018, bodyType: 'suv' }],
  ['KM8K2CAB4PU001140', { make: 'Hyundai', model: 'Kona', year: 2023, trim: 'SE', bodyType: 'suv', fuelType: 'gasoline' }],
];

describe('GET /api/vin/{vin}', () => {
  it.each(REAL)('decodes %s offline', async (vin, expected) => {
    expect(isVinCheckDigitValid(vin)).toBe(true);
    const res = await get(vin);
    expect(res.status).toBe(200);
    expect(VinDecodeResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ vin, valid: true, ...expected });
    for (const field of res.body.undecoded as string[]) expect(res.body[field]).toBeNull();
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('lists what it could not decode (a Tesla VIN carries no trim or engine size)', async () => {
    // a Model 3 VIN pattern with its check digit made right
    const base = '5YJ3E1EA0KF317000';
    const vin = `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`;
    const res = await get(vin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ make: 'Tesla', model: 'Model 3', year: 2019, fuelType: 'electric', bodyType: 'sedan', trim: null });
    expect(res.body.undecoded).toContain('trim');
  });

  it('answers valid: false, everything but the year undecoded, for a VIN no manufacturer uses', async () => {
    const res = await get('11111111111111111'); // a correct check digit, an unassigned WMI
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: false, make: null, model: null, engine: null });
    expect(res.body.undecoded).toEqual(expect.arrayContaining(['make', 'model', 'trim', 'bodyType', 'fuelType', 'engine']));
  });

  it('accepts lower case and surrounding spaces', async () => {
    const res = await get(' 5uxcy6c07l9c95894 ');
    expect(res.status).toBe(200);
    expect(res.body.vin).toBe('5UXCY6C07L9C95894');
  });

  const bad: Array<[string, string, RegExp]> = [
    ['too short', '5UXCY6C07L9C9589', /exactly 17 characters \(got 16\)/],
    ['too long', '5UXCY6C07L9C958940', /exactly 17 characters \(got 18\)/],
    ['letter O', '5UXCY6C07L9C9589O', /'O' at position 17.*I, O and Q are never used/],
    ['letter I and Q', 'IUXCY6C07L9C9589Q', /'I' at position 1, 'Q' at position 17/],
    ['punctuation', '5UXCY6C07L9C9589-', /'-' at position 17/],
    ['wrong check digit', '5UXCY6C01L9C95894', /check digit \(position 9\) is '1' but the other characters require '7'/],
  ];
  it.each(bad)('%s: 400 naming the problem', async (_name, vin, message) => {
    const res = await get(vin);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: 'vin', message: expect.stringMatching(message) }]);
    expect(res.body.message).toMatch(message);
  });

  it('checks the check digit like contracts does', () => {
    for (const [vin] of REAL) expect(vinProblem(vin)).toBeNull();
    expect(vinProblem('1HGCM82633A123456')).toMatchObject({ field: 'vin' });
    expect(isVinCheckDigitValid('1HGCM82633A123456')).toBe(false);
    expect(vinProblem('1HGCM82633A004352')).toBeNull();
  });
});
