import type { VinDecodeResponse } from '@rl/contracts';
import type { ListingFormValues } from './form-values';

const LABELS = { make: 'Make', model: 'Model', trim: 'Trim', year: 'Year', bodyType: 'Body type', fuelType: 'Fuel type' } as const;
type Decodable = keyof typeof LABELS;

/**
 * What a decoded VIN fills: only fields that are still empty. The year counts as empty while it
 * still holds its default (the seller has not picked one).
 */
export function vinFill(
  values: ListingFormValues,
  decoded: VinDecodeResponse,
  yearChosen: boolean,
): { patch: Partial<ListingFormValues>; filled: string[] } {
  const patch: Partial<ListingFormValues> = {};
  const offer: Record<Decodable, string | null> = {
    make: decoded.make,
    model: decoded.model,
    trim: decoded.trim,
    year: decoded.year === null ? null : String(decoded.year),
    bodyType: decoded.bodyType,
    fuelType: decoded.fuelType,
  };
  for (const field of Object.keys(LABELS) as Decodable[]) {
    const value = offer[field];
    if (!value) continue;
    const empty = field === 'year' ? values.year.trim() === '' || !yearChosen : values[field].trim() === '';
    if (empty && values[field] !== value) patch[field] = value;
  }
  return { patch, filled: (Object.keys(patch) as Decodable[]).map((f) => LABELS[f]) };
}
