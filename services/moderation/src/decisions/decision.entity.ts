import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Decision, ListingStatus, RevisionOutcome, StaffActionRecord } from '@rl/contracts';

/**
 * Row states. `claimed`: the per-listing lock taken before reading the current status (no call made
 * yet; removed when the request ends without a decision, swept when stale). `queued`: the decision is
 * recorded and not yet confirmed by listings (the outbox). `applied`: listings has it. `discarded`: it
 * never took effect (the listing changed or vanished first); kept for the record.
 */
export type DecisionRowState = 'claimed' | 'queued' | 'applied' | 'discarded';

/** The audit log and the outbox in one table: a decision is one row, whatever its delivery state. */
@Entity({ name: 'decisions' })
export class DecisionEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'vehicle_id', type: 'integer' })
  vehicleId!: number;

  @Column({ name: 'admin_id', type: 'varchar', length: 200 })
  adminId!: string;

  @Column({ name: 'admin_email', type: 'varchar', length: 254, nullable: true })
  adminEmail!: string | null;

  /** null only while `claimed` */
  @Column({ name: 'from_status', type: 'varchar', length: 16, nullable: true })
  fromStatus!: ListingStatus | null;

  @Column({ name: 'to_status', type: 'varchar', length: 16 })
  toStatus!: ListingStatus;

  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  /** the listing's updatedAt the admin reviewed, when the client sent it (compare-and-set on content too) */
  @Column({ name: 'expected_updated_at', type: 'varchar', length: 40, nullable: true })
  expectedUpdatedAt!: string | null;

  @Column({ type: 'varchar', length: 16 })
  state!: DecisionRowState;

  /** calls made to listings for this decision */
  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** when the retrier may next try it (also the lease of the call in flight) */
  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ name: 'request_id', type: 'varchar', length: 128, nullable: true })
  requestId!: string | null;

  /** the decider's staff action log entry, added to the staff action outbox when the decision is applied */
  @Column({ name: 'staff_action', type: 'jsonb', nullable: true })
  staffAction!: StaffActionRecord | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true })
  appliedAt!: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** set when the decision answers a seller's revision (listings' vehicle_revisions id); the status stays as it was */
  @Column({ name: 'revision_id', type: 'bigint', nullable: true, transformer: { to: (v: number | null | undefined) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  revisionId!: number | null;

  @Column({ name: 'revision_outcome', type: 'varchar', length: 16, nullable: true })
  revisionOutcome!: RevisionOutcome | null;
}

/** The API's audit entry. Only for rows past `claimed` (they have a from status). */
export function toDecision(d: DecisionEntity): Decision {
  return {
    id: d.id,
    vehicleId: d.vehicleId,
    adminId: d.adminId,
    adminEmail: d.adminEmail,
    fromStatus: d.fromStatus ?? d.toStatus,
    toStatus: d.toStatus,
    reason: d.reason,
    createdAt: new Date(d.createdAt).toISOString(),
    state: d.state === 'claimed' ? 'queued' : d.state,
    appliedAt: d.appliedAt ? new Date(d.appliedAt).toISOString() : null,
    note: d.note,
    revisionId: d.revisionId ?? null,
    revisionOutcome: d.revisionOutcome ?? null,
  };
}
