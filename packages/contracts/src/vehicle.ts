import { z } from 'zod';
import { PriceInputSchema } from './money.js';
import { VIN_PATTERN } from './vin.js';
import { BODY_TYPES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, LISTING_STATUSES, PHOTO_LIMITS, TRANSMISSIONS } from './value-lists.js';

export const YEAR_MIN = 1990;
export const yearMax = (now = new Date()) => now.getFullYear() + 1;

const text = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)
    .nullish().transform((v) => (v ? v : null));

/** Image URLs of this platform (served by the gateway under /media/). */
export const MediaUrlSchema = z.string().max(500).regex(/^\/media\/[\w./-]+$/, 'Images must be photos uploaded to this platform');

/**
 * POST /api/vehicles and PUT /api/vehicles/{id}: the listing form's fields. Clients never set id,
 * userId, status, views, isFeatured or timestamps: those keys are refused.
 */
export const ListingInputSchema = z.strictObject({
  make: text('Make', 50),
  model: text('Model', 80),
  trim: optionalText('Trim', 80),
  year: z.coerce.number({ error: 'Year must be a number' }).int('Year must be a whole number')
    .min(YEAR_MIN, `Year must be ${YEAR_MIN} or later`)
    .refine((y) => y <= yearMax(), { message: 'Year cannot be later than next year' }),
  mileage: z.coerce.number({ error: 'Mileage must be a number' }).int('Mileage must be a whole number')
    .min(0, 'Mileage cannot be negative').max(2_000_000, 'Mileage is too high'),
  price: PriceInputSchema,
  condition: z.enum(CONDITIONS, { error: `Condition must be one of: ${CONDITIONS.join(', ')}` }),
  bodyType: z.enum(BODY_TYPES, { error: `Body type must be one of: ${BODY_TYPES.join(', ')}` }),
  fuelType: z.enum(FUEL_TYPES, { error: `Fuel type must be one of: ${FUEL_TYPES.join(', ')}` }),
  transmission: z.enum(TRANSMISSIONS, { error: `Transmission must be one of: ${TRANSMISSIONS.join(', ')}` }),
  drivetrain: z.enum(DRIVETRAINS, { error: `Drivetrain must be one of: ${DRIVETRAINS.join(', ')}` }),
  exteriorColor: text('Exterior color', 40),
  interiorColor: text('Interior color', 40),
  description: text('Description', 5000),
  features: z.array(z.string().trim().min(1).max(60, 'A feature must be at most 60 characters')).max(50, 'At most 50 features').default([])
    .transform((list) => [...new Set(list)]),
  images: z.array(MediaUrlSchema).max(PHOTO_LIMITS.maxCount, `At most ${PHOTO_LIMITS.maxCount} photos`).default([]),
  location: text('City/State', 100),
  zipCode: z.string({ error: 'ZIP code is required' }).trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  contactPhone: z.string({ error: 'Phone is required' }).trim().regex(/^\+?[\d\s().-]{7,20}$/, 'Phone must be a valid phone number'),
  contactEmail: z.string({ error: 'Email is required' }).trim().max(254).pipe(z.email('Email must be a valid email address')),
  contactFirstName: optionalText('First name', 100),
  contactLastName: optionalText('Last name', 100),
  contactLocation: optionalText('Contact location', 100),
  vin: z.string({ error: 'VIN is required' }).trim().toUpperCase().length(17, 'VIN must be exactly 17 characters')
    .regex(VIN_PATTERN, 'VIN may only contain digits and letters other than I, O and Q'),
  carfaxReportUrl: z.union([z.literal(''), z.url('Must be a valid URL').max(500)]).nullish().transform((v) => (v ? v : null)),
  recentServices: z.array(z.string().trim().min(1).max(200, 'A service entry must be at most 200 characters')).max(30).default([]),
});
export type ListingInput = z.input<typeof ListingInputSchema>;
export type ListingData = z.output<typeof ListingInputSchema>;

export const ListingStatusSchema = z.enum(LISTING_STATUSES);

/** A vehicle as its owner and admins see it (every field). */
export const VehicleSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  year: z.number().int(),
  mileage: z.number().int(),
  /** numeric(10,2) as a string, e.g. "45999.00" */
  price: z.string(),
  condition: z.string(),
  bodyType: z.string(),
  fuelType: z.string(),
  transmission: z.string(),
  drivetrain: z.string(),
  exteriorColor: z.string(),
  interiorColor: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  images: z.array(z.string()),
  location: z.string(),
  zipCode: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  contactFirstName: z.string().nullable(),
  contactLastName: z.string().nullable(),
  contactLocation: z.string().nullable(),
  vin: z.string(),
  carfaxReportUrl: z.string().nullable(),
  recentServices: z.array(z.string()),
  status: ListingStatusSchema,
  views: z.number().int(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/**
 * Fields that never leave the listings service on public routes: the admin-only documentation
 * (VIN, Carfax, service history) and the seller's own contact details and id (the platform's
 * associate mediates every sale, so buyers reach the sales team, not the seller).
 */
export const PRIVATE_VEHICLE_FIELDS = [
  'vin', 'carfaxReportUrl', 'recentServices', 'contactPhone', 'contactEmail', 'contactFirstName', 'contactLastName',
  'contactLocation', 'userId',
] as const;

export const PublicVehicleSchema = VehicleSchema.omit({
  vin: true, carfaxReportUrl: true, recentServices: true, contactPhone: true, contactEmail: true, contactFirstName: true,
  contactLastName: true, contactLocation: true, userId: true,
});
export type PublicVehicle = z.infer<typeof PublicVehicleSchema>;

/** GET /api/vehicles/{id}: the public view, or the full one for the owner and admins. */
export type VehicleDetail = PublicVehicle | Vehicle;
