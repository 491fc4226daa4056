import { z } from 'zod';
import { PriceInputSchema } from './money.js';
import { PriceGuidanceSchema, PriceRatingSchema } from './price-guidance.js';
import { VIN_PATTERN } from './vin.js';
import { VinVerificationSchema } from './vin-verification.js';
import { PriceDropSchema } from './price-history.js';
import { PhotoAnglesSchema } from './photo-checks.js';
import { BODY_TYPES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, LISTING_STATUSES, PHOTO_LIMITS, TRANSMISSIONS } from './value-lists.js';
import { isPhoneNumber } from './phone.js';
import { COLOR_FAMILIES, colorFamilyOf } from './colors.js';

export const YEAR_MIN = 1990;
export const yearMax = (now = new Date()) => now.getFullYear() + 1;

/** PostgreSQL text cannot hold NUL characters: refused as bad input rather than failing on insert. */
export const noNul = (label: string) =>
  [(s: string) => !s.includes('\u0000'), { message: `${label} must not contain NUL characters` }] as const;
const missingOr = (label: string, kind: string) => (iss: { input: unknown }) =>
  iss.input === undefined || iss.input === null ? `${label} is required` : `${label} must be ${kind}`;

const text = (label: string, max: number) =>
  z.string({ error: missingOr(label, 'text') }).trim().min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`).refine(...noNul(label));
/** One of the colour families (any case; "Grey" = Gray), stored as the list spells it. */
const colorFamily = (label: string) =>
  z.string({ error: missingOr(label, 'text') }).max(40, `${label} must be one of: ${COLOR_FAMILIES.join(', ')}`)
    .transform((v, ctx) => {
      if (!v.trim()) {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const family = colorFamilyOf(v);
      if (!family) {
        ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${COLOR_FAMILIES.join(', ')}` });
        return z.NEVER;
      }
      return family;
    });
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label))
    .nullish().transform((v) => (v ? v : null));

/**
 * A whole number sent as a JSON number or as a digit string ("2021", "45,000"). Booleans, arrays, null
 * and empty strings are refused (z.coerce would turn them into 0 or 1).
 */
const wholeNumber = (label: string, min: number, max: number, minMessage?: string) =>
  z.union([z.number(), z.string().max(20)], { error: missingOr(label, 'a number') })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^\s*\d[\d,]*\s*$/.test(v) ? Number(v.replace(/[,\s]/g, '')) : NaN;
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number` });
        return z.NEVER;
      }
      if (n < min) {
        ctx.addIssue({ code: 'custom', message: minMessage ?? `${label} must be at least ${min}` });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most ${max}` });
        return z.NEVER;
      }
      return n;
    });

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
  year: wholeNumber('Year', YEAR_MIN, 9999, `Year must be ${YEAR_MIN} or later`)
    .refine((y) => y <= yearMax(), { message: 'Year cannot be later than next year' }),
  mileage: wholeNumber('Mileage', 0, 2_000_000, 'Mileage cannot be negative'),
  price: PriceInputSchema,
  condition: z.enum(CONDITIONS, { error: `Condition must be one of: ${CONDITIONS.join(', ')}` }),
  bodyType: z.enum(BODY_TYPES, { error: `Body type must be one of: ${BODY_TYPES.join(', ')}` }),
  fuelType: z.enum(FUEL_TYPES, { error: `Fuel type must be one of: ${FUEL_TYPES.join(', ')}` }),
  transmission: z.enum(TRANSMISSIONS, { error: `Transmission must be one of: ${TRANSMISSIONS.join(', ')}` }),
  drivetrain: z.enum(DRIVETRAINS, { error: `Drivetrain must be one of: ${DRIVETRAINS.join(', ')}` }),
  exteriorColor: colorFamily('Exterior color')
    .describe(`the colour family the search filters by: one of ${COLOR_FAMILIES.join(', ')}`),
  exteriorColorName: optionalText('Manufacturer color name', 40)
    .describe('the manufacturer\'s name for the paint ("Blu Emozione"), shown beside the family; optional'),
  interiorColor: text('Interior color', 40),
  description: text('Description', 5000),
  features: z.array(z.string().trim().min(1, 'A feature cannot be empty').max(60, 'A feature must be at most 60 characters').refine(...noNul('A feature'))).max(50, 'At most 50 features').default([])
    .transform((list) => [...new Set(list)]),
  images: z.array(MediaUrlSchema).max(PHOTO_LIMITS.maxCount, `At most ${PHOTO_LIMITS.maxCount} photos`).default([]),
  /** what each photo shows (photo URL -> angle of the photo guide, 'Damage' or 'Other'); tags of URLs not in images are ignored */
  photoAngles: PhotoAnglesSchema.default({}),
  location: text('City/State', 100),
  zipCode: z.string({ error: 'ZIP code is required' }).trim().regex(/^\d{5}$/, 'ZIP code must be 5 digits'),
  contactPhone: z.string({ error: 'Phone is required' }).trim().max(20, 'Phone must be at most 20 characters').refine(isPhoneNumber, 'Phone must be a valid phone number'),
  contactEmail: z.string({ error: 'Email is required' }).trim().max(254).pipe(z.email('Email must be a valid email address')),
  contactFirstName: optionalText('First name', 100),
  contactLastName: optionalText('Last name', 100),
  contactLocation: optionalText('Contact location', 100),
  vin: z.string({ error: 'VIN is required' }).trim().toUpperCase().length(17, 'VIN must be exactly 17 characters')
    .regex(VIN_PATTERN, 'VIN may only contain digits and letters other than I, O and Q'),
  carfaxReportUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Must be a valid URL' }).max(500).refine(...noNul('Carfax report URL'))], { error: 'Must be a valid URL' })
    .nullish().transform((v) => (v ? v : null)),
  recentServices: z.array(z.string().trim().min(1, 'A service entry cannot be empty').max(200, 'A service entry must be at most 200 characters').refine(...noNul('A service entry'))).max(30, 'At most 30 service entries').default([]),
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
  /** the colour family (one of COLOR_FAMILIES) */
  exteriorColor: z.string(),
  /** the manufacturer's name for the paint, null when the seller gave none (absent from older readers) */
  exteriorColorName: z.string().nullable().optional(),
  interiorColor: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  images: z.array(z.string()),
  /** the seller's angle tags by photo URL (absent from older readers) */
  photoAngles: z.record(z.string(), z.string()).optional(),
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
  /** when the listing was first approved (its age counts from here); null until then */
  listedAt: z.string().nullable(),
  /** when an approved listing expires unless its seller confirms it is still available (owner and admins only) */
  expiresAt: z.string().nullable(),
  /** when it was sold (public pages show it as sold for LISTING_FRESHNESS.soldVisibleDays) */
  soldAt: z.string().nullable(),
  /** the moderator's notes of the last request for changes or rejection (owner and admins only) */
  moderationNotes: z.string().nullable().optional(),
  /** when the seller last sent it back to review (after a rejection or a request for changes); it waits in the queue since then */
  resubmittedAt: z.string().nullable().optional(),
  /**
   * "Sale pending": an offer was accepted (the sales service sets it); the listing stays public and still takes
   * inquiries as back-ups. Only ever true while approved (absent from older readers).
   */
  salePending: z.boolean().optional(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/**
 * Fields that never leave the listings service on public routes: the admin-only documentation
 * (VIN, Carfax, service history) and the seller's own contact details and id (the platform's
 * associate mediates every sale, so buyers reach the sales team, not the seller).
 */
export const PRIVATE_VEHICLE_FIELDS = [
  'vin', 'carfaxReportUrl', 'recentServices', 'contactPhone', 'contactEmail', 'contactFirstName', 'contactLastName',
  'contactLocation', 'userId', 'expiresAt', 'moderationNotes', 'resubmittedAt',
] as const;

export const PublicVehicleSchema = VehicleSchema.omit({
  vin: true, carfaxReportUrl: true, recentServices: true, contactPhone: true, contactEmail: true, contactFirstName: true,
  contactLastName: true, contactLocation: true, userId: true, expiresAt: true, moderationNotes: true, resubmittedAt: true,
}).extend({
  /** the fair-price rating (null: too few comparables, not approved, or not computed yet) */
  priceRating: PriceRatingSchema.nullable(),
  /** the newest price drop within RECENT_PRICE_DROP_DAYS (cards show a "Price drop" badge), else null */
  recentPriceDrop: PriceDropSchema.nullable(),
});
export type PublicVehicle = z.infer<typeof PublicVehicleSchema>;

/** GET /api/vehicles/{id} for buyers: the public view and its fair-price guidance (null as for priceRating). */
export const PublicVehicleDetailSchema = PublicVehicleSchema.extend({
  priceGuidance: PriceGuidanceSchema.nullable(),
  /** every drop of the asking price since the listing was first public, newest first */
  priceDrops: z.array(PriceDropSchema),
  /** the fields its VIN's decode confirms ("Verified from VIN"); null until the VIN is decoded */
  vinVerification: VinVerificationSchema.nullable(),
  /** a sold listing's final price in whole dollars when its seller agreed to show it ("Sold for $X"), else null (absent from older readers) */
  soldFor: z.number().int().nullable().optional(),
});
export type PublicVehicleDetail = z.infer<typeof PublicVehicleDetailSchema>;

/** GET /api/vehicles/{id}: the public view, or the full one for the owner and admins. */
export type VehicleDetail = PublicVehicleDetail | Vehicle;
