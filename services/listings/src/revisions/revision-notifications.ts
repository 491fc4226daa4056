import { LISTING_FIELD_LABELS, type EditableField, type NotificationRequest, type RevisionOutcome, vehicleTitle } from '@rl/contracts';
import type { VehicleRow } from '../vehicles/vehicle-columns.js';

/** The seller hears a moderator's answer to their changes (one mail per revision and outcome). */
export function revisionDecided(
  v: VehicleRow, revisionId: number, outcome: RevisionOutcome, changedFields: readonly string[], reason: string | null,
): NotificationRequest[] {
  const vehicle = { id: v.id, title: vehicleTitle(v).slice(0, 200), price: Number(v.price) };
  const fields = changedFields.map((f) => LISTING_FIELD_LABELS[f as EditableField] ?? f).slice(0, 40);
  const dedupeKey = `revision-${revisionId}-${outcome}`;
  const to = { userId: v.userId };
  return outcome === 'approved'
    ? [{ dedupeKey, to, event: { kind: 'revision-approved', vehicle, fields } }]
    : [{ dedupeKey, to, event: { kind: 'revision-rejected', vehicle, fields, reason } }];
}
