import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Request } from 'express';
import type {
  CancelViewing, DeskViewings, Identity, LeadViewings, NotificationRequest, ScheduleViewing, UpdateViewing, Viewing, ViewingRange,
} from '@rl/contracts';
import { apiError, NotificationOutbox, StaffActionOutbox, ValidationFailed } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { LeadsStore } from '../leads/leads.store.js';
import { StaffDirectory } from '../staff/staff-directory.js';
import { SALES_ENV } from '../tokens.js';
import { addDays, describeWhen, weekStart, zonedDate, zonedInstant } from './team-time.js';
import { viewingCalendar, type CalendarViewing } from './viewing-calendar.js';

/** A viewing with what the desk and the mails need of its lead. */
interface ViewingRow {
  id: string;
  leadId: string;
  kind: 'viewing' | 'inspection';
  status: 'scheduled' | 'cancelled';
  startsAt: Date | string;
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  place: string | null;
  inspector: string | null;
  inviteSeller: boolean;
  note: string | null;
  uid: string;
  sequence: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  vehicle: { id: number; title: string; price: number | null } | null;
  buyerName: string;
  buyerEmail: string;
  buyerUserId: string | null;
  associateId: string | null;
  sellerUserId: string | null;
}

type Action = 'scheduled' | 'updated' | 'cancelled';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toViewing(r: ViewingRow): Viewing {
  return {
    id: Number(r.id), leadId: Number(r.leadId), kind: r.kind, status: r.status, startsAt: iso(r.startsAt), date: r.date, time: r.time,
    timeZone: r.timeZone, durationMinutes: r.durationMinutes, place: r.place, inspector: r.inspector, inviteSeller: r.inviteSeller,
    note: r.note, uid: r.uid, sequence: r.sequence, vehicle: r.vehicle ? { id: r.vehicle.id, title: r.vehicle.title } : null,
    buyerName: r.buyerName, associateId: r.associateId, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
  };
}

/** Desk staff may act on a lead that is theirs or unassigned; admins on any. */
function mayHandle(who: Identity, associateId: string | null): boolean {
  return who.role === 'admin' || associateId === null || associateId === who.userId;
}
/** What the staff action log keeps of a viewing: when, what and where, never the buyer's details. */
function summary(r: ViewingRow): Record<string, unknown> {
  return {
    leadId: Number(r.leadId), kind: r.kind, status: r.status, date: r.date, time: r.time, timeZone: r.timeZone,
    durationMinutes: r.durationMinutes, place: r.place, inspector: r.inspector, inviteSeller: r.inviteSeller, sequence: r.sequence,
  };
}
const sellerUnknown = () => new ValidationFailed([{ field: 'inviteSeller', message: 'The seller of this car is not known to the desk' }]);
const notYours = () => apiError(403, "Only the lead's associate or an admin can arrange its viewings");

/**
 * Viewings and inspections (issue 25, point 4). Every write and the invitations it mails are one transaction
 * (the mails are rows of the notification outbox, handed to notifications after the commit), so a viewing's
 * SEQUENCE and the invitations' SEQUENCE never disagree; the row is locked while it changes, so two changes at
 * once are two steps of the sequence, never the same number twice. Each step's staff action log entry
 * (`viewing.schedule`, `viewing.update`, `viewing.cancel`: the viewing before and after) is in that transaction too.
 */
@Injectable()
export class ViewingsService {
  private readonly s: string;

  constructor(
    private readonly leads: LeadsStore,
    private readonly staff: StaffDirectory,
    private readonly outbox: NotificationOutbox,
    private readonly staffLog: StaffActionOutbox,
    @Inject(SALES_ENV) private readonly env: SalesEnv,
  ) {
    this.s = `"${env.DB_SCHEMA}"`;
  }

  private columns = () => `w."id", w."lead_id" AS "leadId", w."kind", w."status", w."starts_at" AS "startsAt",
    to_char(w."local_date", 'YYYY-MM-DD') AS "date", w."local_time" AS "time", w."time_zone" AS "timeZone",
    w."duration_minutes" AS "durationMinutes", w."place", w."inspector", w."invite_seller" AS "inviteSeller", w."note", w."uid",
    w."sequence", w."created_at" AS "createdAt", w."updated_at" AS "updatedAt", l."vehicle", l."buyer_name" AS "buyerName",
    l."buyer_email" AS "buyerEmail", l."buyer_user_id" AS "buyerUserId", l."associate_id" AS "associateId",
    li."seller_user_id" AS "sellerUserId"`;

  private from = () => `${this.s}."viewings" w JOIN ${this.s}."leads" l ON l."id" = w."lead_id"
    LEFT JOIN ${this.s}."listings" li ON li."listing_id" = l."listing_id"`;

  private async row(id: number, m: EntityManager, lock = false): Promise<ViewingRow | null> {
    const rows: ViewingRow[] = await m.query(
      `SELECT ${this.columns()} FROM ${this.from()} WHERE w."id" = $1${lock ? ' FOR UPDATE OF w' : ''}`, [id],
    );
    return rows[0] ?? null;
  }

  /** The instant of the day and time; 400 naming `date` when it has passed. */
  private startOf(date: string, time: string): Date {
    const at = zonedInstant(date, time, this.env.TEAM_TIME_ZONE);
    if (at.getTime() <= Date.now()) throw new ValidationFailed([{ field: 'date', message: 'date and time must be in the future' }]);
    return at;
  }

  async schedule(leadId: number, body: ScheduleViewing, who: Identity, req?: Request): Promise<Viewing> {
    const lead = await this.leads.find(leadId);
    if (!lead) throw apiError(404, 'Lead not found');
    if (!mayHandle(who, lead.associateId)) throw notYours();
    const startsAt = this.startOf(body.date, body.time);
    const associateName = (await this.staff.nameOf(who.userId)) ?? 'The sales team';
    const created = await this.leads.db.transaction(async (m) => {
      if (body.inviteSeller) await this.sellerOr400(lead.listingId, m);
      const [{ id }] = await m.query(
        `INSERT INTO ${this.s}."viewings" ("lead_id", "kind", "starts_at", "local_date", "local_time", "time_zone", "duration_minutes",
           "place", "inspector", "invite_seller", "note", "uid", "created_by", "updated_by")
         VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING "id"`,
        [leadId, body.kind, startsAt, body.date, body.time, this.env.TEAM_TIME_ZONE, body.durationMinutes ?? 60, body.place,
          body.kind === 'inspection' ? body.inspector : null, body.inviteSeller ?? false, body.note,
          `viewing-${randomUUID()}@${this.env.MAIL_DOMAIN ?? 'remotelistings.example'}`, who.userId],
      );
      const row = (await this.row(Number(id), m))!;
      await this.outbox.add(this.mails(row, associateName, { buyer: 'scheduled', seller: row.inviteSeller ? 'scheduled' : null }, null), m);
      await this.staffLog.record(who, req, { action: 'viewing.schedule', objectType: 'viewing', objectId: row.id, before: null, after: summary(row) }, m);
      return row;
    });
    this.outbox.wake();
    this.staffLog.wake();
    return toViewing(created);
  }

  async change(id: number, body: UpdateViewing, who: Identity, req?: Request): Promise<Viewing> {
    const associateName = (await this.staff.nameOf(who.userId)) ?? 'The sales team';
    const { row, mailed } = await this.leads.db.transaction(async (m) => {
      const before = await this.row(id, m, true);
      if (!before) throw apiError(404, 'Viewing not found');
      if (!mayHandle(who, before.associateId)) throw notYours();
      if (before.status === 'cancelled') throw apiError(409, 'This viewing is cancelled: schedule a new one');
      const next = {
        kind: body.kind ?? before.kind,
        date: body.date ?? before.date,
        time: body.time ?? before.time,
        durationMinutes: body.durationMinutes ?? before.durationMinutes,
        place: body.place === undefined ? before.place : body.place,
        inspector: body.inspector === undefined ? before.inspector : body.inspector,
        inviteSeller: body.inviteSeller ?? before.inviteSeller,
        note: body.note === undefined ? before.note : body.note,
      };
      if (next.kind === 'inspection' && !next.inspector) throw new ValidationFailed([{ field: 'inspector', message: 'inspector is required for an inspection' }]);
      if (next.kind === 'viewing' && !next.place) throw new ValidationFailed([{ field: 'place', message: 'place is required for a viewing' }]);
      if (next.kind === 'viewing') next.inspector = null;
      const moved = next.date !== before.date || next.time !== before.time;
      const startsAt = moved ? this.startOf(next.date, next.time) : new Date(before.startsAt);
      if (next.inviteSeller && !before.sellerUserId) throw sellerUnknown();
      const same = !moved && (['kind', 'durationMinutes', 'place', 'inspector', 'inviteSeller', 'note'] as const).every((k) => next[k] === before[k]);
      if (same) return { row: before, mailed: false };
      await m.query(
        `UPDATE ${this.s}."viewings" SET "kind" = $2, "starts_at" = $3, "local_date" = $4::date, "local_time" = $5, "duration_minutes" = $6,
           "place" = $7, "inspector" = $8, "invite_seller" = $9, "note" = $10, "sequence" = "sequence" + 1, "updated_by" = $11, "updated_at" = now()
         WHERE "id" = $1`,
        [id, next.kind, startsAt, next.date, next.time, next.durationMinutes, next.place, next.inspector, next.inviteSeller, next.note, who.userId],
      );
      const after = (await this.row(id, m))!;
      const seller: Action | null = after.inviteSeller ? (before.inviteSeller ? 'updated' : 'scheduled') : before.inviteSeller ? 'cancelled' : null;
      await this.outbox.add(this.mails(after, associateName, { buyer: 'updated', seller }, null), m);
      await this.staffLog.record(who, req, { action: 'viewing.update', objectType: 'viewing', objectId: id, before: summary(before), after: summary(after) }, m);
      return { row: after, mailed: true };
    });
    if (mailed) {
      this.outbox.wake();
      this.staffLog.wake();
    }
    return toViewing(row);
  }

  async cancel(id: number, body: CancelViewing, who: Identity, req?: Request): Promise<Viewing> {
    const associateName = (await this.staff.nameOf(who.userId)) ?? 'The sales team';
    const row = await this.leads.db.transaction(async (m) => {
      const before = await this.row(id, m, true);
      if (!before) throw apiError(404, 'Viewing not found');
      if (!mayHandle(who, before.associateId)) throw notYours();
      if (before.status === 'cancelled') throw apiError(409, 'This viewing is already cancelled');
      await m.query(
        `UPDATE ${this.s}."viewings" SET "status" = 'cancelled', "sequence" = "sequence" + 1, "updated_by" = $2, "updated_at" = now() WHERE "id" = $1`,
        [id, who.userId],
      );
      const after = (await this.row(id, m))!;
      await this.outbox.add(this.mails(after, associateName, { buyer: 'cancelled', seller: after.inviteSeller ? 'cancelled' : null }, body.reason), m);
      await this.staffLog.record(who, req, {
        action: 'viewing.cancel', objectType: 'viewing', objectId: id, before: summary(before), after: { ...summary(after), reason: body.reason ?? null },
      }, m);
      return after;
    });
    this.outbox.wake();
    this.staffLog.wake();
    return toViewing(row);
  }

  /** Today's or this week's (Monday to Sunday) scheduled viewings, soonest first: an associate's own leads' and unassigned ones; every one for admins. */
  async desk(range: ViewingRange, who: Identity): Promise<DeskViewings> {
    const tz = this.env.TEAM_TIME_ZONE;
    const now = new Date();
    const from = range === 'today' ? zonedDate(now, tz) : weekStart(now, tz);
    const to = range === 'today' ? from : addDays(from, 6);
    const rows: ViewingRow[] = await this.leads.db.query(
      `SELECT ${this.columns()} FROM ${this.from()}
       WHERE w."status" = 'scheduled' AND w."starts_at" >= $1 AND w."starts_at" < $2
         AND ($3::text IS NULL OR l."associate_id" = $3 OR l."associate_id" IS NULL)
       ORDER BY w."starts_at", w."id" LIMIT 500`,
      [zonedInstant(from, '00:00', tz), zonedInstant(addDays(to, 1), '00:00', tz), who.role === 'admin' ? null : who.userId],
    );
    return { range, timeZone: tz, from, to, viewings: rows.map(toViewing) };
  }

  /** Every viewing of a lead (cancelled ones too), by time; 404 for no such lead. Any desk staff may read them, as the lead itself. */
  async ofLead(leadId: number): Promise<LeadViewings> {
    if (!(await this.leads.find(leadId))) throw apiError(404, 'Lead not found');
    const rows: ViewingRow[] = await this.leads.db.query(
      `SELECT ${this.columns()} FROM ${this.from()} WHERE w."lead_id" = $1 ORDER BY w."starts_at", w."id" LIMIT 200`, [leadId],
    );
    return { viewings: rows.map(toViewing) };
  }

  /** The seller of the lead's listing, or a 400 naming `inviteSeller` when the desk does not know who it is. */
  private async sellerOr400(listingId: number | null, m: EntityManager): Promise<string> {
    const rows: { seller: string }[] = listingId === null ? [] : await m.query(
      `SELECT "seller_user_id" AS "seller" FROM ${this.s}."listings" WHERE "listing_id" = $1`, [listingId],
    );
    if (!rows[0]) throw sellerUnknown();
    return rows[0].seller;
  }

  /** The invitations of one step: to the buyer, and to the seller when invited (or uninvited: a cancellation). */
  private mails(r: ViewingRow, associateName: string, to: { buyer: Action; seller: Action | null }, reason: string | null): NotificationRequest[] {
    const cal: CalendarViewing = {
      uid: r.uid, sequence: r.sequence, kind: r.kind, startsAt: new Date(r.startsAt), durationMinutes: r.durationMinutes,
      place: r.place, inspector: r.inspector, note: r.note, vehicle: r.vehicle ? { id: r.vehicle.id, title: r.vehicle.title } : null,
      associateName,
    };
    const base = {
      kind: 'viewing-invitation' as const, leadId: Number(r.leadId), viewingId: Number(r.id), viewingKind: r.kind,
      vehicle: r.vehicle ? { id: r.vehicle.id, title: r.vehicle.title.slice(0, 200), price: r.vehicle.price } : null,
      when: describeWhen(new Date(r.startsAt), r.timeZone).slice(0, 200), durationMinutes: r.durationMinutes, place: r.place,
      inspector: r.inspector, associateName: associateName.slice(0, 200), note: r.note, reason,
    };
    const method = (a: Action) => (a === 'cancelled' ? 'CANCEL' : 'REQUEST');
    const out: NotificationRequest[] = [{
      dedupeKey: `viewing-${r.id}-${r.sequence}-buyer`,
      to: r.buyerUserId ? { userId: r.buyerUserId } : { email: r.buyerEmail, name: r.buyerName.slice(0, 200) },
      event: { ...base, action: to.buyer, role: 'buyer', calendar: viewingCalendar(cal, { name: r.buyerName, email: r.buyerEmail }, method(to.buyer), null) },
    }];
    if (to.seller && r.sellerUserId) {
      // the seller's own invitation: the same event (UID and SEQUENCE), without the buyer's name or address
      out.push({
        dedupeKey: `viewing-${r.id}-${r.sequence}-seller`,
        to: { userId: r.sellerUserId },
        event: { ...base, action: to.seller, role: 'seller', calendar: viewingCalendar(cal, null, method(to.seller), null) },
      });
    }
    return out;
  }
}
