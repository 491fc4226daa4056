import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository, type QueryDeepPartialEntity } from 'typeorm';
import type { ListingStatus, RevisionOutcome, StaffActionRecord } from '@rl/contracts';
import { StaffActionOutbox } from '@rl/service-kit';
import { DecisionEntity } from './decision.entity.js';

/** a whole number of milliseconds as a SQL interval (only ever built from numbers) */
const interval = (ms: number) => `interval '${Math.max(0, Math.round(ms))} milliseconds'`;

export interface ClaimInput {
  vehicleId: number;
  adminId: string;
  adminEmail: string | null;
  toStatus: ListingStatus;
  reason: string | null;
  expectedUpdatedAt: string | null;
  requestId: string | null;
  /** a decision on a seller's revision (see revisions/revision-delivery.ts) */
  revisionId?: number | null;
  revisionOutcome?: RevisionOutcome | null;
  /** the decider's staff action log entry (StaffActionOutbox.entryFor), logged when the decision is applied */
  staffAction?: StaffActionRecord | null;
}

/** Every read and state change of the decisions table. State changes are conditional on the state they leave. */
@Injectable()
export class DecisionStore {
  constructor(@InjectRepository(DecisionEntity) private readonly repo: Repository<DecisionEntity>, private readonly staffLog: StaffActionOutbox) {}

  /**
   * Takes the listing's lock row; null when another decision on the listing is open. A plain INSERT ...
   * ON CONFLICT DO NOTHING: no transaction, so nothing holds locks while the other request is decided.
   */
  async claim(input: ClaimInput): Promise<DecisionEntity | null> {
    const r = await this.repo.createQueryBuilder().insert().into(DecisionEntity)
      // the staff action is a JSON document: TypeORM's deep-partial type does not take its free-form summaries
      .values({ ...input, fromStatus: null, state: 'claimed', attempts: 0, nextAttemptAt: () => 'now()', note: null, appliedAt: null } as QueryDeepPartialEntity<DecisionEntity>)
      .orIgnore()
      .returning(['id'])
      .execute();
    const row = (r.raw as { id: number }[] | undefined)?.[0];
    return row ? this.get(Number(row.id)) : null;
  }

  get(id: number): Promise<DecisionEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** the claimed or queued decision of a listing, if any */
  openFor(vehicleId: number): Promise<DecisionEntity | null> {
    return this.repo.findOneBy({ vehicleId, state: In(['claimed', 'queued']) });
  }

  /** Drops a claim that did not become a decision. */
  async release(id: number): Promise<void> {
    await this.repo.delete({ id, state: 'claimed' });
  }

  /** Drops a decision the admin was told was refused (first call answered definitively, nothing applied). */
  async forget(id: number): Promise<void> {
    await this.repo.delete({ id, state: 'queued' });
  }

  /**
   * claimed -> queued: the decision is now recorded (committed before listings is called). The lease
   * keeps the retrier away while this request makes its own call.
   */
  async markQueued(id: number, fromStatus: ListingStatus, leaseMs: number): Promise<DecisionEntity | null> {
    const r = await this.repo.createQueryBuilder().update(DecisionEntity)
      .set({ state: 'queued', fromStatus, attempts: 1, nextAttemptAt: () => `now() + ${interval(leaseMs)}` })
      .where('id = :id AND state = :state', { id, state: 'claimed' })
      .execute();
    return r.affected ? this.get(id) : null;
  }

  /**
   * queued -> applied, and the decision's staff action log entry into the outbox in the same transaction: the log
   * has every applied decision once, whichever replica or retry applied it, and nothing for one that never was.
   */
  async markApplied(id: number, note: string | null = null): Promise<DecisionEntity | null> {
    const logged = await this.repo.manager.transaction(async (m) => {
      const r = await m.createQueryBuilder().update(DecisionEntity)
        .set({ state: 'applied', appliedAt: () => 'now()', note })
        .where('id = :id AND state = :state', { id, state: 'queued' })
        .returning(['fromStatus', 'revisionId', 'staffAction'])
        .execute();
      const row = (r.raw as { from_status: ListingStatus | null; revision_id: string | null; staff_action: StaffActionRecord | null }[])[0];
      if (!row?.staff_action) return false;
      await this.staffLog.add([appliedEntry(row.staff_action, row.from_status, row.revision_id !== null)], m);
      return true;
    });
    if (logged) this.staffLog.wake();
    return this.get(id);
  }

  async markDiscarded(id: number, note: string): Promise<DecisionEntity | null> {
    await this.repo.createQueryBuilder().update(DecisionEntity)
      .set({ state: 'discarded', note })
      .where('id = :id AND state = :state', { id, state: 'queued' })
      .execute();
    return this.get(id);
  }

  async scheduleRetry(id: number, delayMs: number, note: string): Promise<DecisionEntity | null> {
    await this.repo.createQueryBuilder().update(DecisionEntity)
      .set({ nextAttemptAt: () => `now() + ${interval(delayMs)}`, note: note.slice(0, 2000) })
      .where('id = :id AND state = :state', { id, state: 'queued' })
      .execute();
    return this.get(id);
  }

  /** ids of queued decisions whose time has come, oldest first */
  async due(limit: number): Promise<number[]> {
    const rows = await this.repo.createQueryBuilder('d').select('d.id', 'id')
      .where(`d.state = 'queued' AND d.next_attempt_at <= now()`)
      .orderBy('d.id', 'ASC').limit(limit)
      .getRawMany<{ id: number }>();
    return rows.map((r) => Number(r.id));
  }

  /** Takes a due decision for one attempt (counts it, holds it for `leaseMs`); null if someone else took it. */
  async lease(id: number, leaseMs: number): Promise<DecisionEntity | null> {
    const r = await this.repo.createQueryBuilder().update(DecisionEntity)
      .set({ attempts: () => 'attempts + 1', nextAttemptAt: () => `now() + ${interval(leaseMs)}` })
      .where(`id = :id AND state = 'queued' AND next_attempt_at <= now()`, { id })
      .execute();
    return r.affected ? this.get(id) : null;
  }

  /** Claims left behind by a process that died mid-request. */
  async sweepStaleClaims(olderThanMs: number): Promise<number> {
    const r = await this.repo.createQueryBuilder().delete().from(DecisionEntity)
      .where(`state = 'claimed' AND created_at < now() - ${interval(olderThanMs)}`)
      .execute();
    return r.affected ?? 0;
  }

  /** A listing's audit log, oldest first (claims are locks, not decisions). */
  history(vehicleId: number): Promise<DecisionEntity[]> {
    return this.repo.find({ where: { vehicleId, state: In(['queued', 'applied', 'discarded']) }, order: { id: 'ASC' } });
  }

  async queuedFor(vehicleIds: number[]): Promise<Map<number, DecisionEntity>> {
    if (vehicleIds.length === 0) return new Map();
    const rows = await this.repo.findBy({ vehicleId: In(vehicleIds), state: 'queued' });
    return new Map(rows.map((r) => [r.vehicleId, r]));
  }
}

/** A status decision's entry gets the status it moved from and its outcome; a revision decision's is complete. */
function appliedEntry(entry: StaffActionRecord, fromStatus: ListingStatus | null, isRevision: boolean): StaffActionRecord {
  if (isRevision) return entry;
  return { ...entry, before: { status: fromStatus }, after: { ...entry.after, outcome: 'applied' } };
}
