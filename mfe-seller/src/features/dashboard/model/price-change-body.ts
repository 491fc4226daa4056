import { EDITABLE_FIELDS, type ListingInput, type Vehicle } from '@rl/contracts';

/** The listing's own fields with a new price: what the form would send for a price change (PUT /api/vehicles/{id}). */
export function priceChangeBody(v: Vehicle, price: number): ListingInput {
  const fields = Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, (v as unknown as Record<string, unknown>)[f]]));
  return { ...fields, carfaxReportUrl: v.carfaxReportUrl ?? '', price: String(price) } as ListingInput;
}
