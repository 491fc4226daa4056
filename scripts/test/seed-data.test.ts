import { jest } from '@jest/globals';
import { COLOR_FAMILIES, compareWithVin, factsFromDecode, isVinCheckDigitValid, ListingInputSchema, type VinDecodeResponse } from '@rl/contracts';
import { isKnownYear, specsFor, trims } from '@rl/vehicle-catalog';
import { vehicleCatalog } from '../../services/enrichment/src/catalog/vehicle-catalog.js';
import { VinDecoder } from '../../services/enrichment/src/decode-vin/vin-decoder.js';
import { CARS, PLACES, WMI } from '../seed/demo-cars.mjs';
import { DEMO_VINS } from '../seed/demo-vins.mjs';
import { demoVin } from '../seed/vin.mjs';

// opening the decoder's database takes a few seconds on a busy machine
jest.setTimeout(120_000);

describe('demo data is coherent', () => {
  it('has about 90 cars, all above $25,000', () => {
    expect(CARS.length).toBeGreaterThanOrEqual(55);
    for (const car of CARS) expect(car[4]).toBeGreaterThan(25_000);
  });

  it.each(CARS.map((c) => [`${c[3]} ${c[0]} ${c[1]} ${c[2]}`, c]))('%s is a real catalog combination with specs', (_name, car) => {
    const [make, model, trim, year] = car as unknown as [string, string, string, number];
    expect(isKnownYear(make, model, year)).toBe(true);
    expect(trims(make, model, year).map((t: string) => t.toLowerCase())).toContain(trim.toLowerCase());
    expect(specsFor({ make, model, trim, year })).not.toBeNull();
  });

  it('gives every car a VIN of its own with a valid check digit', () => {
    expect(DEMO_VINS).toHaveLength(CARS.length);
    expect(new Set(DEMO_VINS).size).toBe(CARS.length);
    for (const vin of DEMO_VINS) expect(isVinCheckDigitValid(vin)).toBe(true);
  });

  it('makes test VINs whose model-year code reads as the year asked for (a letter in position 7)', () => {
    CARS.forEach((car, i) => {
      const vin = demoVin(WMI[car[0]], car[3], i + 1);
      expect(isVinCheckDigitValid(vin)).toBe(true);
      expect(vin.startsWith(WMI[car[0]])).toBe(true);
      expect(vin[6]).toMatch(/[A-Z]/);
    });
  });

  it('gives every car an exterior colour family the search filters by, and valid manufacturer colour names', () => {
    for (const car of CARS) {
      expect(COLOR_FAMILIES).toContain(car[6]);
      expect(ListingInputSchema.shape.exteriorColorName.safeParse(car[8]).success).toBe(true);
    }
    expect(CARS.filter((c) => c[8]).length).toBeGreaterThan(0);
  });

  it('uses real 5-digit ZIP codes that pass listing validation', () => {
    for (const [location, zipCode] of PLACES) {
      const r = ListingInputSchema.shape.zipCode.safeParse(zipCode);
      expect(r.success).toBe(true);
      expect(location).toMatch(/, [A-Z]{2}$/);
    }
  });
});

describe('demo VINs decode to their own car', () => {
  const decoder = new VinDecoder(vehicleCatalog);
  const decoded = new Map<number, VinDecodeResponse>();
  beforeAll(async () => {
    for (const i of CARS.keys()) decoded.set(i, await decoder.decode(DEMO_VINS[i]));
  });
  afterAll(() => decoder.close());

  it.each(CARS.map((c, i) => [`${c[3]} ${c[0]} ${c[1]} ${c[2]} (${DEMO_VINS[i]})`, i] as const))('%s', (_name, i) => {
    const [make, model, trim, year] = CARS[i];
    const specs = specsFor({ make, model, trim, year })!;
    const d = decoded.get(i)!;
    expect(d.valid).toBe(true);
    const verdicts = Object.fromEntries(compareWithVin({ make, model, year, ...specs }, factsFromDecode(d)).map((c) => [c.field, c.verdict]));
    // make, model and year always; body, fuel and drivetrain wherever the decoder knows them (never a disagreement)
    expect(verdicts).toMatchObject({ make: 'agrees', model: 'agrees', year: 'agrees' });
    expect(Object.entries(verdicts).filter(([, v]) => v === 'differs')).toEqual([]);
  });
});
