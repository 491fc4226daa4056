import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  changedFields, REVISED_STATUSES, type InternalRevisionDecision, type ListingData,
} from '@rl/contracts';
import { NotificationOutbox, SERVICE_ENV } from '@rl/service-kit';
import { returning } from '../db/returning.js';
import type { ListingsEnv } from '../env.js';
import { zipPoint, type GeoPoint } from '../geo/zip-codes.js';
import { ListingChanges } from '../public-cache/listing-changes.js';
import { fullColumns, type VehicleRow } from '../vehicles/vehicle-columns.js';
import { WRITABLE } from '../vehicles/vehicles.store.js';
import { revisionColumns, type RevisionRow } from './revision-columns.js';
import { revisionDecided } from './revision-notifications.js';

export type ReviseResult =
  /** the listing is not (or no longer) live: the caller edits it in place */
  | { kind: 'not-live' }
  | { kind: 'not-found' }
  /** `revision` null: nothing to review (only immediate parts changed, or nothing at all) */
  | { kind: 'revised'; vehicle: VehicleRow; revision: RevisionRow | null };

export type DecideResult =
  | { kind: 'decided'; vehicle: VehicleRow; revision: RevisionRow; repeated: boolean }
  | { kind: 'not-found' }
  | { kind: 'conflict'; message: string };

/**
 * Revisions of live listings (contracts revisions.ts). Both writers lock the listing's row first
 * (SELECT ... FOR UPDATE), then its revisions, so a seller's edit and a moderator's decision on the same
 * listing run one after the other and each sees what the other committed.
 */
@Injectable()
export class RevisionsStore {
  private readonly vehicles: string;
  private readonly revisions: string;

  constructor(
    private readonly db: DataSource,
    @Inject(SERVICE_ENV) env: ListingsEnv,
    private readonly changes: ListingChanges,
    private readonly outbox: NotificationOutbox,
  ) {
    this.vehicles = `"${env.DB_SCHEMA}"."vehicles"`;
    this.revisions = `"${env.DB_SCHEMA}"."vehicle_revisions"`;
  }

  /**
   * The owner's edit of a live listing. A lower price and the recent-services list are written at once (the
   * price triggers record the drop and feed the price-drop alerts); every other difference from the live
   * version becomes the pending revision, replacing (withdrawing) one that waited. No difference, no revision.
   */
  async revise(id: number, userId: string, data: ListingData): Promise<ReviseResult> {
    let touchedLive = false;
    const result = await this.db.transaction(async (m): Promise<ReviseResult> => {
      const live = await this.lockVehicle(m, id);
      if (!live || live.userId !== userId) return { kind: 'not-found' };
      if (!REVISED_STATUSES.includes(live.status)) return { kind: 'not-live' };

      const priceDrop = Number(data.price) < Number(live.price);
      const servicesChanged = changedFields(live, data).includes('recentServices');
      let vehicle = live;
      if (priceDrop || servicesChanged) {
        const rows = await returning<VehicleRow>(m,
          `UPDATE ${this.vehicles} AS v SET "price" = $2, "recent_services" = $3, "updated_at" = now()
           WHERE v."id" = $1 RETURNING ${fullColumns()}`,
          [id, priceDrop ? data.price : live.price, data.recentServices]);
        vehicle = rows[0]!;
        touchedLive = true;
      }
      await m.query(
        `UPDATE ${this.revisions} SET "status" = 'withdrawn', "decided_at" = now() WHERE "vehicle_id" = $1 AND "status" = 'pending'`, [id],
      );
      const changed = changedFields(vehicle, data);
      if (changed.length === 0) return { kind: 'revised', vehicle, revision: null };
      const inserted: RevisionRow[] = await m.query(
        `INSERT INTO ${this.revisions} AS r ("vehicle_id", "proposed", "base_updated_at", "changed_fields")
         VALUES ($1, $2::jsonb, $3, $4::text[]) RETURNING ${revisionColumns()}`,
        [id, JSON.stringify(data), vehicle.updatedAt, changed],
      );
      return { kind: 'revised', vehicle, revision: inserted[0]! };
    });
    if (touchedLive) this.changes.changed();
    return result;
  }

  /**
   * A moderator's answer, compare-and-set: the revision must still wait and the live listing must still carry
   * the `updatedAt` the moderator reviewed (and be live, to approve). Approving writes the whole proposal.
   * The same outcome again answers the decided revision (`repeated`), so a retried call is harmless.
   */
  async decide(revisionId: number, d: InternalRevisionDecision): Promise<DecideResult> {
    const found = await this.get(revisionId);
    if (!found) return { kind: 'not-found' };
    let applied = false;
    const result = await this.db.transaction(async (m): Promise<DecideResult> => {
      const live = await this.lockVehicle(m, found.revision.vehicleId);
      if (!live) return { kind: 'not-found' };
      const [revision] = await m.query(`SELECT ${revisionColumns()} FROM ${this.revisions} r WHERE r."id" = $1 FOR UPDATE`, [revisionId]) as RevisionRow[];
      if (!revision) return { kind: 'not-found' };
      if (revision.status === d.outcome) return { kind: 'decided', vehicle: live, revision, repeated: true };
      if (revision.status === 'withdrawn') {
        return { kind: 'conflict', message: 'The seller changed the listing again after this revision; review the newer changes' };
      }
      if (revision.status !== 'pending') return { kind: 'conflict', message: `This revision was already ${revision.status}` };
      if (new Date(live.updatedAt).getTime() !== Date.parse(d.expectedUpdatedAt)) {
        return { kind: 'conflict', message: 'The listing changed after you reviewed it; reload and review the changes again' };
      }
      if (d.outcome === 'approved' && !REVISED_STATUSES.includes(live.status)) {
        return { kind: 'conflict', message: `The listing is ${live.status} now; its changes can no longer be published` };
      }
      let vehicle = live;
      if (d.outcome === 'approved') {
        const geo: GeoPoint | null = zipPoint(revision.proposed.zipCode);
        if (!geo) return { kind: 'conflict', message: 'The proposed ZIP code is no longer known' };
        const values = WRITABLE.map(([, pick]) => pick(revision.proposed, geo));
        const sets = WRITABLE.map(([c], i) => `"${c}" = $${i + 2}`).join(', ');
        const rows = await returning<VehicleRow>(m,
          `UPDATE ${this.vehicles} AS v SET ${sets}, "updated_at" = now() WHERE v."id" = $1 RETURNING ${fullColumns()}`,
          [live.id, ...values]);
        vehicle = rows[0]!;
        applied = true;
      }
      const [decided] = await returning<RevisionRow>(m,
        `UPDATE ${this.revisions} AS r SET "status" = $2, "decided_at" = now(), "decided_by" = $3, "reason" = $4
         WHERE r."id" = $1 RETURNING ${revisionColumns()}`,
        [revisionId, d.outcome, d.decidedBy, d.outcome === 'rejected' ? d.reason ?? null : null]);
      await this.outbox.add(revisionDecided(vehicle, Number(decided!.id), d.outcome, decided!.changedFields, decided!.reason), m);
      return { kind: 'decided', vehicle, revision: decided!, repeated: false };
    });
    if (result.kind === 'decided' && !result.repeated) this.outbox.wake();
    if (applied) this.changes.changed();
    return result;
  }

  async get(id: number): Promise<{ revision: RevisionRow; vehicle: VehicleRow } | null> {
    const [revision] = await this.db.query(`SELECT ${revisionColumns()} FROM ${this.revisions} r WHERE r."id" = $1`, [id]) as RevisionRow[];
    if (!revision) return null;
    const [vehicle] = await this.db.query(`SELECT ${fullColumns()} FROM ${this.vehicles} v WHERE v."id" = $1`, [revision.vehicleId]) as VehicleRow[];
    return vehicle ? { revision, vehicle } : null;
  }

  /** Waiting revisions, oldest first, each with its live listing. */
  async pending(page: number, limit: number): Promise<{ items: { revision: RevisionRow; vehicle: VehicleRow }[]; total: number }> {
    const [revisions, count] = await Promise.all([
      this.db.query(
        `SELECT ${revisionColumns()} FROM ${this.revisions} r WHERE r."status" = 'pending'
         ORDER BY r."created_at" ASC, r."id" ASC LIMIT $1 OFFSET $2`,
        [limit, (page - 1) * limit],
      ) as Promise<RevisionRow[]>,
      this.db.query(`SELECT count(*)::int AS n FROM ${this.revisions} WHERE "status" = 'pending'`) as Promise<{ n: number }[]>,
    ]);
    const ids = revisions.map((r) => r.vehicleId);
    const vehicles: VehicleRow[] = ids.length
      ? await this.db.query(`SELECT ${fullColumns()} FROM ${this.vehicles} v WHERE v."id" = ANY($1::int[])`, [ids])
      : [];
    const byId = new Map(vehicles.map((v) => [v.id, v]));
    const items = revisions.flatMap((revision) => {
      const vehicle = byId.get(revision.vehicleId);
      return vehicle ? [{ revision, vehicle }] : [];
    });
    return { items, total: Number(count[0]?.n ?? 0) };
  }

  /** The latest revision of each listing (any state), for the owner's answers. */
  async latestFor(vehicleIds: readonly number[]): Promise<Map<number, RevisionRow>> {
    if (vehicleIds.length === 0) return new Map();
    const rows: RevisionRow[] = await this.db.query(
      `SELECT DISTINCT ON (r."vehicle_id") ${revisionColumns()} FROM ${this.revisions} r
       WHERE r."vehicle_id" = ANY($1::int[]) ORDER BY r."vehicle_id", r."id" DESC`,
      [vehicleIds],
    );
    return new Map(rows.map((r) => [r.vehicleId, r]));
  }

  private async lockVehicle(m: EntityManager, id: number): Promise<VehicleRow | null> {
    const rows: VehicleRow[] = await m.query(`SELECT ${fullColumns()} FROM ${this.vehicles} v WHERE v."id" = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }
}
