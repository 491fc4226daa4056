import { PendingListResponseSchema, type Check, type Vehicle } from '@rl/contracts';
import { priceCheck } from '../src/checks/automated-checks.js';
import { makeFromWmi, sameMake, yearsFromVin } from '../src/checks/wmi.js';
import { call, startModeration, type ModerationTestContext } from './moderation-app.js';
import { vinWith, vinWithBadCheckDigit } from './vins.js';

let ctx: ModerationTestContext;
beforeAll(async () => { ctx = await startModeration(); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => { ctx.listings.failNext = 0; ctx.listings.failWhere = () => true; });

const BMW_2016 = vinWith('WBA8E9G5_GNT12345');
let nextId = 1;
let serial = 10000;
/** a fresh valid BMW 2016 VIN (distinct serial) */
const freshBmwVin = () => vinWith(`WBA8E9G5_GN${String(serial++).padStart(6, '0')}`);

function pending(v: Partial<Vehicle> = {}): Vehicle {
  const vin = v.vin ?? freshBmwVin();
  if (!ctx.enrichment.decodes.has(vin) && vin.startsWith('WBA')) ctx.enrichment.decodes.set(vin, { make: 'BMW', year: 2016 });
  return ctx.listings.add({ id: nextId++, status: 'pending', vin, ...v });
}

async function checksOf(id: number): Promise<Record<Check['code'], Check>> {
  const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?limit=100');
  expect(res.status).toBe(200);
  const row = res.body.find((x: { id: number }) => x.id === id);
  expect(row).toBeDefined();
  return Object.fromEntries(row.checks.map((c: Check) => [c.code, c])) as Record<Check['code'], Check>;
}

describe('GET /api/admin/vehicles/pending', () => {
  it('lists pending listings oldest first with every field, the seller contact, images, created date and eight checks', async () => {
    const a = pending({ carfaxReportUrl: 'https://carfax.example/r/1', recentServices: ['Oil change 2024'] });
    const b = pending();
    ctx.listings.add({ id: nextId++, status: 'approved', vin: freshBmwVin() });
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending');
    expect(res.status).toBe(200);
    const list = PendingListResponseSchema.parse(res.body);
    expect(list.every((v) => v.status === 'pending')).toBe(true);
    const ids = list.map((v) => v.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    const created = list.map((v) => Date.parse(v.createdAt));
    expect([...created].sort((x, y) => x - y)).toEqual(created);
    const first = res.body.find((x: Vehicle) => x.id === a.id);
    expect(first).toMatchObject({
      vin: a.vin, carfaxReportUrl: 'https://carfax.example/r/1', recentServices: ['Oil change 2024'],
      contactPhone: a.contactPhone, contactEmail: a.contactEmail, contactFirstName: 'Sam', images: a.images, createdAt: a.createdAt,
      queuedDecision: null,
    });
    expect(first.checks.map((c: Check) => c.code)).toEqual([
      'vin_check_digit', 'vin_decode_mismatch', 'duplicate_vin', 'price_outlier', 'few_photos', 'photo_quality', 'angle_coverage', 'missing_contact',
    ]);
    expect(Number(res.headers['x-total-count'])).toBe(list.length);
  });

  it('pages with page and limit; the total is in x-total-count', async () => {
    const all = (await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?limit=100')).body.map((v: Vehicle) => v.id);
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?page=2&limit=1');
    expect(res.status).toBe(200);
    expect(res.body.map((v: Vehicle) => v.id)).toEqual([all[1]]);
    expect(Number(res.headers['x-total-count'])).toBe(all.length);
  });

  it.each([
    ['page=0'], ['limit=0'], ['limit=101'], ['page=abc'], ['sort=price'],
  ])('bad query %s: 400', async (qs) => {
    const res = await call(ctx.app, 'admin', 'GET', `/api/admin/vehicles/pending?${qs}`);
    expect(res.status).toBe(400);
  });
});

describe('automated checks', () => {
  it('a clean listing passes every check', async () => {
    for (let i = 0; i < 5; i++) ctx.listings.add({ id: nextId++, status: 'approved', vin: freshBmwVin(), price: String(30000 + i * 1000) });
    const v = pending({ price: '32500.00' });
    const c = await checksOf(v.id);
    for (const check of Object.values(c)) expect(check).toMatchObject({ ok: true, status: 'pass' });
    expect(c.vin_decode_mismatch.message).toMatch(/BMW, 2016, matching/);
    expect(c.price_outlier.message).toMatch(/in line with \d+ comparable/);
  });

  it('VIN check digit: wrong digit fails, names the expected one', async () => {
    const v = pending({ vin: vinWithBadCheckDigit('WBA8E9G5_GNT54321') });
    const c = await checksOf(v.id);
    expect(c.vin_check_digit).toMatchObject({ ok: false, status: 'fail' });
    expect(c.vin_check_digit.message).toMatch(/check digit is wrong.*should be/);
  });

  it('VIN decode: the make disagreeing fails', async () => {
    const vin = vinWith('WP0AB2A9_LS123456');
    ctx.enrichment.decodes.set(vin, { make: 'PORSCHE', year: 2016 });
    const v = pending({ vin, make: 'BMW', year: 2016 });
    const c = await checksOf(v.id);
    expect(c.vin_decode_mismatch).toMatchObject({ ok: false, status: 'fail' });
    expect(c.vin_decode_mismatch.message).toMatch(/Make BMW on the listing; the VIN says PORSCHE/);
  });

  it('VIN decode: the year disagreeing fails; spelling of the make does not matter', async () => {
    const vin = freshBmwVin();
    ctx.enrichment.decodes.set(vin, { make: 'MERCEDES-BENZ', year: 2019 });
    const v = pending({ vin, make: 'Mercedes Benz', year: 2016 });
    const c = await checksOf(v.id);
    expect(c.vin_decode_mismatch.ok).toBe(false);
    expect(c.vin_decode_mismatch.message).toMatch(/Year 2016 on the listing; the VIN says 2019/);
    expect(c.vin_decode_mismatch.message).not.toMatch(/make/i);
  });

  it('VIN decode: every field the decode knows is compared, each disagreement named; spellings of one value agree', async () => {
    const vin = freshBmwVin();
    ctx.enrichment.decodes.set(vin, {
      make: 'BMW', year: 2016, model: 'X5', bodyType: 'sedan', fuelType: 'gasoline', drivetrain: 'rwd', engine: '3.0L I6', valid: true,
    });
    const v = pending({ vin, make: 'BMW', model: 'X5', year: 2016, bodyType: 'suv', fuelType: 'premium-gasoline', drivetrain: 'awd' });
    const c = await checksOf(v.id);
    expect(c.vin_decode_mismatch).toMatchObject({ ok: false, status: 'fail' });
    expect(c.vin_decode_mismatch.message).toBe(
      'VIN decode: Body type SUV on the listing; the VIN says Sedan. Drivetrain All-Wheel Drive on the listing; the VIN says Rear-Wheel Drive',
    );
  });

  it('VIN decode: a full agreement passes and says which other fields agree; what the decode cannot tell is not flagged', async () => {
    const vin = freshBmwVin();
    ctx.enrichment.decodes.set(vin, {
      make: 'BMW', year: 2016, model: 'X5', bodyType: 'suv', fuelType: 'hybrid', drivetrain: '4wd', engine: null, valid: true,
    });
    const v = pending({ vin, make: 'BMW', model: 'X5', year: 2016, bodyType: 'suv', fuelType: 'plug-in-hybrid', drivetrain: 'all-wheel-drive' });
    const c = await checksOf(v.id);
    expect(c.vin_decode_mismatch).toMatchObject({ ok: true, status: 'pass' });
    expect(c.vin_decode_mismatch.message).toBe('VIN decode: BMW, 2016, matching the listing (model, body type agree too)');
  });

  it('VIN decode: enrichment unreachable says "could not decode" and falls back to the offline decoder', async () => {
    await ctx.enrichment.stop();
    try {
      const matching = pending({ vin: vinWith('WBA8E9G5_GNX00001'), make: 'BMW', year: 2016 });
      const wrongMake = pending({ vin: vinWith('WBA8E9G5_GNX00002'), make: 'Porsche', year: 2016 });
      const wrongYear = pending({ vin: vinWith('WBA8E9G5_HNX00003'), make: 'BMW', year: 2016 }); // H = 2017
      const unknownWmi = pending({ vin: vinWith('ZZZ8E9G5_GNX00004'), make: 'BMW', year: 2016 });
      const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?limit=100');
      expect(res.status).toBe(200); // the request does not fail
      const check = (id: number) => res.body.find((x: Vehicle) => x.id === id).checks.find((c: Check) => c.code === 'vin_decode_mismatch');
      expect(check(matching.id)).toMatchObject({ ok: true, status: 'pass', message: expect.stringMatching(/Could not decode the VIN through enrichment.*BMW, 2016/) });
      expect(check(wrongMake.id)).toMatchObject({ ok: false, message: expect.stringMatching(/could not decode.*Make Porsche on the listing; the VIN says BMW/i) });
      expect(check(wrongYear.id)).toMatchObject({ ok: false, message: expect.stringMatching(/Year 2016 on the listing; the VIN says 2017/) });
      expect(check(unknownWmi.id)).toMatchObject({ ok: true, status: 'unknown', message: expect.stringMatching(/could not decode/i) });
    } finally {
      await ctx.enrichment.start();
    }
  });

  it('VIN decode: enrichment not knowing the VIN (404) also falls back offline', async () => {
    const vin = vinWith('WBA8E9G5_GNY00001'); // not in the fake enrichment's table
    const v = ctx.listings.add({ id: nextId++, status: 'pending', vin, make: 'BMW', year: 2016 });
    const c = await checksOf(v.id);
    expect(c.vin_decode_mismatch).toMatchObject({ ok: true, message: expect.stringMatching(/enrichment answered 404.*BMW, 2016/) });
  });

  it('duplicate VIN: another live listing with the VIN fails; a rejected one does not count', async () => {
    const vin = freshBmwVin();
    const other = ctx.listings.add({ id: nextId++, status: 'approved', vin });
    const v = pending({ vin });
    let c = await checksOf(v.id);
    expect(c.duplicate_vin).toMatchObject({ ok: false, status: 'fail', message: expect.stringContaining(`#${other.id} (approved)`) });

    const vin2 = freshBmwVin();
    ctx.listings.add({ id: nextId++, status: 'rejected', vin: vin2 });
    const w = pending({ vin: vin2 });
    c = await checksOf(w.id);
    expect(c.duplicate_vin).toMatchObject({ ok: true, status: 'pass' });
  });

  it('duplicate VIN: listings failing that one lookup makes the check unknown, not the request', async () => {
    const v = pending();
    ctx.listings.failWhere = (_m, p) => p.includes('/by-vin/');
    ctx.listings.failNext = 1000;
    const c = await checksOf(v.id);
    expect(c.duplicate_vin).toMatchObject({ ok: true, status: 'unknown', message: expect.stringMatching(/Could not check/) });
  });

  it('price: far below or far above comparables fails; without comparables it is unknown', async () => {
    for (let i = 0; i < 6; i++) ctx.listings.add({ id: nextId++, status: 'approved', make: 'Porsche', model: '911', year: 2020, vin: freshBmwVin(), price: String(100000 + i * 2000) });
    const cheap = pending({ make: 'Porsche', model: '911', year: 2020, price: '40000.00' });
    const dear = pending({ make: 'Porsche', model: '911', year: 2020, price: '260000.00' });
    const fair = pending({ make: 'Porsche', model: '911', year: 2020, price: '104000.00' });
    const lonely = pending({ make: 'Bentley', model: 'Mulsanne', year: 2018, price: '150000.00' });
    expect((await checksOf(cheap.id)).price_outlier).toMatchObject({ ok: false, message: expect.stringMatching(/below the median/) });
    expect((await checksOf(dear.id)).price_outlier).toMatchObject({ ok: false, message: expect.stringMatching(/above twice the 90th percentile/) });
    expect((await checksOf(fair.id)).price_outlier).toMatchObject({ ok: true, status: 'pass' });
    expect((await checksOf(lonely.id)).price_outlier).toMatchObject({ ok: true, status: 'unknown', message: expect.stringMatching(/No comparable/) });
  });

  it('photos: fewer than 9 fails, 9 passes', async () => {
    const eight = pending({ images: Array.from({ length: 8 }, (_, i) => `/media/x/${i}.jpg`) });
    const none = pending({ images: [] });
    expect((await checksOf(eight.id)).few_photos).toMatchObject({ ok: false, message: 'Only 8 photos; 9 angles are required' });
    expect((await checksOf(none.id)).few_photos.ok).toBe(false);
    expect((await checksOf(pending().id)).few_photos).toMatchObject({ ok: true, message: '9 photos' });
  });

  it('contact: a missing phone or email fails', async () => {
    const noPhone = pending({ contactPhone: '' });
    const noEmail = pending({ contactEmail: '  ' });
    const neither = pending({ contactPhone: '', contactEmail: '' });
    expect((await checksOf(noPhone.id)).missing_contact).toMatchObject({ ok: false, message: "The seller's phone is missing" });
    expect((await checksOf(noEmail.id)).missing_contact).toMatchObject({ ok: false, message: "The seller's email is missing" });
    expect((await checksOf(neither.id)).missing_contact).toMatchObject({ ok: false, message: "The seller's phone and email are missing" });
  });
});

describe('decoding and price rules (unit)', () => {
  it('model year from position 10, the cycle chosen by position 7', () => {
    expect(yearsFromVin(BMW_2016)).toEqual([2016]);
    expect(yearsFromVin(vinWith('WP0AB2A9_LS123456'))).toEqual([2020]);
    expect(yearsFromVin(vinWith('1G1YY22G_55100001'))).toEqual([2005]); // digit at 7: 1980-2009 or 2010-2039 (2035 is too late)
    expect(yearsFromVin(vinWith('1G1YY22G_Y5100001'))).toEqual([2000, 2030].filter((y) => y <= new Date().getFullYear() + 2));
    expect(yearsFromVin(vinWith('WBA8E9G5_ONT12345'))).toEqual([]); // O is never a year code
    expect(yearsFromVin('SHORT')).toEqual([]);
  });

  it('make from the WMI for common makes, null otherwise', () => {
    expect(makeFromWmi('WBA8E9G5XGNT12345')).toBe('BMW');
    expect(makeFromWmi('WDDUG8CB0FA000000')).toBe('Mercedes-Benz');
    expect(makeFromWmi('SALGS2SV0KA000000')).toBe('Land Rover');
    expect(makeFromWmi('1C4RJFBG0FC000000')).toBeNull(); // shared by several makes
  });

  it('make comparison ignores case, punctuation and common aliases', () => {
    expect(sameMake('MERCEDES-BENZ', 'Mercedes-Benz')).toBe(true);
    expect(sameMake('Mercedes', 'MERCEDES-BENZ')).toBe(true);
    expect(sameMake('LAND ROVER', 'Range Rover')).toBe(true);
    expect(sameMake('CHEVROLET', 'Chevrolet Corvette')).toBe(true);
    expect(sameMake('ROLLS ROYCE', 'Rolls-Royce')).toBe(true);
    expect(sameMake('PORSCHE', 'BMW')).toBe(false);
    expect(sameMake('MINI', 'BMW')).toBe(false);
  });

  it('price: p10/2 and p90*2 bounds with any comparables; 50% from the median with at least 5', () => {
    const few = { count: 3, median: 100, p10: 90, p90: 110 };
    expect(priceCheck(44, few, 'x').ok).toBe(false);   // < p10/2 = 45
    expect(priceCheck(46, few, 'x').ok).toBe(true);    // 54% below median, but only 3 comparables
    expect(priceCheck(221, few, 'x').ok).toBe(false);  // > p90*2 = 220
    const many = { ...few, count: 5 };
    expect(priceCheck(49, many, 'x').ok).toBe(false);  // 51% below the median
    expect(priceCheck(151, many, 'x').ok).toBe(false); // 51% above
    expect(priceCheck(150, many, 'x').ok).toBe(true);
    expect(priceCheck(100, { count: 0, median: null, p10: null, p90: null }, 'x')).toMatchObject({ ok: true, status: 'unknown' });
  });
});

describe('photo checks (media findings and angle coverage)', () => {
  afterEach(() => ctx.media.findings.clear());

  it('photo quality: each flagged photo is named with its findings; the details list every photo with its angle', async () => {
    const v = pending();
    ctx.media.findings.set(v.images[2]!, [{ code: 'blurred', message: 'Looks blurred', advice: 'Hold the phone steady, tap the car to focus and retake' }]);
    ctx.media.findings.set(v.images[5]!, [
      { code: 'near_duplicate', message: 'Nearly the same as photo 1', advice: 'Replace it with one of the missing angles', duplicateOf: v.images[0]! },
    ]);
    const c = await checksOf(v.id);
    expect(c.photo_quality).toMatchObject({ ok: false, status: 'fail' });
    expect(c.photo_quality.message).toBe('2 photos flagged (photo 3: looks blurred; photo 6: nearly the same as photo 1)');
    expect(c.photo_quality.photos).toHaveLength(9);
    expect(c.photo_quality.photos![2]).toMatchObject({ url: v.images[2], angle: 'Driver-side profile', findings: [{ code: 'blurred' }] });
    expect(c.photo_quality.photos![0]).toMatchObject({ angle: 'Front angled', findings: [] });
  });

  it('photo quality: photos media could not check are counted, never flagged', async () => {
    const v = pending();
    ctx.media.findings.set(v.images[0]!, null);
    const c = await checksOf(v.id);
    expect(c.photo_quality).toMatchObject({ ok: true, status: 'pass' });
    expect(c.photo_quality.message).toMatch(/^8 photos sharp, well exposed and distinct; 1 photo not checked/);
  });

  it('photo quality: media down makes the check "unknown", never an error', async () => {
    const v = pending();
    await ctx.media.stop();
    try {
      const c = await checksOf(v.id);
      expect(c.photo_quality).toMatchObject({ ok: true, status: 'unknown', message: expect.stringMatching(/^Could not check the photos \(media unreachable/) });
      expect(c.vin_check_digit.status).toBe('pass');
    } finally {
      await ctx.media.start();
    }
  });

  it('angle coverage: the required angles no photo is tagged with are listed in the guide\'s order', async () => {
    const base = pending();
    const images = base.images.slice(0, 7);
    const v = pending({ images, photoAngles: { [images[0]!]: 'Front angled', [images[1]!]: 'Odometer', [images[2]!]: 'Damage', '/media/elsewhere.jpg': 'Engine bay' } });
    const c = await checksOf(v.id);
    expect(c.angle_coverage).toMatchObject({ ok: false, status: 'fail' });
    expect(c.angle_coverage.missingAngles).toEqual([
      'Rear angled', 'Driver-side profile', 'Wheels and tires', 'Front seats and dashboard', 'Back seats', 'Engine bay', 'Trunk/cargo',
    ]);
    expect(c.angle_coverage.message).toBe('2 of 9 angles tagged; missing: Rear angled, Driver-side profile, Wheels and tires, Front seats and dashboard, Back seats, Engine bay, Trunk/cargo');
  });

  it('the queue filter "photos" picks listings whose photo checks failed', async () => {
    const flagged = pending();
    ctx.media.findings.set(flagged.images[1]!, [{ code: 'too_dark', message: 'Too dark', advice: 'Retake in daylight' }]);
    const res = await call(ctx.app, 'admin', 'GET', '/api/admin/vehicles/pending?limit=100&checks=photos');
    expect(res.status).toBe(200);
    expect(res.body.map((x: { id: number }) => x.id)).toContain(flagged.id);
  });
});
