import { ListingInputSchema, type ListingInput } from '@rl/contracts';
import { toListingPayload, type ListingFormValues } from './form-values';
import { vinProblem } from './vin-rules';

export type FieldErrors = Partial<Record<string, string>>;

/** Required in the form (spec §5), with the message shown when left empty. */
const REQUIRED: Partial<Record<keyof ListingFormValues, string>> = {
  make: 'Make is required',
  model: 'Model is required',
  year: 'Year is required',
  mileage: 'Mileage is required',
  price: 'Price is required',
  condition: 'Condition is required',
  bodyType: 'Body type is required',
  fuelType: 'Fuel type is required',
  transmission: 'Transmission is required',
  drivetrain: 'Drivetrain is required',
  exteriorColor: 'Choose the exterior color family',
  interiorColor: 'Interior color is required',
  description: 'Description is required',
  location: 'City/State is required',
  zipCode: 'ZIP code is required',
  vin: 'VIN is required',
  contactFirstName: 'First name is required',
  contactLastName: 'Last name is required',
  contactPhone: 'Phone is required',
  contactEmail: 'Email is required',
};

/** A problem's path ("images.2", "features.0") -> the form field it belongs to. */
export const fieldOfPath = (path: string) => path.split('.')[0];

/**
 * Client-side check with the shared ListingInputSchema (the server runs the same one), plus the
 * form's own rules: contact first and last name required, the VIN check digit. The first problem
 * of each field is its message.
 */
export function validateListing(
  values: ListingFormValues,
  images: readonly string[],
): { ok: true; payload: ListingInput } | { ok: false; errors: FieldErrors } {
  const payload = toListingPayload(values, images);
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(REQUIRED)) {
    const v = values[field as keyof ListingFormValues];
    if (typeof v === 'string' && v.trim() === '') errors[field] = message;
  }
  const result = ListingInputSchema.safeParse(payload);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = fieldOfPath(issue.path.map(String).join('.'));
      if (field && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  if (errors.vin === undefined) {
    const vin = vinProblem(values.vin);
    if (vin) errors.vin = vin;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payload };
}

/** The current message of some fields only (used after auto-filled specs). */
export function validateFields(
  values: ListingFormValues,
  images: readonly string[],
  fields: readonly string[],
): FieldErrors {
  const result = validateListing(values, images);
  const all = result.ok ? {} : result.errors;
  return Object.fromEntries(fields.map((f) => [f, all[f]]));
}
