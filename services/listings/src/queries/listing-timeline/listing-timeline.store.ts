import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingStatus, TimelineEntry, TimelineKind } from '@rl/contracts';
import type { ListingsEnv } from '../../env.js';

interface EventRow { kind: TimelineKind; actor: TimelineEntry['actor']; fromStatus: ListingStatus | null; toStatus: ListingStatus | null; notes: string | null; at: Date | string }
interface RevisionRow { status: string; createdAt: Date | string; decidedAt: Date | string | null; decidedBy: string | null; reason: string | null }

const iso = (d: Date | string) => new Date(d).toISOString();
const entry = (e: Partial<TimelineEntry> & Pick<TimelineEntry, 'kind' | 'at' | 'actor'>): TimelineEntry =>
  ({ actorEmail: null, fromStatus: null, toStatus: null, notes: null, state: null, note: null, ...e });

/** The steps listings records for one listing: its events (trigger-written) and its revisions. */
@Injectable()
export class ListingTimelineStore {
  private readonly schema: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.schema = `"${env.DB_SCHEMA}"`;
  }

  /** null when the listing does not exist. Oldest first. */
  async of(vehicleId: number): Promise<TimelineEntry[] | null> {
    const s = this.schema;
    const exists = await this.db.query(`SELECT 1 FROM ${s}."vehicles" WHERE "id" = $1`, [vehicleId]);
    if (exists.length === 0) return null;
    const [events, revisions]: [EventRow[], RevisionRow[]] = await Promise.all([
      this.db.query(
        `SELECT "kind", "actor", "from_status" AS "fromStatus", "to_status" AS "toStatus", "notes", "at"
         FROM ${s}."listing_events" WHERE "vehicle_id" = $1 ORDER BY "id"`, [vehicleId]),
      this.db.query(
        `SELECT "status", "created_at" AS "createdAt", "decided_at" AS "decidedAt", "decided_by" AS "decidedBy", "reason"
         FROM ${s}."vehicle_revisions" WHERE "vehicle_id" = $1 ORDER BY "id"`, [vehicleId]),
    ]);
    const out: TimelineEntry[] = events.map((e) => entry({ ...e, at: iso(e.at) }));
    for (const r of revisions) {
      out.push(entry({ kind: 'revision_submitted', at: iso(r.createdAt), actor: 'seller' }));
      if (r.decidedAt && (r.status === 'approved' || r.status === 'rejected' || r.status === 'withdrawn')) {
        const byModerator = r.status !== 'withdrawn';
        out.push(entry({
          kind: `revision_${r.status}`, at: iso(r.decidedAt), actor: byModerator ? 'moderator' : 'seller',
          actorEmail: byModerator && r.decidedBy?.includes('@') ? r.decidedBy : null, notes: r.reason,
        }));
      }
    }
    return out.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  }
}
