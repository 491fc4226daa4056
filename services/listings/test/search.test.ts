import request from 'supertest';
import { SearchQuerySchema } from '@rl/contracts';
import { KeywordResolver } from '../src/search/keywords.js';
import { buildSearch, pageSql, type PageMode } from '../src/search/search-sql.js';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { alice, as, bob, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;

/** The public data set: key -> listing fields (all approved unless stated). */
const CARS = {
  p911: { make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12000, price: '$124,900', condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'rwd', exteriorColor: 'Silver', interiorColor: 'Black', features: ['Heated Seats', 'Navigation System', 'Apple CarPlay'], location: 'Beverly Hills, CA', zipCode: '90210', description: 'Garage kept, one owner.' },
  cayenne: { make: 'Porsche', model: 'Cayenne', trim: 'S', year: 2019, mileage: 45000, price: '62500', condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd', exteriorColor: 'Black', interiorColor: 'Tan', features: ['Sunroof/Moonroof', 'Bluetooth Connectivity'], location: 'Austin, TX', zipCode: '78701', description: 'Family SUV with new tires.' },
  c300: { make: 'Mercedes-Benz', model: 'C-Class', trim: 'C 300', year: 2020, mileage: 30000, price: '38,900.00', condition: 'good', bodyType: 'sedan', fuelType: 'gasoline', transmission: 'automatic', drivetrain: 'rwd', exteriorColor: 'White', interiorColor: 'Red', features: ['Leather Interior', 'Backup Camera'], location: 'New York, NY', zipCode: '10001', description: 'City car, always parked in a garage.' },
  gle: { make: 'Mercedes-Benz', model: 'GLE', trim: 'GLE 350', year: 2022, mileage: 15000, price: 55000, condition: 'excellent', bodyType: 'suv', fuelType: 'hybrid', transmission: 'automatic', drivetrain: 'awd', exteriorColor: 'Grey', interiorColor: 'Black', features: ['Third Row Seating', 'Apple CarPlay', 'Android Auto'], location: 'Newark, NJ', zipCode: '07102', description: 'Seven seats, hybrid economy.' },
  x5: { make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2018, mileage: 80000, price: '$32,000', condition: 'fair', bodyType: 'suv', fuelType: 'diesel', transmission: '8-speed-automatic', drivetrain: 'awd', exteriorColor: 'Blue', interiorColor: 'Beige', features: ['Navigation System'], location: 'Chicago, IL', zipCode: '60601', description: 'High miles but well maintained.' },
  model3: { make: 'Tesla', model: 'Model 3', trim: 'Long Range', year: 2023, mileage: 5000, price: '38900', condition: 'excellent', bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd', exteriorColor: 'red', interiorColor: 'White', features: ['Wireless Charging'], location: 'San Francisco, CA', zipCode: '94103', description: 'Autopilot, free supercharging.' },
  corvette: { make: 'Chevrolet', model: 'Corvette', trim: 'Stingray 2LT', year: 2021, mileage: 8000, price: '$69,900', condition: 'excellent', bodyType: 'convertible', fuelType: 'premium-gasoline', transmission: '7-speed-dual-clutch', drivetrain: 'rwd', exteriorColor: 'Other', exteriorColorName: 'Midnight Purple', interiorColor: 'Black', features: ['Premium Sound System'], location: 'Miami, FL', zipCode: '33101', description: 'Mid-engine convertible.' },
  tacoma: { make: 'Toyota', model: 'Tacoma', trim: 'TRD Off-Road', year: 2016, mileage: 120000, price: '24500', condition: 'poor', bodyType: 'truck', fuelType: 'gasoline', transmission: 'manual', drivetrain: '4wd', exteriorColor: 'Green', interiorColor: 'Gray', features: [], location: 'Denver, CO', zipCode: '80202', description: 'Work truck with a towing package.' },
  rangeRover: { make: 'Land Rover', model: 'Range Rover', trim: 'SE', year: 2020, mileage: 40000, price: '79000', condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: '4wd', exteriorColor: 'Black', interiorColor: 'Brown', features: ['Heated Seats'], location: 'Los Angeles, CA', zipCode: '90012', description: 'Luxury SUV, full service history.' },
} as const;
type Key = keyof typeof CARS;
const id: Record<string, number> = {};
const ALL = Object.keys(CARS) as Key[];

const search = (qs: string) => request(ctx.http).get(`/api/vehicles/search${qs ? `?${qs}` : ''}`);
const ids = (res: request.Response) => res.body.vehicles.map((v: { id: number }) => v.id);
const keysOf = (res: request.Response) => ids(res).map((n: number) => Object.keys(id).find((k) => id[k] === n)).sort();
const sorted = (...k: string[]) => [...k].sort();

beforeAll(async () => {
  ctx = await startListings();
  // created one day apart, oldest first: the last one is the newest
  let day = ALL.length + 5;
  for (const k of ALL) {
    id[k] = await seedListing(ctx, alice, 'approved', CARS[k], { createdAt: new Date(Date.now() - day-- * 86_400_000).toISOString(), views: (k.length * 7) % 10 });
  }
  id.pending = await seedListing(ctx, bob, 'pending', { make: 'Porsche', model: '718', zipCode: '90210' });
  id.rejected = await seedListing(ctx, bob, 'rejected', { make: 'Ferrari', model: 'F8', zipCode: '90210' });
  id.sold = await seedListing(ctx, bob, 'sold', { make: 'Porsche', model: '911', zipCode: '90210' });
});
afterAll(async () => { await ctx?.close(); });

describe('search: visibility and shape', () => {
  it('answers {vehicles, total} over approved listings only, newest first by default', async () => {
    const res = await search('');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(ALL.length);
    expect(ids(res)).toEqual([...ALL].reverse().map((k) => id[k]));
    for (const v of res.body.vehicles) {
      expect(v.status).toBe('approved');
      for (const f of ['vin', 'carfaxReportUrl', 'recentServices', 'contactPhone', 'contactEmail', 'contactFirstName', 'contactLastName', 'contactLocation', 'userId']) {
        expect(v).not.toHaveProperty(f);
      }
      expect(v).not.toHaveProperty('latitude');
      expect(v).not.toHaveProperty('searchVector');
    }
  });

  it('stores prices as numeric(10,2) strings whatever the input format', async () => {
    const res = await search(`make=Porsche&model=911`);
    expect(res.body.vehicles[0].price).toBe('124900.00');
    const c300 = (await search('make=Mercedes-Benz&model=C-Class')).body.vehicles[0];
    expect(c300.price).toBe('38900.00');
  });
});

describe('search: each filter alone', () => {
  it.each<[string, string, Key[]]>([
    ['make', 'make=Porsche', ['p911', 'cayenne']],
    ['make, any case', 'make=pOrScHe', ['p911', 'cayenne']],
    ['make alias Mercedes', 'make=Mercedes', ['c300', 'gle']],
    ['make alias Corvette', 'make=Corvette', ['corvette']],
    ['make alias Range Rover', 'make=Range%20Rover', ['rangeRover']],
    ['model', 'model=911', ['p911']],
    ['minYear', 'minYear=2021', ['p911', 'gle', 'model3', 'corvette']],
    ['maxYear', 'maxYear=2018', ['x5', 'tacoma']],
    ['minPrice with $ and commas', 'minPrice=%2470%2C000', ['p911', 'rangeRover']],
    ['maxPrice', 'maxPrice=32000', ['x5', 'tacoma']],
    ['minMileage', 'minMileage=80000', ['x5', 'tacoma']],
    ['maxMileage', 'maxMileage=12000', ['p911', 'model3', 'corvette']],
    ['condition label New', 'condition=New', ['p911', 'gle', 'model3', 'corvette']],
    ['condition label Used', 'condition=Used', ['cayenne', 'c300', 'x5', 'tacoma', 'rangeRover']],
    ['condition stored value', 'condition=fair', ['x5']],
    ['bodyType label', 'bodyType=SUV', ['cayenne', 'gle', 'x5', 'rangeRover']],
    ['bodyType label Sedan', 'bodyType=Sedan', ['c300', 'model3']],
    ['bodyType stored', 'bodyType=convertible', ['corvette']],
    ['fuelType label Gasoline', 'fuelType=Gasoline', ['p911', 'cayenne', 'c300', 'corvette', 'tacoma', 'rangeRover']],
    ['fuelType Hybrid', 'fuelType=Hybrid', ['gle']],
    ['fuelType Electric', 'fuelType=electric', ['model3']],
    ['fuelType Diesel', 'fuelType=Diesel', ['x5']],
    ['transmission label Automatic', 'transmission=Automatic', ALL.filter((k) => k !== 'tacoma')],
    ['transmission Manual', 'transmission=Manual', ['tacoma']],
    ['drivetrain label', 'drivetrain=All-wheel%20Drive', ['cayenne', 'gle', 'x5', 'model3']],
    ['drivetrain Rear-wheel', 'drivetrain=Rear-wheel%20Drive', ['p911', 'c300', 'corvette']],
    ['drivetrain 4-wheel', 'drivetrain=4-wheel%20Drive', ['tacoma', 'rangeRover']],
    ['exteriorColor, any case', 'exteriorColor=black', ['cayenne', 'rangeRover']],
    ['exteriorColor Red matches "red"', 'exteriorColor=Red', ['model3']],
    ['exteriorColor Gray matches "Grey"', 'exteriorColor=Gray', ['gle']],
    ['exteriorColor Other', 'exteriorColor=Other', ['corvette']],
    ['exteriorColor free text', 'exteriorColor=midnight%20purple', ['corvette']],
    ['interiorColor', 'interiorColor=Black', ['p911', 'gle', 'corvette']],
    ['interiorColor Other', 'interiorColor=Other', ['cayenne']],
    ['features one', 'features=Apple%20CarPlay', ['p911', 'gle']],
    ['features label widens (Bluetooth)', 'features=Bluetooth', ['cayenne']],
    ['features label widens (Sunroof)', 'features=Sunroof', ['cayenne']],
    ['features label widens (Leather Seats)', 'features=Leather%20Seats', ['c300']],
    ['features, all must match', 'features=Heated%20Seats&features=Navigation%20System', ['p911']],
    ['features, preset in another case', 'features=wireless%20charging', ['model3']],
    ['location contains, any case', 'location=austin', ['cayenne']],
    ['location state', 'location=%2C%20CA', ['p911', 'model3', 'rangeRover']],
    ['zipCode, default radius 25', 'zipCode=90210', ['p911', 'rangeRover']],
    ['zipCode, radius 5', 'zipCode=90210&radius=5', ['p911']],
    ['zipCode, radius 20 across a state line', 'zipCode=10001&radius=20', ['c300', 'gle']],
    ['zipCode, radius 500 reaches San Francisco', 'zipCode=90210&radius=500', ['p911', 'rangeRover', 'model3']],
    ['keyword', 'query=carrera', ['p911']],
    ['keyword with typo (Porshe)', 'query=Porshe', ['p911', 'cayenne']],
    ['keyword with typo (mercedez)', 'query=mercedez', ['c300', 'gle']],
    ['keyword, two words', 'query=porsche%20suv', ['cayenne']],
    ['keyword in features', 'query=leather', ['c300']],
    ['keyword in description, stemmed', 'query=towing', ['tacoma']],
    ['keyword of stop words only is no filter', 'query=the%20and', ALL],
    ['keyword, punctuation only is no filter', 'query=%21%21%21', ALL],
    ['excludeId', `excludeId=PLACEHOLDER`, ALL.filter((k) => k !== 'x5')],
    ['"any" and empty values are no filter', 'make=any&bodyType=all&fuelType=&condition=Any', ALL],
  ])('%s', async (_name, qs, expected) => {
    const res = await search(qs.replace('PLACEHOLDER', String(id.x5)));
    expect(res.status).toBe(200);
    expect(keysOf(res)).toEqual(sorted(...expected));
    expect(res.body.total).toBe(expected.length);
  });
});

describe('search: combined filters', () => {
  it.each<[string, string, Key[]]>([
    ['body + drivetrain + price', 'bodyType=SUV&drivetrain=All-wheel%20Drive&maxPrice=60000', ['gle', 'x5']],
    ['make + year + mileage', 'make=Porsche&minYear=2020&maxMileage=20000', ['p911']],
    ['keyword + radius', 'query=porsche&zipCode=90210', ['p911']],
    ['keyword typo + body', 'query=mercedez&bodyType=SUV', ['gle']],
    ['fuel + transmission + condition', 'fuelType=Gasoline&transmission=Automatic&condition=Used', ['cayenne', 'c300', 'rangeRover']],
    ['color + features', 'exteriorColor=Black&features=Heated%20Seats', ['rangeRover']],
    ['location + price', 'location=CA&minPrice=50000', ['p911', 'rangeRover']],
    ['nothing matches', 'make=Porsche&bodyType=Truck', []],
  ])('%s', async (_name, qs, expected) => {
    const res = await search(qs);
    expect(res.status).toBe(200);
    expect(keysOf(res)).toEqual(sorted(...expected));
    expect(res.body.total).toBe(expected.length);
  });
});

describe('search: sorts', () => {
  const priceOf = (k: Key) => Number(String(CARS[k].price).replace(/[$,]/g, ''));
  const order = (key: (k: Key) => number, dir: 1 | -1) =>
    [...ALL].sort((a, b) => (key(a) - key(b)) * dir || (id[a] - id[b]) * dir).map((k) => id[k]);

  it.each<[string, (k: Key) => number, 1 | -1]>([
    ['price_asc', priceOf, 1],
    ['price_desc', priceOf, -1],
    ['year_asc', (k) => CARS[k].year, 1],
    ['year_desc', (k) => CARS[k].year, -1],
    ['mileage_asc', (k) => CARS[k].mileage, 1],
    ['mileage_desc', (k) => CARS[k].mileage, -1],
    ['created_asc', (k) => ALL.indexOf(k), 1],
    ['created_desc', (k) => ALL.indexOf(k), -1],
    ['views_desc', (k) => (k.length * 7) % 10, -1],
    ['views_asc', (k) => (k.length * 7) % 10, 1],
  ])('%s orders every listing, ties broken by id', async (sortBy, key, dir) => {
    const res = await search(`sortBy=${sortBy}&limit=100`);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(order(key, dir));
  });

  it('equal prices keep a stable order by id (38,900 twice)', async () => {
    const asc = ids(await search('maxPrice=38900&minPrice=38900&sortBy=price_asc'));
    expect(asc).toEqual([id.c300, id.model3].sort((a, b) => a - b));
    const desc = ids(await search('maxPrice=38900&minPrice=38900&sortBy=price_desc'));
    expect(desc).toEqual([...asc].reverse());
  });
});

describe('search: pagination', () => {
  it.each(['created_desc', 'price_asc', 'year_desc', 'views_desc', 'mileage_asc'])('pages of 4 (%s) cover every listing once, in order', async (sortBy) => {
    const all = ids(await search(`sortBy=${sortBy}&limit=100`));
    const pages: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await search(`sortBy=${sortBy}&limit=4&page=${page}`);
      expect(res.body.total).toBe(ALL.length);
      pages.push(...ids(res));
    }
    expect(pages).toEqual(all);
    expect(new Set(pages).size).toBe(ALL.length);
  });

  it('a page past the end is empty, with the total', async () => {
    const res = await search('limit=4&page=10');
    expect(res.status).toBe(200);
    expect(res.body.vehicles).toEqual([]);
    expect(res.body.total).toBe(ALL.length);
  });

  it('defaults to 12 per page and accepts up to 100', async () => {
    expect((await search('limit=100')).status).toBe(200);
    expect((await search('limit=1')).body.vehicles).toHaveLength(1);
  });
});

describe('search: bad parameters are a 400 naming them', () => {
  it.each([
    ['minYear=abc', 'minYear'],
    ['maxPrice=-5', 'maxPrice'],
    ['minMileage=1.5', 'minMileage'],
    ['sortBy=cheapest', 'sortBy'],
    ['page=0', 'page'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['bodyType=spaceship', 'bodyType'],
    ['condition=mint', 'condition'],
    ['zipCode=123', 'zipCode'],
    ['radius=0', 'radius'],
    ['radius=10000', 'radius'],
    ['excludeId=abc', 'excludeId'],
    ['excludeId=99999999999', 'excludeId'],
    ['colour=red', 'colour'],
    ['page=1&page=2', 'page'],
    ['make[a]=b', 'make'],
    [`query=${'x'.repeat(201)}`, 'query'],
    ['query=a%00b', 'query'],
  ])('%s', async (qs, field) => {
    const res = await search(qs);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('search: count beyond the exact threshold', () => {
  let capped: ListingsTestContext;
  beforeAll(async () => {
    capped = await startListings({ countCap: 3 });
    for (let i = 0; i < 6; i++) await seedListing(capped, alice, 'approved', { price: 30000 + i });
  });
  afterAll(async () => { await capped?.close(); });

  it('is exact up to the cap', async () => {
    const res = await request(capped.http).get('/api/vehicles/search?maxPrice=30002');
    expect(res.body).toMatchObject({ total: 3 });
    expect(res.body.totalIsEstimate).toBeUndefined();
  });

  it('above the cap: exact when the page ends the results, else an estimate above the cap', async () => {
    const short = await request(capped.http).get('/api/vehicles/search?limit=12');
    expect(short.body.total).toBe(6);
    expect(short.body.totalIsEstimate).toBeUndefined();
    const full = await request(capped.http).get('/api/vehicles/search?limit=2');
    expect(full.body.vehicles).toHaveLength(2);
    expect(full.body.totalIsEstimate).toBe(true);
    expect(full.body.total).toBeGreaterThan(3);
  });
});

describe('search: page plans', () => {
  it.each([
    'query=porsche', 'query=porshe&sortBy=price_desc', 'query=garage', 'location=CA&sortBy=year_asc', 'location=a&limit=2&page=2',
    'query=suv&location=tx', 'query=leather&page=2&limit=1', 'query=zzzz',
  ])('walk, collect and the planner find the same page (%s)', async (qs) => {
    const filters = SearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
    const tables = { vehicles: `"${ctx.db.schema}"."vehicles"` };
    const resolver = new KeywordResolver({ query: (sql, params) => ctx.sql(sql, params) }, { ...tables, terms: `"${ctx.db.schema}"."search_terms"`, trgm: '"public"' });
    const plan = await resolver.plan(filters.query);
    const pages: number[][] = [];
    for (const mode of ['planner', 'walk', 'collect'] as PageMode[]) {
      const q = pageSql(tables, buildSearch(filters, plan, mode));
      pages.push((await ctx.sql<{ id: number }>(q.sql, q.params)).map((r) => r.id));
    }
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
    expect(pages[0]).toEqual(ids(await search(qs)));
  });
});

describe('recent and featured', () => {
  it('recent: the latest approved listings, public fields only', async () => {
    const res = await request(ctx.http).get('/api/vehicles/recent');
    expect(res.status).toBe(200);
    expect(res.body.map((v: { id: number }) => v.id)).toEqual([...ALL].reverse().map((k) => id[k]));
    expect(res.body[0]).not.toHaveProperty('vin');
    expect((await request(ctx.http).get('/api/vehicles/recent?limit=3')).body).toHaveLength(3);
    expect((await request(ctx.http).get('/api/vehicles/recent?limit=0')).status).toBe(400);
    expect((await request(ctx.http).get('/api/vehicles/recent?x=1')).status).toBe(400);
  });

  it('featured: approved and featured only', async () => {
    expect((await request(ctx.http).get('/api/vehicles/featured')).body).toEqual([]);
    await ctx.sql(`UPDATE vehicles SET is_featured = true WHERE id = ANY($1)`, [[id.gle, id.pending, id.sold]]);
    ctx.app.get(ListingChanges).changed(); // written behind the service's back
    const res = await request(ctx.http).get('/api/vehicles/featured');
    expect(res.body.map((v: { id: number }) => v.id)).toEqual([id.gle]);
    expect(res.body[0].isFeatured).toBe(true);
    await ctx.sql(`UPDATE vehicles SET is_featured = false`);
    ctx.app.get(ListingChanges).changed();
  });
});

it('search answers the same for a signed-in caller (no private fields)', async () => {
  const res = await as(ctx, alice).get('/api/vehicles/search?make=Porsche');
  expect(res.status).toBe(200);
  expect(res.body.vehicles[0]).not.toHaveProperty('vin');
});

it('a well-formed ZIP code nobody knows finds nothing and says why, instead of a 400', async () => {
  for (const zip of ['99999', '00000']) {
    const res = await request(ctx.http).get(`/api/vehicles/search?zipCode=${zip}&radius=25`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ vehicles: [], total: 0 });
    expect(res.body.notice).toMatch(new RegExp(`ZIP code ${zip}`));
  }
  // a malformed one is still the client's mistake
  expect((await request(ctx.http).get('/api/vehicles/search?zipCode=9021')).status).toBe(400);
});
