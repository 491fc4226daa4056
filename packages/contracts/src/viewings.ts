import { z } from 'zod';
import { noNul } from './vehicle.js';

/**
 * Viewings and inspections (issue 25, point 4): the associate schedules one on a lead, at a date and time of
 * the team's time zone (TEAM_TIME_ZONE of sales), at a place or as an inspection by a named inspector. The
 * buyer, and the seller when the associate ticks it, get a mail with an iCalendar (`.ics`) invitation; a
 * change or a cancellation keeps the event's UID and raises its SEQUENCE, so calendars update the same event.
 */
export const VIEWING_KINDS = ['viewing', 'inspection'] as const;
export type ViewingKind = (typeof VIEWING_KINDS)[number];
export const VIEWING_STATUSES = ['scheduled', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
export const VIEWING_RANGES = ['today', 'week'] as const;
export type ViewingRange = (typeof VIEWING_RANGES)[number];

export const VIEWING_LIMITS = { minMinutes: 15, maxMinutes: 480, defaultMinutes: 60, placeMax: 300, nameMax: 120, noteMax: 1000 } as const;

const dateField = z.string({ error: 'date must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date (YYYY-MM-DD)')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date must be a real date');
const timeField = z.string({ error: 'time must be a time of day (HH:MM, 24-hour)' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be a time of day (HH:MM, 24-hour)');
const optionalLine = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`)
    .refine(...noNul(label)).refine((s) => !/[\r\n]/.test(s), `${label} must be one line`)
    .nullish().transform((v) => (v ? v : null));
const durationField = z.number({ error: 'durationMinutes must be a whole number of minutes' })
  .int('durationMinutes must be a whole number of minutes')
  .min(VIEWING_LIMITS.minMinutes, `durationMinutes must be at least ${VIEWING_LIMITS.minMinutes}`)
  .max(VIEWING_LIMITS.maxMinutes, `durationMinutes must be at most ${VIEWING_LIMITS.maxMinutes}`);

const viewingFields = {
  kind: z.enum(VIEWING_KINDS, { error: 'kind must be viewing or inspection' }),
  /** the day, in the team's time zone */
  date: dateField,
  /** the time of day, in the team's time zone */
  time: timeField,
  durationMinutes: durationField.optional(),
  /** where: required for a viewing; for an inspection, where the inspector sees the car (optional) */
  place: optionalLine('place', VIEWING_LIMITS.placeMax),
  /** who inspects (an inspection only, required there) */
  inspector: optionalLine('inspector', VIEWING_LIMITS.nameMax),
  /** the seller gets the invitation too */
  inviteSeller: z.boolean({ error: 'inviteSeller must be true or false' }).optional(),
  /** a line for the invitees (parking, what to bring) */
  note: z.string({ error: 'note must be text' }).trim().max(VIEWING_LIMITS.noteMax, `note must be at most ${VIEWING_LIMITS.noteMax} characters`)
    .refine(...noNul('note')).nullish().transform((v) => (v ? v : null)),
};

type Needs = { kind?: ViewingKind; place?: string | null; inspector?: string | null };
/** A viewing needs a place; an inspection needs its inspector. */
function needsOf(v: Needs, ctx: z.RefinementCtx) {
  if (v.kind === 'viewing' && !v.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'place is required for a viewing' });
  if (v.kind === 'inspection' && !v.inspector) ctx.addIssue({ code: 'custom', path: ['inspector'], message: 'inspector is required for an inspection' });
}

/** POST /api/desk/leads/{id}/viewings */
export const ScheduleViewingSchema = z.strictObject(viewingFields).superRefine(needsOf);
export type ScheduleViewing = z.output<typeof ScheduleViewingSchema>;

/**
 * PATCH /api/desk/viewings/{id}: the fields to change (at least one); the result must still have its place
 * (a viewing) or inspector (an inspection), checked against the stored viewing (400 naming the field).
 */
export const UpdateViewingSchema = z.strictObject({
  kind: viewingFields.kind.optional(),
  date: dateField.optional(),
  time: timeField.optional(),
  durationMinutes: viewingFields.durationMinutes,
  place: optionalLine('place', VIEWING_LIMITS.placeMax).optional(),
  inspector: optionalLine('inspector', VIEWING_LIMITS.nameMax).optional(),
  inviteSeller: viewingFields.inviteSeller,
  note: viewingFields.note.optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change: send at least one field' });
export type UpdateViewing = z.output<typeof UpdateViewingSchema>;

/** POST /api/desk/viewings/{id}/cancel: an optional reason, told to the invitees. */
export const CancelViewingSchema = z.strictObject({
  reason: optionalLine('reason', 300),
});
export type CancelViewing = z.output<typeof CancelViewingSchema>;

export const ViewingIdParamSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'id must be a positive whole number').transform(Number)
    .pipe(z.number().int().min(1, 'id must be a positive whole number')),
});
export type ViewingIdParam = z.infer<typeof ViewingIdParamSchema>;

/** GET /api/desk/viewings?range=today|week (default today): scheduled ones, soonest first. */
export const DeskViewingsQuerySchema = z.strictObject({
  range: z.enum(['', ...VIEWING_RANGES], { error: 'range must be today or week' }).optional()
    .transform((v) => (v || 'today') as ViewingRange),
});
export type DeskViewingsQuery = z.output<typeof DeskViewingsQuerySchema>;

export const ViewingSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  kind: z.enum(VIEWING_KINDS),
  status: z.enum(VIEWING_STATUSES),
  /** ISO instant */
  startsAt: z.string(),
  /** the day and time as entered, in the team's time zone */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  place: z.string().nullable(),
  inspector: z.string().nullable(),
  inviteSeller: z.boolean(),
  note: z.string().nullable(),
  /** the calendar event's UID (stable) and SEQUENCE (raised by every change and the cancellation) */
  uid: z.string(),
  sequence: z.number().int(),
  /** the car and the buyer, for the desk */
  vehicle: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  buyerName: z.string(),
  associateId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Viewing = z.infer<typeof ViewingSchema>;

export const DeskViewingsSchema = z.object({
  range: z.enum(VIEWING_RANGES),
  timeZone: z.string(),
  /** the range's first and last day (YYYY-MM-DD, team's time zone) */
  from: z.string(),
  to: z.string(),
  viewings: z.array(ViewingSchema),
});
export type DeskViewings = z.infer<typeof DeskViewingsSchema>;

export const LeadViewingsSchema = z.object({ viewings: z.array(ViewingSchema) });
export type LeadViewings = z.infer<typeof LeadViewingsSchema>;
