import type { InternalRevision, ListingData, ProposedListing, RevisionStatus, RevisionSummary } from '@rl/contracts';

/** A vehicle_revisions row as the SELECT list below names its columns. */
export interface RevisionRow {
  id: string | number;
  vehicleId: number;
  status: RevisionStatus;
  proposed: ListingData;
  changedFields: string[];
  baseUpdatedAt: Date | string;
  createdAt: Date | string;
  decidedAt: Date | string | null;
  decidedBy: string | null;
  reason: string | null;
}

export const revisionColumns = (alias = 'r') =>
  `${alias}."id", ${alias}."vehicle_id" AS "vehicleId", ${alias}."status", ${alias}."proposed", ${alias}."changed_fields" AS "changedFields",
   ${alias}."base_updated_at" AS "baseUpdatedAt", ${alias}."created_at" AS "createdAt", ${alias}."decided_at" AS "decidedAt",
   ${alias}."decided_by" AS "decidedBy", ${alias}."reason"`;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The proposal in the owner's answer shapes (the stored body is the validated edit: price already "50000.00"). */
const toProposed = (p: ListingData): ProposedListing => ({ ...p, price: String(p.price) });

export function toRevisionSummary(r: RevisionRow): RevisionSummary {
  return {
    id: Number(r.id), status: r.status, changedFields: r.changedFields ?? [], proposed: toProposed(r.proposed),
    createdAt: iso(r.createdAt), decidedAt: r.decidedAt ? iso(r.decidedAt) : null, reason: r.reason,
  };
}

export function toInternalRevision(r: RevisionRow): InternalRevision {
  return { ...toRevisionSummary(r), vehicleId: r.vehicleId, baseUpdatedAt: iso(r.baseUpdatedAt), decidedBy: r.decidedBy };
}
