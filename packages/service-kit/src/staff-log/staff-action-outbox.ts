import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { type Identity, type StaffActionRecord, INTERNAL_API } from '@rl/contracts';
import type { BaseEnv } from '../config.js';
import { HandOverOutbox } from '../outbox/hand-over-outbox.js';
import { LOGGER, SERVICE_ENV } from '../tokens.js';

/** What a service says about one staff action (the rest comes from the identity and the request). */
export interface StaffActionEntry {
  /** `area.verb`, lower-case: 'listing.status', 'offer.record', ... (contracts STAFF_ACTIONS lists the known ones) */
  action: string;
  /** what it was done to: 'listing', 'lead', 'user', 'offer', ... */
  objectType: string;
  objectId?: string | number | null;
  /** a short summary of the state before and after (a few fields, never whole records or personal data beyond need) */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** makes a retried request record once (default: a new random key, one row per call) */
  dedupeKey?: string;
}

/**
 * Staff actions handed to auth's staff action log (AUTH_URL, `POST /internal/staff-actions`) through the
 * `staff_action_outbox` table of the service's schema (migration `CreateStaffActionOutbox1733300000100`):
 * written in the same transaction as the action, so an action and its log entry commit together, and handed
 * over (with retries) by the outbox loop. See `recordStaffAction`.
 */
@Injectable()
export class StaffActionOutbox extends HandOverOutbox<StaffActionRecord> {
  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(SERVICE_ENV) private readonly env: BaseEnv & { AUTH_URL?: string },
    @Inject(LOGGER) logger: Logger,
  ) {
    super(db, {
      label: 'staff action', table: `"${env.DB_SCHEMA}"."staff_action_outbox"`, url: env.AUTH_URL,
      path: INTERNAL_API.auth.staffActions, serviceName: env.DB_SCHEMA, identitySecret: env.IDENTITY_SECRET,
    }, logger);
  }

  /**
   * The log entry of one staff action of `actor` (the verified identity of the request) during `req`: who, role,
   * what, on what, before/after, when, the client's address and the request id. Null for a caller who is not
   * staff (customers, services). For an action recorded now, `record`; for one that takes effect later (a
   * moderation decision applied by the outbox), keep it with the action and `add` it when it does.
   */
  entryFor(actor: Identity, req: (IncomingMessage & { ip?: string; id?: unknown }) | undefined, entry: StaffActionEntry): StaffActionRecord | null {
    if (!['admin', 'moderator', 'associate'].includes(actor.role)) return null;
    return {
      dedupeKey: entry.dedupeKey ?? `${this.env.DB_SCHEMA}-${randomUUID()}`,
      service: this.env.DB_SCHEMA.slice(0, 32),
      actorId: actor.userId,
      actorEmail: actor.email ?? null,
      actorRole: actor.role,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId === undefined || entry.objectId === null ? null : String(entry.objectId),
      before: entry.before ?? null,
      after: entry.after ?? null,
      address: req?.ip ?? null,
      requestId: req?.id === undefined || req.id === null ? null : String(req.id).slice(0, 100),
      occurredAt: new Date().toISOString(),
    };
  }

  /** Records one staff action (see `entryFor`). Pass the transaction's manager to commit it with the action. */
  async record(actor: Identity, req: (IncomingMessage & { ip?: string; id?: unknown }) | undefined, entry: StaffActionEntry, manager?: EntityManager): Promise<void> {
    const record = this.entryFor(actor, req, entry);
    if (!record) return;
    await this.add([record], manager);
    if (!manager) this.wake();
  }
}
