import { isVinCheckDigitValid, ListingInputSchema } from '@rl/contracts';
import { isKnownYear, specsFor, trims } from '@rl/vehicle-catalog';
import { CARS, PLACES, WMI } from '../seed/demo-cars.mjs';
import { demoVin } from '../seed/vin.mjs';

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

  it('gives every car a valid VIN with its make\'s WMI', () => {
    CARS.forEach((car, i) => {
      const vin = demoVin(WMI[car[0]], car[3], i + 1);
      expect(isVinCheckDigitValid(vin)).toBe(true);
      expect(vin.startsWith(WMI[car[0]])).toBe(true);
    });
  });

  it('uses real 5-digit ZIP codes that pass listing validation', () => {
    for (const [location, zipCode] of PLACES) {
      const r = ListingInputSchema.shape.zipCode.safeParse(zipCode);
      expect(r.success).toBe(true);
      expect(location).toMatch(/, [A-Z]{2}$/);
    }
  });
});
