import { ListingInputSchema } from '@rl/contracts';
import { VEHICLE_COLUMNS } from '../src/vehicles/vehicle-columns.js';
import { startListings, type ListingsTestContext } from './listings-app.js';

// VEHICLE_COLUMNS is the code's one description of the vehicles table: it must name real columns of the
// migrated table, and every field of the listing form must have one (the store writes them from it).
let ctx: ListingsTestContext;
beforeAll(async () => {
  ctx = await startListings();
}, 120_000);
afterAll(() => ctx?.close());

it('names only columns the migrations created, and one for every field of the listing form', async () => {
  const rows: { column_name: string }[] = await ctx.sql(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'vehicles'`,
  );
  const existing = new Set(rows.map((r) => r.column_name));
  const missing = Object.values(VEHICLE_COLUMNS).filter((c) => !existing.has(c));
  expect(missing).toEqual([]);
  const formFields = Object.keys(ListingInputSchema.shape);
  expect(formFields.filter((f) => !(f in VEHICLE_COLUMNS))).toEqual([]);
  expect(existing.has('latitude') && existing.has('longitude')).toBe(true);
});
