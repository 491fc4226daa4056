import { VALUATION_PREFILL_KEYS, type ListingInput, type Vehicle } from '@rl/contracts';

/** The listing form's state: what the inputs hold (text), plus the two lists. Photos live apart. */
export interface ListingFormValues {
  make: string;
  model: string;
  trim: string;
  year: string;
  mileage: string;
  price: string;
  condition: string;
  bodyType: string;
  fuelType: string;
  transmission: string;
  drivetrain: string;
  /** a colour family (the search's colour filter list) */
  exteriorColor: string;
  /** the manufacturer's name for the paint ("Blu Emozione"), optional */
  exteriorColorName: string;
  interiorColor: string;
  description: string;
  features: string[];
  location: string;
  zipCode: string;
  contactFirstName: string;
  contactLastName: string;
  contactPhone: string;
  contactEmail: string;
  contactLocation: string;
  vin: string;
  carfaxReportUrl: string;
  recentServices: string[];
}

export type ListName = 'features' | 'recentServices';
export type TextName = Exclude<keyof ListingFormValues, ListName>;

/** Fields in the order they appear on screen (the first invalid one gets the focus). */
export const FIELD_ORDER = [
  'make', 'model', 'trim', 'year', 'mileage', 'price', 'condition', 'bodyType', 'fuelType', 'transmission', 'drivetrain',
  'exteriorColor', 'exteriorColorName', 'interiorColor', 'location', 'zipCode', 'vin', 'carfaxReportUrl', 'recentServices', 'description',
  'features', 'images', 'contactFirstName', 'contactLastName', 'contactPhone', 'contactEmail', 'contactLocation',
] as const;

/** DOM id of a field's control (labels, error links and focus use it). */
export const fieldId = (name: string) => `listing-${name}`;

interface ContactDefaults {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** Spec §5 defaults: year is the current year and mileage 0; the contact starts as the signed-in user. */
export function emptyListingValues(now = new Date(), contact: ContactDefaults = {}): ListingFormValues {
  return {
    make: '',
    model: '',
    trim: '',
    year: String(now.getFullYear()),
    mileage: '0',
    price: '',
    condition: '',
    bodyType: '',
    fuelType: '',
    transmission: '',
    drivetrain: '',
    exteriorColor: '',
    exteriorColorName: '',
    interiorColor: '',
    description: '',
    features: [],
    location: '',
    zipCode: '',
    contactFirstName: contact.firstName ?? '',
    contactLastName: contact.lastName ?? '',
    contactPhone: '',
    contactEmail: contact.email ?? '',
    contactLocation: '',
    vin: '',
    carfaxReportUrl: '',
    recentServices: [],
  };
}

/** "45999.00" -> "45999", "45999.50" -> "45999.50". */
function priceText(price: string): string {
  const n = Number(String(price).replace(/[$,\s]/g, ''));
  if (!Number.isFinite(n)) return '';
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** On edit the form is filled from the loaded listing (spec §4). */
export function valuesFromVehicle(v: Vehicle): ListingFormValues {
  return {
    make: v.make,
    model: v.model,
    trim: v.trim ?? '',
    year: String(v.year),
    mileage: String(v.mileage),
    price: priceText(v.price),
    condition: v.condition,
    bodyType: v.bodyType,
    fuelType: v.fuelType,
    transmission: v.transmission,
    drivetrain: v.drivetrain,
    exteriorColor: v.exteriorColor,
    exteriorColorName: v.exteriorColorName ?? '',
    interiorColor: v.interiorColor,
    description: v.description,
    features: [...v.features],
    location: v.location,
    zipCode: v.zipCode,
    contactFirstName: v.contactFirstName ?? '',
    contactLastName: v.contactLastName ?? '',
    contactPhone: v.contactPhone,
    contactEmail: v.contactEmail,
    contactLocation: v.contactLocation ?? '',
    vin: v.vin,
    carfaxReportUrl: v.carfaxReportUrl ?? '',
    recentServices: [...v.recentServices],
  };
}

const orUndefined = (s: string) => (s.trim() === '' ? undefined : s.trim());
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The body of POST /api/vehicles and PUT /api/vehicles/{id}: the listing fields plus the photos'
 * URLs (cover first). Year and mileage go as integers; empty required fields are left out so the
 * schema reports them as required.
 */
export function toListingPayload(values: ListingFormValues, images: readonly string[]): ListingInput {
  const whole = (s: string) => (/^\d+$/.test(s.trim()) ? Number.parseInt(s.trim(), 10) : orUndefined(s));
  return {
    make: orUndefined(values.make) as string,
    model: orUndefined(values.model) as string,
    trim: orNull(values.trim),
    year: whole(values.year) as number,
    mileage: whole(values.mileage) as number,
    price: orUndefined(values.price) as string,
    condition: orUndefined(values.condition) as ListingInput['condition'],
    bodyType: orUndefined(values.bodyType) as ListingInput['bodyType'],
    fuelType: orUndefined(values.fuelType) as ListingInput['fuelType'],
    transmission: orUndefined(values.transmission) as ListingInput['transmission'],
    drivetrain: orUndefined(values.drivetrain) as ListingInput['drivetrain'],
    exteriorColor: orUndefined(values.exteriorColor) as string,
    exteriorColorName: orNull(values.exteriorColorName),
    interiorColor: orUndefined(values.interiorColor) as string,
    description: orUndefined(values.description) as string,
    features: [...values.features],
    images: [...images],
    location: orUndefined(values.location) as string,
    zipCode: orUndefined(values.zipCode) as string,
    contactPhone: orUndefined(values.contactPhone) as string,
    contactEmail: orUndefined(values.contactEmail) as string,
    contactFirstName: orNull(values.contactFirstName),
    contactLastName: orNull(values.contactLastName),
    contactLocation: orNull(values.contactLocation),
    vin: orUndefined(values.vin.toUpperCase()) as string,
    carfaxReportUrl: orNull(values.carfaxReportUrl),
    recentServices: [...values.recentServices],
  };
}

/** A new listing opened from the valuation page (`listingPrefillUrl` of the contracts): its query fills the car's fields. */
export function withPrefill(values: ListingFormValues, query: URLSearchParams): ListingFormValues {
  const out = { ...values };
  for (const key of VALUATION_PREFILL_KEYS) {
    const v = query.get(key)?.trim();
    if (v) out[key] = v.slice(0, 100);
  }
  return out;
}
