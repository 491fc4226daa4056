import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ADMIN_TRANSITIONS, EDITABLE_FIELDS, IDENTITY_HEADER, LISTING_STATUSES, PHOTO_ANGLES, changedFields, type InternalRevision, type Inquiry, type ListingStatus, type TimelineEntry, type Vehicle,
} from '@rl/contracts';
import { SeenTokens, verifyIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { FakeHttpServer, sendJson } from './fake-http-server.js';
import { vinWith } from './vins.js';

const LIVE: ListingStatus[] = ['pending', 'approved', 'sold'];

/**
 * An in-memory stand-in for the listings service's internal API (packages/contracts/src/internal-listings.ts),
 * with its compare-and-set semantics. Every request must carry a valid, single-use service identity.
 * Test controls: stop()/start() (connection refused), failNext (drop the connection), setStatusDelayMs,
 * landThenDrop (apply the change, then drop the connection: the caller never hears back).
 */
export class FakeListings extends FakeHttpServer {
  vehicles = new Map<number, Vehicle>();
  inquiries = new Map<number, Inquiry>();
  /** every request seen: method, path, identity subject */
  calls: { method: string; path: string; sub: string | null }[] = [];
  refusedIdentity = 0;
  setStatusDelayMs = 0;
  /** the next N requests matching `failWhere` get their connection dropped */
  failNext = 0;
  failWhere: (method: string, path: string) => boolean = () => true;
  /** the next N status changes are applied, then the connection is dropped */
  landThenDrop = 0;
  /** the bodies of status changes listings applied, per listing */
  applied = new Map<number, { status: ListingStatus; reason?: string | null }[]>();
  /** what GET /internal/vehicles/{id}/timeline answers for a listing (listings' own steps) */
  timelines = new Map<number, TimelineEntry[]>();
  /** sellers' revisions of live listings (revisions.ts), by id */
  revisions = new Map<number, InternalRevision>();
  private nextId = 1;
  private nextRevisionId = 1;
  private readonly seen = new SeenTokens();

  add(v: Partial<Vehicle> = {}): Vehicle {
    const id = v.id ?? this.nextId++;
    this.nextId = Math.max(this.nextId, id + 1);
    const vehicle = makeVehicle({ ...v, id });
    this.vehicles.set(id, vehicle);
    return vehicle;
  }

  addInquiry(i: Partial<Inquiry> & { vehicleId: number }): Inquiry {
    const id = i.id ?? this.inquiries.size + 1;
    const inquiry: Inquiry = {
      id, vehicleTitle: null, senderName: 'Bea Buyer', senderEmail: 'bea@example.com', senderPhone: null, subject: 'Question',
      message: 'Is it still available?', isFinancingInterest: false, isTradeInInterest: false, handled: false,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, id)).toISOString(), ...i,
    };
    this.inquiries.set(id, inquiry);
    return inquiry;
  }

  /** a pending revision of a listing: its editable fields with `patch` applied (a newer one withdraws the waiting one) */
  addRevision(vehicleId: number, patch: Partial<Vehicle>): InternalRevision {
    const v = this.vehicles.get(vehicleId)!;
    for (const r of this.revisions.values()) if (r.vehicleId === vehicleId && r.status === 'pending') this.revisions.set(r.id, { ...r, status: 'withdrawn' });
    const proposed = Object.fromEntries(EDITABLE_FIELDS.map((f) => [f, { ...v, ...patch }[f]])) as InternalRevision['proposed'];
    const id = this.nextRevisionId++;
    const revision: InternalRevision = {
      id, vehicleId, status: 'pending', changedFields: changedFields(v, proposed), proposed, baseUpdatedAt: v.updatedAt,
      createdAt: new Date(Date.UTC(2024, 1, 1, 0, 0, id)).toISOString(), decidedAt: null, decidedBy: null, reason: null,
    };
    this.revisions.set(id, revision);
    return revision;
  }

  status(id: number): ListingStatus | undefined {
    return this.vehicles.get(id)?.status;
  }

  setStatusCalls(): number {
    return this.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/status')).length;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const token = req.headers[IDENTITY_HEADER];
    const v = typeof token === 'string' ? verifyIdentity(token, TEST_IDENTITY_SECRET, { method, path: url.pathname }, this.seen) : null;
    this.calls.push({ method, path: url.pathname, sub: v?.ok ? v.claims.sub : null });
    if (!v?.ok || v.claims.role !== 'service') {
      this.refusedIdentity++;
      return sendJson(res, 403, { statusCode: 403, error: 'Forbidden', message: 'This endpoint is internal' });
    }
    if (this.failNext > 0 && this.failWhere(method, url.pathname)) {
      this.failNext--;
      req.socket.destroy();
      return;
    }
    try {
      await this.route(method, url, body, req, res);
    } catch (err) {
      sendJson(res, 500, { statusCode: 500, error: 'Internal Server Error', message: (err as Error).message });
    }
  }

  private async route(method: string, url: URL, body: unknown, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const p = url.pathname;
    const q = url.searchParams;
    let m: RegExpMatchArray | null;
    if (method === 'GET' && p === '/internal/vehicles') {
      const status = q.get('status') as ListingStatus | null;
      const page = Number(q.get('page') ?? 1);
      const limit = Number(q.get('limit') ?? 20);
      const order = q.get('order') ?? 'newest';
      let list = [...this.vehicles.values()].filter((v) => !status || v.status === status);
      list.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
      if (order === 'newest') list = list.reverse();
      return sendJson(res, 200, { vehicles: list.slice((page - 1) * limit, page * limit), total: list.length });
    }
    if (method === 'GET' && p === '/internal/vehicles/counts') {
      const all = [...this.vehicles.values()];
      const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, all.filter((v) => v.status === s).length]));
      return sendJson(res, 200, { total: all.length, ...counts });
    }
    if (method === 'GET' && p === '/internal/vehicles/price-stats') {
      const make = (q.get('make') ?? '').toLowerCase();
      const model = (q.get('model') ?? '').toLowerCase();
      const year = q.get('year') ? Number(q.get('year')) : null;
      const exclude = Number(q.get('excludeId') ?? 0);
      const prices = [...this.vehicles.values()]
        .filter((v) => v.id !== exclude && LIVE.includes(v.status) && v.make.toLowerCase() === make && v.model.toLowerCase() === model && (year === null || Math.abs(v.year - year) <= 1))
        .map((v) => Number(v.price)).sort((a, b) => a - b);
      return sendJson(res, 200, { count: prices.length, median: pct(prices, 0.5), p10: pct(prices, 0.1), p90: pct(prices, 0.9) });
    }
    if (method === 'GET' && (m = p.match(/^\/internal\/vehicles\/by-vin\/([^/]+)$/))) {
      const vin = decodeURIComponent(m[1]).toUpperCase();
      const exclude = Number(q.get('excludeId') ?? 0);
      return sendJson(res, 200, { vehicles: [...this.vehicles.values()].filter((v) => v.vin === vin && v.id !== exclude && LIVE.includes(v.status)) });
    }
    if (method === 'GET' && (m = p.match(/^\/internal\/vehicles\/(\d+)\/timeline$/))) {
      const id = Number(m[1]);
      return this.vehicles.has(id) ? sendJson(res, 200, { entries: this.timelines.get(id) ?? [] }) : notFound(res);
    }
    if (method === 'GET' && (m = p.match(/^\/internal\/vehicles\/(\d+)$/))) {
      const v = this.vehicles.get(Number(m[1]));
      return v ? sendJson(res, 200, v) : notFound(res);
    }
    if (method === 'POST' && (m = p.match(/^\/internal\/vehicles\/(\d+)\/status$/))) {
      const b = body as { status: ListingStatus; expectedStatus: ListingStatus; expectedUpdatedAt?: string; reason?: string | null };
      if (!b || !LISTING_STATUSES.includes(b.status) || !LISTING_STATUSES.includes(b.expectedStatus)) {
        return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'status and expectedStatus are required' });
      }
      if (this.setStatusDelayMs) await new Promise((r) => setTimeout(r, this.setStatusDelayMs));
      const v = this.vehicles.get(Number(m[1]));
      if (!v) return notFound(res);
      if (v.status !== b.expectedStatus) return sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: `The listing is ${v.status}, not ${b.expectedStatus}` });
      if (b.expectedUpdatedAt && Date.parse(b.expectedUpdatedAt) !== Date.parse(v.updatedAt)) {
        return sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: 'The listing was edited since' });
      }
      if (!ADMIN_TRANSITIONS[v.status].includes(b.status)) return sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: `Cannot move ${v.status} to ${b.status}` });
      if (b.status === 'needs_changes' && !b.reason) return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'Notes are required when requesting changes' });
      const notes = b.status === 'needs_changes' || b.status === 'rejected' ? b.reason ?? null : null;
      const updated = { ...v, status: b.status, updatedAt: new Date().toISOString(), moderationNotes: notes };
      this.vehicles.set(v.id, updated);
      this.applied.set(v.id, [...(this.applied.get(v.id) ?? []), { status: b.status, reason: b.reason }]);
      if (this.landThenDrop > 0) {
        this.landThenDrop--;
        req.socket.destroy();
        return;
      }
      return sendJson(res, 200, updated);
    }
    if (method === 'PATCH' && (m = p.match(/^\/internal\/vehicles\/(\d+)\/featured$/))) {
      const v = this.vehicles.get(Number(m[1]));
      const b = body as { isFeatured?: unknown };
      if (typeof b?.isFeatured !== 'boolean') return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'isFeatured must be true or false' });
      if (!v) return notFound(res);
      const updated = { ...v, isFeatured: b.isFeatured };
      this.vehicles.set(v.id, updated);
      return sendJson(res, 200, updated);
    }
    if (method === 'GET' && p === '/internal/revisions') {
      const page = Number(q.get('page') ?? 1);
      const limit = Number(q.get('limit') ?? 20);
      const list = [...this.revisions.values()].filter((r) => r.status === 'pending').sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
      return sendJson(res, 200, { revisions: list.slice((page - 1) * limit, page * limit).map((r) => ({ revision: r, vehicle: this.vehicles.get(r.vehicleId) })), total: list.length });
    }
    if (method === 'GET' && (m = p.match(/^\/internal\/revisions\/(\d+)$/))) {
      const r = this.revisions.get(Number(m[1]));
      return r ? sendJson(res, 200, { revision: r, vehicle: this.vehicles.get(r.vehicleId) }) : notFound(res, 'Revision not found');
    }
    if (method === 'POST' && (m = p.match(/^\/internal\/revisions\/(\d+)\/decision$/))) {
      const b = body as { outcome: 'approved' | 'rejected'; expectedUpdatedAt: string; reason?: string | null; decidedBy: string };
      if (this.setStatusDelayMs) await new Promise((r) => setTimeout(r, this.setStatusDelayMs));
      const r = this.revisions.get(Number(m[1]));
      if (!r) return notFound(res, 'Revision not found');
      const v = this.vehicles.get(r.vehicleId)!;
      if (r.status === b.outcome) return sendJson(res, 200, { revision: r, vehicle: v });
      if (r.status !== 'pending') return sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: r.status === 'withdrawn' ? 'The seller changed the listing again after this revision; review the newer changes' : `This revision was already ${r.status}` });
      if (Date.parse(b.expectedUpdatedAt) !== Date.parse(v.updatedAt)) return sendJson(res, 409, { statusCode: 409, error: 'Conflict', message: 'The listing changed after you reviewed it; reload and review the changes again' });
      const decided: InternalRevision = { ...r, status: b.outcome, decidedAt: new Date().toISOString(), decidedBy: b.decidedBy, reason: b.outcome === 'rejected' ? b.reason ?? null : null };
      this.revisions.set(r.id, decided);
      const vehicle = b.outcome === 'approved' ? { ...v, ...r.proposed, updatedAt: new Date().toISOString() } : v;
      this.vehicles.set(v.id, vehicle);
      if (this.landThenDrop > 0) {
        this.landThenDrop--;
        req.socket.destroy();
        return;
      }
      return sendJson(res, 200, { revision: decided, vehicle });
    }
    if (method === 'GET' && p === '/internal/inquiries') {
      const page = Number(q.get('page') ?? 1);
      const limit = Number(q.get('limit') ?? 20);
      const handled = q.get('handled');
      const list = [...this.inquiries.values()]
        .filter((i) => handled === null || String(i.handled) === handled)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return sendJson(res, 200, { inquiries: list.slice((page - 1) * limit, page * limit), total: list.length });
    }
    if (method === 'PATCH' && (m = p.match(/^\/internal\/inquiries\/(\d+)$/))) {
      const i = this.inquiries.get(Number(m[1]));
      const b = body as { handled?: unknown };
      if (typeof b?.handled !== 'boolean') return sendJson(res, 400, { statusCode: 400, error: 'Bad Request', message: 'handled must be true or false' });
      if (!i) return notFound(res, 'Inquiry not found');
      const updated = { ...i, handled: b.handled };
      this.inquiries.set(i.id, updated);
      return sendJson(res, 200, updated);
    }
    return notFound(res, `Cannot ${method} ${p}`);
  }
}

function makeVehicle(v: Partial<Vehicle> & { id: number }): Vehicle {
  const created = new Date(Date.UTC(2024, 0, 1, 0, 0, v.id)).toISOString();
  const images = v.images ?? Array.from({ length: 9 }, (_, i) => `/media/v${v.id}/${i}.jpg`);
  return {
    // each photo tagged with one angle of the photo guide, in its order
    photoAngles: Object.fromEntries(images.map((url, i) => [url, PHOTO_ANGLES[i] ?? 'Other'])),
    userId: 'seller-1', make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2016, mileage: 42000, price: '32000.00',
    condition: 'excellent', bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Black', interiorColor: 'Beige', description: 'One owner', features: ['Heated Seats'],
    images: Array.from({ length: 9 }, (_, i) => `/media/v${v.id}/${i}.jpg`), location: 'Austin, TX', zipCode: '78701',
    contactPhone: '512-555-0100', contactEmail: 'seller@example.com', contactFirstName: 'Sam', contactLastName: 'Seller',
    contactLocation: null, vin: vinWith('WBA8E9G5_GNT12345'), carfaxReportUrl: null, recentServices: [], status: 'pending',
    views: 0, isFeatured: false, createdAt: created, updatedAt: created, listedAt: null, expiresAt: null, soldAt: null,
    ...v,
  };
}

function pct(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const idx = (sorted.length - 1) * p;
  const lo = Math.floor(idx);
  const hi = Math.ceil(idx);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (idx - lo);
}

function notFound(res: ServerResponse, message = 'Vehicle not found'): void {
  sendJson(res, 404, { statusCode: 404, error: 'Not Found', message });
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  if (chunks.length === 0) return undefined;
  try { return JSON.parse(Buffer.concat(chunks).toString('utf8')); } catch { return undefined; }
}
