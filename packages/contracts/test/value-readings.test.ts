import {
  BODY_TYPES, CONDITIONS, DRIVETRAINS, FILTER_BODY_TYPES, FILTER_CONDITIONS, FILTER_DRIVETRAINS, FILTER_FUEL_TYPES,
  FILTER_MAKES, FILTER_TRANSMISSIONS, FUEL_TYPES, SearchQuerySchema, TRANSMISSIONS, filterYears, formYears,
} from '../src/index.js';

describe('value lists: every filter-panel reading matches stored values', () => {
  it.each([
    ['condition', FILTER_CONDITIONS, CONDITIONS],
    ['bodyType', FILTER_BODY_TYPES, BODY_TYPES],
    ['fuelType', FILTER_FUEL_TYPES, FUEL_TYPES],
    ['transmission', FILTER_TRANSMISSIONS, TRANSMISSIONS],
    ['drivetrain', FILTER_DRIVETRAINS, DRIVETRAINS],
  ] as const)('%s labels map onto stored values, and every stored value is reachable', (_name, map, stored) => {
    const covered = new Set(Object.values(map).flat());
    for (const v of covered) expect(stored).toContain(v);
    // a stored value no filter label can find would be invisible to filtering buyers
    for (const v of stored) expect(covered.has(v)).toBe(true);
  });

  it('the search schema turns a label or a stored value into stored values', () => {
    const a = SearchQuerySchema.parse({ bodyType: 'SUV', condition: 'Good', drivetrain: 'All-wheel Drive' });
    expect(a.bodyType).toEqual(['suv']);
    expect(a.condition).toEqual(['good']);
    expect(a.drivetrain).toEqual(['awd', 'all-wheel-drive']);
    const b = SearchQuerySchema.parse({ bodyType: '4-door-sedan', fuelType: 'any' });
    expect(b.bodyType).toEqual(['4-door-sedan']);
    expect(b.fuelType).toBeUndefined();
  });

  it("the condition filter is the sellers' scale: no New (every car is used) and no Certified Pre-Owned (nothing certifies)", () => {
    expect(Object.keys(FILTER_CONDITIONS)).toEqual(['Excellent', 'Good', 'Fair', 'Poor']);
    for (const c of CONDITIONS) expect(SearchQuerySchema.parse({ condition: c[0]!.toUpperCase() + c.slice(1) }).condition).toEqual([c]);
    // old links and saved searches keep reading as before
    expect(SearchQuerySchema.parse({ condition: 'Used' }).condition).toEqual(['good', 'fair', 'poor']);
  });

  it('names the parameter that is wrong', () => {
    const r = SearchQuerySchema.safeParse({ bodyType: 'spaceship', page: '0', sortBy: 'cheapest' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['bodyType', 'page', 'sortBy']);
  });

  // found by an outside probe: 0x10 was read as 16
  it.each(['0x10', '0b11', '0o7', '1e3', 'Infinity', '-5'])('refuses %s in page, limit, minPrice, maxMileage and radius, naming each', (v) => {
    const r = SearchQuerySchema.safeParse({ page: v, limit: v, minPrice: v, maxMileage: v, radius: v });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['limit', 'maxMileage', 'minPrice', 'page', 'radius']);
  });

  it('reads plain numbers as people write them', () => {
    expect(SearchQuerySchema.parse({ page: '2', limit: '24', minPrice: '$45,000', maxPrice: '59999.99', maxMileage: '30,000', radius: '50' }))
      .toMatchObject({ page: 2, limit: 24, minPrice: 45000, maxPrice: 59999.99, maxMileage: 30000, radius: 50 });
  });

  it('has 41 filter makes, 30 filter years and form years from next year down to 1990', () => {
    expect(FILTER_MAKES).toHaveLength(41);
    const now = new Date('2026-06-01');
    expect(filterYears(now)).toHaveLength(30);
    expect(filterYears(now)[0]).toBe(2026);
    expect(formYears(now)[0]).toBe(2027);
    expect(formYears(now).at(-1)).toBe(1990);
  });
});
