import { z } from 'zod';
import { PriceGuidanceSchema, PriceRatingSchema } from './price-guidance.js';
import { DecisionSchema, REVISION_OUTCOMES } from './admin.js';
import { ListingInputSchema, VehicleSchema, type ListingData, type Vehicle } from './vehicle.js';
import type { ListingStatus } from './value-lists.js';

/**
 * Revisions: the seller's edit of a live listing waits for review while the approved version stays public.
 * `withdrawn`: replaced by a newer edit of the seller (or the edit went back to the live content).
 */
export const REVISION_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];
export type RevisionOutcome = (typeof REVISION_OUTCOMES)[number];

/**
 * Statuses whose edits become a revision (the listing is public and stays so); other statuses are edited in place.
 * Two parts of such an edit go live at once, without review: a lower price and the recent-services list.
 */
export const REVISED_STATUSES: readonly ListingStatus[] = ['approved'];

/** The listing form's fields (the keys of ListingInputSchema), in form order. */
export const EDITABLE_FIELDS = Object.keys(ListingInputSchema.shape) as (keyof ListingData)[];
export type EditableField = keyof ListingData;

/** How moderators and sellers read a field's name. */
export const LISTING_FIELD_LABELS: Readonly<Record<EditableField, string>> = {
  make: 'Make', model: 'Model', trim: 'Trim', year: 'Year', mileage: 'Mileage', price: 'Price', condition: 'Condition',
  bodyType: 'Body type', fuelType: 'Fuel type', transmission: 'Transmission', drivetrain: 'Drivetrain',
  exteriorColor: 'Exterior color', exteriorColorName: 'Manufacturer color name', interiorColor: 'Interior color', description: 'Description', features: 'Features',
  images: 'Photos', photoAngles: 'Photo angles', location: 'City/State', zipCode: 'ZIP code', contactPhone: 'Phone', contactEmail: 'Email',
  contactFirstName: 'First name', contactLastName: 'Last name', contactLocation: 'Contact location', vin: 'VIN',
  carfaxReportUrl: 'Carfax report URL', recentServices: 'Recent services',
};

/** Every editable field of a listing as the seller proposed it (the shapes of the owner's Vehicle answer). */
export const ProposedListingSchema = VehicleSchema.pick(
  Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, true])) as { [K in EditableField]: true },
);
export type ProposedListing = z.infer<typeof ProposedListingSchema>;

type Comparable = Pick<Vehicle, EditableField> | ListingData;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
/** jsonb keeps an object's keys in its own order: angle tags compare by their entries, sorted */
const sortedEntries = (v: unknown) => (v && typeof v === 'object' ? Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : v);
const normal = (field: EditableField, v: unknown): unknown =>
  field === 'price' ? Number(v).toFixed(2) : field === 'photoAngles' ? sortedEntries(v ?? {}) : v;

/** The editable fields whose values differ between two versions of a listing, in form order. */
export function changedFields(from: Comparable, to: Comparable): EditableField[] {
  return EDITABLE_FIELDS.filter((f) => !same(normal(f, from[f]), normal(f, to[f])));
}

/** One changed field for a moderator: the live value and the proposed one. */
export const FieldChangeSchema = z.object({
  field: z.enum(EDITABLE_FIELDS as [EditableField, ...EditableField[]]),
  label: z.string(),
  live: z.unknown(),
  proposed: z.unknown(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/** The field-by-field difference between the live listing and a proposal. */
export function revisionDiff(live: Comparable, proposed: Comparable): FieldChange[] {
  return changedFields(live, proposed).map((f) => ({ field: f, label: LISTING_FIELD_LABELS[f], live: live[f] ?? null, proposed: proposed[f] ?? null }));
}

/** The latest revision of a listing as its seller sees it (GET /api/vehicles/{id} for the owner, GET /api/user/vehicles). */
export const RevisionSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(REVISION_STATUSES),
  /** the fields the seller changed, compared with the live listing when the edit was made */
  changedFields: z.array(z.string()),
  /** every editable field as the seller submitted it (the edit form opens with it while it waits) */
  proposed: ProposedListingSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** the moderator's reason of a rejection */
  reason: z.string().nullable(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

/** A listing as its owner sees it: every field and the latest revision (null: never edited while live). */
/** A lower price that would be rated `rating` (Good), within the listing's fair range `fairLow`..`fairHigh`. */
export const PriceSuggestionSchema = z.object({ price: z.number().int(), rating: PriceRatingSchema, fairLow: z.number(), fairHigh: z.number() });
export type PriceSuggestion = z.infer<typeof PriceSuggestionSchema>;

export const OwnerVehicleSchema = VehicleSchema.extend({
  revision: RevisionSummarySchema.nullable(),
  /** staff only (not the owner): the listing's fair-price guidance (null: too few comparables or not computed) */
  priceGuidance: PriceGuidanceSchema.nullable().optional(),
  /**
   * The owner's suggestion (issue 28): "Lower to $price to be rated rating", from the listing's stored guidance at
   * its current price; null when it is rated Good or better, has too few comparables, or is not live.
   */
  priceSuggestion: PriceSuggestionSchema.nullable().optional(),
});
export type OwnerVehicle = z.infer<typeof OwnerVehicleSchema>;

// ---- listings' internal API (moderation) ----

/** A revision as listings' internal API answers it: the summary, its listing id and the live listing's updatedAt it was based on. */
export const InternalRevisionSchema = RevisionSummarySchema.extend({
  vehicleId: z.number().int(),
  baseUpdatedAt: z.string(),
  decidedBy: z.string().nullable(),
});
export type InternalRevision = z.infer<typeof InternalRevisionSchema>;

/** GET /internal/revisions/{id} and each entry of the pending list: the revision and its live listing. */
export const InternalRevisionWithVehicleSchema = z.object({ revision: InternalRevisionSchema, vehicle: VehicleSchema });
export type InternalRevisionWithVehicle = z.infer<typeof InternalRevisionWithVehicleSchema>;
export const InternalRevisionListSchema = z.object({ revisions: z.array(InternalRevisionWithVehicleSchema), total: z.number().int() });

/**
 * POST /internal/revisions/{id}/decision: compare-and-set on the revision (it must still wait) and on the live
 * listing's updatedAt the moderator reviewed. Approving applies the proposal in one transaction. Deciding a
 * revision that already has this outcome answers 200 again (a retried call); any other state is a 409.
 */
export const InternalRevisionDecisionSchema = z.strictObject({
  outcome: z.enum(REVISION_OUTCOMES, { error: 'outcome must be approved or rejected' }),
  expectedUpdatedAt: z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be an ISO date-time' }),
  reason: z.string().max(2000).nullable().optional(),
  decidedBy: z.string().max(100),
});
export type InternalRevisionDecision = z.infer<typeof InternalRevisionDecisionSchema>;

// ---- the admin API (moderation) ----

/** GET /api/admin/revisions: pending revisions, oldest first, each with its diff against the live listing. */
export const PendingRevisionSchema = z.object({
  id: z.number().int(),
  vehicleId: z.number().int(),
  /** "2021 Porsche 911 Carrera S" as the listing is live */
  title: z.string(),
  coverImage: z.string().nullable(),
  createdAt: z.string(),
  /** the live listing's updatedAt: send it back with the decision */
  expectedUpdatedAt: z.string(),
  changes: z.array(FieldChangeSchema),
});
export type PendingRevision = z.infer<typeof PendingRevisionSchema>;
export const PendingRevisionListSchema = z.object({ revisions: z.array(PendingRevisionSchema), total: z.number().int() });
export type PendingRevisionList = z.infer<typeof PendingRevisionListSchema>;
export const PendingRevisionQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
});

const expectedUpdatedAt = z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be an ISO date-time' });
/** POST /api/admin/revisions/{id}/approve */
export const ApproveRevisionSchema = z.strictObject({ expectedUpdatedAt });
export type ApproveRevision = z.infer<typeof ApproveRevisionSchema>;
/** POST /api/admin/revisions/{id}/reject: the reason is required (the seller reads it). */
export const RejectRevisionSchema = z.strictObject({
  expectedUpdatedAt,
  reason: z.string({ error: 'Reason is required' }).trim().min(1, 'Reason is required').max(1000, 'Reason must be at most 1000 characters'),
});
export type RejectRevision = z.infer<typeof RejectRevisionSchema>;

/**
 * Answer of approve/reject. 200 `applied` (or `unchanged`: it already had this outcome); 202 `queued`:
 * recorded, the listings service was unreachable, it is applied as soon as it is back.
 */
export const RevisionDecisionResultSchema = z.object({
  outcome: z.enum(['applied', 'unchanged', 'queued']),
  message: z.string(),
  revisionId: z.number().int(),
  vehicleId: z.number().int(),
  decision: DecisionSchema.nullable(),
});
export type RevisionDecisionResult = z.infer<typeof RevisionDecisionResultSchema>;

