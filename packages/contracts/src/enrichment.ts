/**
 * Enrichment service (spec §7 "features/specs generate", §4 auto features/specs, VIN decode, catalog):
 * request bodies, responses, the catalog paths and the BullMQ job payloads/results.
 */
import { z } from 'zod';
import { ROUTES } from './routes/public.js';
import { BODY_TYPES, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from './value-lists.js';
import { YEAR_MIN, yearMax } from './vehicle.js';

// ---- paths ----


export const catalogModelsUrl = (make: string) => `${ROUTES.catalogModels}?${new URLSearchParams({ make })}`;
export const catalogTrimsUrl = (make: string, model: string) => `${ROUTES.catalogTrims}?${new URLSearchParams({ make, model })}`;

/** Name of the BullMQ queue between the enrichment API and its worker. */
export const ENRICHMENT_QUEUE = 'enrichment';

// ---- shared field schemas ----

const name = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** Year as the form sends it: a number or a numeric string, 1990 to next year. */
const YearSchema = z.coerce.number({ error: 'Year must be a number' }).int('Year must be a whole number')
  .min(YEAR_MIN, `Year must be ${YEAR_MIN} or later`)
  .refine((y) => y <= yearMax(), { message: 'Year cannot be later than next year' });

/** Optional text: missing, null and blank all mean "not given" (null). */
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)
    .nullish().transform((v) => (v ? v : null));

/** Spec §7: the form lowercases values and turns spaces into hyphens; accept the label spelling too. */
const toStored = (v: string) => v.trim().toLowerCase().replace(/\s+/g, '-');

/** Optional stored value: missing, null and blank mean "not given" (null); "Plug-in Hybrid" -> plug-in-hybrid. */
const optionalStored = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.string({ error: `${label} must be text` }).nullish()
    .transform((v) => (v && v.trim() ? toStored(v) : null))
    .pipe(z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` }).nullable());

// ---- POST /api/vehicles/features/generate ----

export const FeaturesGenerateBodySchema = z.strictObject({
  make: name('Make', 50),
  model: name('Model', 80),
  year: YearSchema,
  trim: optionalText('Trim', 80),
  bodyType: optionalStored('Body type', BODY_TYPES),
  fuelType: optionalStored('Fuel type', FUEL_TYPES),
  /** The form's text summary of the vehicle; read for a few keywords only. */
  vehicleDescription: optionalText('Vehicle description', 2000),
});
export type FeaturesGenerateBody = z.input<typeof FeaturesGenerateBodySchema>;
export type FeaturesGenerateInput = z.output<typeof FeaturesGenerateBodySchema>;

/** At most this many generated features. */
export const MAX_GENERATED_FEATURES = 12;

export const FeaturesGenerateResponseSchema = z.object({
  features: z.array(z.string()).max(MAX_GENERATED_FEATURES),
});
export type FeaturesGenerateResponse = z.infer<typeof FeaturesGenerateResponseSchema>;

// ---- POST /api/vehicles/specs/generate ----

export const SpecsGenerateBodySchema = z.strictObject({
  make: name('Make', 50),
  model: name('Model', 80),
  year: YearSchema,
  trim: optionalText('Trim', 80),
});
export type SpecsGenerateBody = z.input<typeof SpecsGenerateBodySchema>;
export type SpecsGenerateInput = z.output<typeof SpecsGenerateBodySchema>;

/** Stored values (spec §3), lowercase-hyphenated. An unknown car answers 404 instead. */
export const SpecsGenerateResponseSchema = z.object({
  bodyType: z.enum(BODY_TYPES),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  drivetrain: z.enum(DRIVETRAINS),
});
export type SpecsGenerateResponse = z.infer<typeof SpecsGenerateResponseSchema>;

// ---- GET /api/vin/{vin} ----

export const VIN_DECODED_FIELDS = ['make', 'model', 'year', 'trim', 'bodyType', 'fuelType', 'drivetrain', 'engine'] as const;
export type VinDecodedField = (typeof VIN_DECODED_FIELDS)[number];

/**
 * A VIN that passed the length, character and check-digit checks (otherwise 400). `valid` says whether the
 * decoder recognised it (manufacturer and patterns found); fields it could not decode are null and listed
 * in `undecoded`. bodyType, fuelType and drivetrain are stored values (spec §3).
 */
export const VinDecodeResponseSchema = z.object({
  vin: z.string(),
  valid: z.boolean(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  trim: z.string().nullable(),
  bodyType: z.enum(BODY_TYPES).nullable(),
  fuelType: z.enum(FUEL_TYPES).nullable(),
  /** fwd, rwd, awd or 4wd; absent in answers cached before it was decoded */
  drivetrain: z.enum(DRIVETRAINS).nullable().default(null),
  /** e.g. "3.0L 6-cylinder", "Electric motor" */
  engine: z.string().nullable(),
  undecoded: z.array(z.enum(VIN_DECODED_FIELDS)),
});
export type VinDecodeResponse = z.infer<typeof VinDecodeResponseSchema>;

// ---- GET /api/catalog/... ----

export const CatalogModelsQuerySchema = z.object({ make: name('make', 50) });
export const CatalogTrimsQuerySchema = z.object({ make: name('make', 50), model: name('model', 80) });

export const CatalogMakesResponseSchema = z.object({ makes: z.array(z.string()) });
export const CatalogModelsResponseSchema = z.object({ make: z.string(), models: z.array(z.string()) });
export const CatalogTrimsResponseSchema = z.object({ make: z.string(), model: z.string(), trims: z.array(z.string()) });
export type CatalogMakesResponse = z.infer<typeof CatalogMakesResponseSchema>;
export type CatalogModelsResponse = z.infer<typeof CatalogModelsResponseSchema>;
export type CatalogTrimsResponse = z.infer<typeof CatalogTrimsResponseSchema>;

// ---- BullMQ job payloads and results (queue ENRICHMENT_QUEUE) ----

export const EnrichmentJobSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('features'), input: FeaturesGenerateBodySchema }),
  z.object({ kind: z.literal('specs'), input: SpecsGenerateBodySchema }),
  z.object({ kind: z.literal('vin'), input: z.object({ vin: z.string().length(17) }) }),
]);
/**
 * W3C trace context of whoever enqueued a job (`traceparent`, `tracestate`), so the worker's span
 * continues the request's trace. Travels beside the job, never part of its identity.
 */
export type TraceCarrier = Record<string, string>;
/** What the API puts on the queue (already validated and normalised). */
export type EnrichmentJob =
  | { kind: 'features'; input: FeaturesGenerateInput }
  | { kind: 'specs'; input: SpecsGenerateInput }
  | { kind: 'vin'; input: { vin: string } };
export type EnrichmentJobKind = EnrichmentJob['kind'];

export const EnrichmentJobResultSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('features'), features: FeaturesGenerateResponseSchema.shape.features }),
  z.object({ kind: z.literal('specs'), specs: SpecsGenerateResponseSchema.nullable() }),
  z.object({ kind: z.literal('vin'), decoded: VinDecodeResponseSchema }),
]);
/** What the worker answers. `specs: null` means the car is unknown (the API answers 404). */
export type EnrichmentJobResult = z.infer<typeof EnrichmentJobResultSchema>;
export type EnrichmentResultFor<K extends EnrichmentJobKind> = Extract<EnrichmentJobResult, { kind: K }>;
