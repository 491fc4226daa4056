import { z } from 'zod';
import { ListingStatusSchema } from './vehicle.js';

/**
 * Every step of a listing's life, as the decision log shows it: the seller's steps and the system's
 * (recorded by listings) and the moderators' decisions (recorded by moderation).
 */
export const TIMELINE_KINDS = [
  'submitted', 'edited', 'resubmitted', 'approved', 'rejected', 'changes_requested', 'sold', 'expired', 'renewed',
  'status_changed', 'revision_submitted', 'revision_approved', 'revision_rejected', 'revision_withdrawn',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  submitted: 'Submitted for review',
  edited: 'Edited while waiting for review',
  resubmitted: 'Edited and resubmitted',
  approved: 'Approved',
  rejected: 'Rejected',
  changes_requested: 'Changes requested',
  sold: 'Marked as sold',
  expired: 'Expired',
  renewed: 'Renewed',
  status_changed: 'Status changed',
  revision_submitted: 'Edit submitted for review (the approved version stays live)',
  revision_approved: 'Edit approved',
  revision_rejected: 'Edit rejected',
  revision_withdrawn: 'Edit withdrawn',
};

export const TIMELINE_ACTORS = ['seller', 'moderator', 'system'] as const;

/** The kind of a listing's status move (listings' log and moderation's decisions name moves alike). */
export function timelineKindOfMove(from: string | null, to: string): TimelineKind {
  if (to === 'pending') return from === null ? 'submitted' : 'resubmitted';
  if (to === 'approved') return from === 'expired' ? 'renewed' : 'approved';
  if (to === 'needs_changes') return 'changes_requested';
  if (to === 'rejected' || to === 'sold' || to === 'expired') return to;
  return 'status_changed';
}

export const TimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  actor: z.enum(TIMELINE_ACTORS),
  /** the moderator's address (decisions and revision decisions), null for the seller and the system */
  actorEmail: z.string().nullable(),
  fromStatus: ListingStatusSchema.nullable(),
  toStatus: ListingStatusSchema.nullable(),
  /** the moderator's reason or requested changes */
  notes: z.string().nullable(),
  /** moderators' decisions only: `queued` (recorded, not yet applied) or `discarded` (never applied) */
  state: z.enum(['queued', 'applied', 'discarded']).nullable(),
  /** why a decision was not applied (yet) */
  note: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** GET /api/admin/vehicles/{id}/timeline: oldest first. `incomplete` says which steps could not be read. */
export const TimelineSchema = z.object({
  entries: z.array(TimelineEntrySchema),
  incomplete: z.string().nullable(),
});
export type Timeline = z.infer<typeof TimelineSchema>;

/** GET /internal/vehicles/{id}/timeline (listings): the steps listings records, oldest first. */
export const InternalTimelineSchema = z.object({ entries: z.array(TimelineEntrySchema) });
