import { jest } from '@jest/globals';
import { PublicVehicleDetailSchema, type VinDecodeResponse } from '@rl/contracts';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { VinDecoderUnavailableError, type VinDecodeOutcome, type VinDecoderClient } from '../src/vin-decodes/vin-decoder-client.js';
import { VinDecodeWorker } from '../src/vin-decodes/vin-decode-worker.js';
import { as, seedListing, startListings, alice, type ListingsTestContext } from './listings-app.js';

jest.setTimeout(60_000);

/** enrichment's decoder as a table; `down` makes it unreachable. */
class FakeVinDecoder implements VinDecoderClient {
  readonly answers = new Map<string, VinDecodeOutcome>();
  readonly asked: string[] = [];
  down = false;

  async decode(vin: string): Promise<VinDecodeOutcome> {
    this.asked.push(vin);
    if (this.down) throw new VinDecoderUnavailableError('enrichment is down (test)');
    return this.answers.get(vin) ?? { decoded: decode(vin, { valid: false, make: null, model: null, bodyType: null, fuelType: null, drivetrain: null, engine: null }) };
  }
}

/** A Porsche 911 2021 coupe, premium fuel, rear-wheel drive: what the default test listing says, in the decoder's spellings. */
function decode(vin: string, patch: Partial<VinDecodeResponse> = {}): VinDecodeResponse {
  return {
    vin, valid: true, make: 'Porsche', model: '911', year: 2021, trim: null, bodyType: 'coupe', fuelType: 'gasoline',
    drivetrain: 'rwd', engine: '3.0L H6', undecoded: ['trim'], ...patch,
  };
}

let ctx: ListingsTestContext;
const decoder = new FakeVinDecoder();
beforeAll(async () => { ctx = await startListings({ vinDecoder: decoder }); });
afterAll(async () => { await ctx?.close(); });
afterEach(() => { decoder.down = false; });

let serial = 0;
/** A VIN no other test uses (listings checks its characters only; the fake decoder knows what a test tells it). */
const nextVin = () => `WP0ZZZ99ZMS${String(++serial).padStart(6, '0')}`;
const worker = () => ctx.app.get(VinDecodeWorker);
/** The public detail as a visitor sees it. */
async function publicDetail(id: number) {
  const res = await as(ctx, undefined).get(`/api/vehicles/${id}`);
  expect(res.status).toBe(200);
  return PublicVehicleDetailSchema.parse(res.body);
}
/** Changes a listing behind the service's back (as an approved revision would) and tells its caches. */
async function change(id: number, set: string, params: unknown[]) {
  await ctx.sql(`UPDATE vehicles SET ${set} WHERE id = $1`, [id, ...params]);
  ctx.app.get(ListingChanges).changed();
}
/** Lets the worker finish whatever a change started, then decodes what is left. */
async function decodeAll() {
  while ((await worker().runOnce()) > 0);
}

describe('Verified from VIN on the public detail', () => {
  it('marks every field that agrees with the decode (spellings of one value agree) and names the engine', async () => {
    const vin = nextVin();
    decoder.answers.set(vin, { decoded: decode(vin) });
    const id = await seedListing(ctx, alice, 'approved', { vin });
    await decodeAll();
    const v = await publicDetail(id);
    // the listing says premium-gasoline, the decoder gasoline: one fuel
    expect(v.vinVerification).toEqual({ fields: ['make', 'model', 'year', 'bodyType', 'fuelType', 'drivetrain'], engine: '3.0L H6' });
    expect(JSON.stringify(v)).not.toContain(vin); // the VIN itself stays private
  });

  it('never marks a field that disagrees, and marks nothing before the VIN is decoded', async () => {
    decoder.down = true;
    const vin = nextVin();
    const id = await seedListing(ctx, alice, 'approved', { vin, year: 2021, bodyType: 'coupe' });
    expect((await publicDetail(id)).vinVerification).toBeNull();
    decoder.answers.set(vin, { decoded: decode(vin, { year: 2019, bodyType: 'convertible' }) });
    decoder.down = false;
    await decodeAll();
    expect((await publicDetail(id)).vinVerification).toEqual({ fields: ['make', 'model', 'fuelType', 'drivetrain'], engine: '3.0L H6' });
  });

  it('follows the listing: a changed compared field loses its mark at once; a changed VIN is decoded anew', async () => {
    const vin = nextVin();
    decoder.answers.set(vin, { decoded: decode(vin) });
    const id = await seedListing(ctx, alice, 'approved', { vin });
    await decodeAll();
    expect((await publicDetail(id)).vinVerification?.fields).toContain('year');

    await change(id, 'year = $2', [2022]);
    expect((await publicDetail(id)).vinVerification?.fields).toEqual(['make', 'model', 'bodyType', 'fuelType', 'drivetrain']);

    const newVin = nextVin();
    decoder.answers.set(newVin, { decoded: decode(newVin, { year: 2022, model: 'Cayenne', bodyType: 'suv', engine: '2.9L V6' }) });
    decoder.down = true;
    await change(id, 'vin = $2', [newVin]);
    // the old VIN's decode no longer describes this listing: no marks until the new one is decoded
    expect((await publicDetail(id)).vinVerification).toBeNull();
    decoder.down = false;
    await decodeAll();
    // a different model: make and year agree, and the engine of another car is not vouched for
    expect((await publicDetail(id)).vinVerification).toEqual({ fields: ['make', 'year', 'fuelType', 'drivetrain'], engine: null });
  });

  it('the decoder being down delays the marks and blocks nothing; they appear once it answers', async () => {
    decoder.down = true;
    const vin = nextVin();
    decoder.answers.set(vin, { decoded: decode(vin) });
    const id = await seedListing(ctx, alice, 'approved', { vin });
    expect(await worker().runOnce()).toBe(0);
    expect(decoder.asked).toContain(vin);
    expect((await publicDetail(id)).vinVerification).toBeNull();
    decoder.down = false;
    await decodeAll();
    expect((await publicDetail(id)).vinVerification?.fields).toHaveLength(6);
  });

  it('a VIN no manufacturer uses confirms nothing; a VIN the decoder refuses is kept and not asked again', async () => {
    const unknownId = await seedListing(ctx, alice, 'approved');
    const refused = nextVin();
    decoder.answers.set(refused, { problem: "VIN check digit (position 9) is 'X' but the other characters require '3'" });
    const refusedId = await seedListing(ctx, alice, 'approved', { vin: refused });
    await decodeAll();
    expect((await publicDetail(unknownId)).vinVerification).toBeNull();
    expect((await publicDetail(refusedId)).vinVerification).toBeNull();
    const stored = await ctx.sql('SELECT problem FROM vin_decodes WHERE vin = $1', [refused]);
    expect(stored[0].problem).toMatch(/check digit/);
    const asked = decoder.asked.filter((v) => v === refused).length;
    await decodeAll();
    expect(decoder.asked.filter((v) => v === refused)).toHaveLength(asked);
  });
});
