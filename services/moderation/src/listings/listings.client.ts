import { z } from 'zod';
import {
  InternalRevisionListSchema, InternalRevisionWithVehicleSchema, type InternalRevisionDecision, type InternalRevisionWithVehicle, INTERNAL_API,
} from '@rl/contracts';
import {
  CountsSchema, InquirySchema, InternalTimelineSchema, PriceStatsSchema, VehicleSchema, type Inquiry, type ListingStatus, type TimelineEntry, type Vehicle,
} from '@rl/contracts';
import { serviceFetch, type ServiceResponse } from '@rl/service-kit';

/** The listings service could not be reached, timed out, or answered 5xx / an auth error. Worth retrying. */
export class ListingsUnavailableError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'ListingsUnavailableError';
  }
}

/** The listings service answered a 4xx that retrying will not change (400, 404, 409, 422...). */
export class ListingsRefusedError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'ListingsRefusedError';
  }
}

// The contract's fields are required; extra fields listings may add are kept, not dropped.
const LooseVehicle = VehicleSchema.loose();
const LooseInquiry = InquirySchema.loose();
const VehicleListSchema = z.object({ vehicles: z.array(LooseVehicle), total: z.number().int() }).loose();
const ByVinSchema = z.object({ vehicles: z.array(LooseVehicle) }).loose();
const InquiryListSchema = z.object({ inquiries: z.array(LooseInquiry), total: z.number().int() }).loose();

export type DecideRevisionOutcome =
  | { kind: 'applied'; result: InternalRevisionWithVehicle } | { kind: 'conflict'; message: string } | { kind: 'not-found' };

export type SetStatusOutcome = { kind: 'applied'; vehicle: Vehicle } | { kind: 'conflict'; message: string } | { kind: 'not-found' };

export interface CallOptions {
  requestId?: string;
}

/** Statuses that mean "the call did not go through, try again later". */
const RETRYABLE = (status: number) => status >= 500 || status === 401 || status === 403 || status === 408 || status === 429;

/**
 * The listings service's internal API (packages/contracts/src/internal-listings.ts). Every call carries a
 * fresh service identity bound to its method and path.
 */
export class ListingsClient {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly baseUrl: string, secret: string, private readonly timeoutMs: number) {
    this.fetch = serviceFetch('moderation', secret);
  }

  /** the vehicle with every field, or null when listings does not know it */
  async getVehicle(id: number, opts: CallOptions = {}): Promise<Vehicle | null> {
    const res = await this.call('GET', INTERNAL_API.listings.vehicle(id), undefined, opts, [404]);
    if (res.status === 404) return null;
    return this.parse(LooseVehicle, res.body, 'vehicle');
  }

  async listVehicles(q: { status: ListingStatus; page: number; limit: number; order: 'oldest' | 'newest' }, opts: CallOptions = {}) {
    const qs = new URLSearchParams({ status: q.status, page: String(q.page), limit: String(q.limit), order: q.order });
    const res = await this.call('GET', `${INTERNAL_API.listings.vehicles}?${qs}`, undefined, opts);
    return this.parse(VehicleListSchema, res.body, 'vehicle list');
  }

  async counts(opts: CallOptions = {}) {
    const res = await this.call('GET', INTERNAL_API.listings.vehicleCounts, undefined, opts);
    return this.parse(CountsSchema, res.body, 'counts');
  }

  /** compare-and-set: applied only when the listing's current status is `expectedStatus` */
  async setStatus(
    id: number, status: ListingStatus, expected: { status: ListingStatus; updatedAt?: string | null }, opts: CallOptions & { reason?: string | null } = {},
  ): Promise<SetStatusOutcome> {
    const body = {
      status, expectedStatus: expected.status, ...(expected.updatedAt ? { expectedUpdatedAt: expected.updatedAt } : {}),
      ...(opts.reason ? { reason: opts.reason } : {}),
    };
    const res = await this.call('POST', INTERNAL_API.listings.vehicleStatus(id), body, opts, [404, 409]);
    if (res.status === 404) return { kind: 'not-found' };
    if (res.status === 409) return { kind: 'conflict', message: messageOf(res.body) ?? 'status changed' };
    return { kind: 'applied', vehicle: this.parse(LooseVehicle, res.body, 'vehicle') };
  }

  /** the steps listings records for a listing (seller, system, revisions), oldest first; null when unknown */
  async timeline(id: number, opts: CallOptions = {}): Promise<TimelineEntry[] | null> {
    const res = await this.call('GET', INTERNAL_API.listings.vehicleTimeline(id), undefined, opts, [404]);
    if (res.status === 404) return null;
    return this.parse(InternalTimelineSchema, res.body, 'timeline').entries;
  }

  /** other live listings carrying this VIN */
  async byVin(vin: string, excludeId: number, opts: CallOptions = {}): Promise<Vehicle[]> {
    const res = await this.call('GET', `${INTERNAL_API.listings.vehiclesByVin(vin)}?excludeId=${excludeId}`, undefined, opts);
    return this.parse(ByVinSchema, res.body, 'by-VIN list').vehicles;
  }

  async priceStats(q: { make: string; model: string; year: number; excludeId: number }, opts: CallOptions = {}) {
    const qs = new URLSearchParams({ make: q.make, model: q.model, year: String(q.year), excludeId: String(q.excludeId) });
    const res = await this.call('GET', `${INTERNAL_API.listings.vehiclePriceStats}?${qs}`, undefined, opts);
    return this.parse(PriceStatsSchema, res.body, 'price stats');
  }

  async inquiries(q: { page: number; limit: number; handled?: boolean }, opts: CallOptions = {}) {
    const qs = new URLSearchParams({ page: String(q.page), limit: String(q.limit) });
    if (q.handled !== undefined) qs.set('handled', String(q.handled));
    const res = await this.call('GET', `${INTERNAL_API.listings.inquiries}?${qs}`, undefined, opts);
    return this.parse(InquiryListSchema, res.body, 'inquiry list');
  }

  async setInquiryHandled(id: number, handled: boolean, opts: CallOptions = {}): Promise<Inquiry> {
    const res = await this.call('PATCH', INTERNAL_API.listings.inquiry(id), { handled }, opts);
    return this.parse(LooseInquiry, res.body, 'inquiry');
  }

  async setFeatured(id: number, isFeatured: boolean, opts: CallOptions = {}): Promise<Vehicle> {
    const res = await this.call('PATCH', INTERNAL_API.listings.vehicleFeatured(id), { isFeatured }, opts);
    return this.parse(LooseVehicle, res.body, 'vehicle');
  }

  /** a seller's revision and its live listing, or null when listings does not know it */
  async getRevision(id: number, opts: CallOptions = {}): Promise<InternalRevisionWithVehicle | null> {
    const res = await this.call('GET', INTERNAL_API.listings.revision(id), undefined, opts, [404]);
    if (res.status === 404) return null;
    return this.parse(InternalRevisionWithVehicleSchema, res.body, 'revision');
  }

  /** waiting revisions, oldest first, with their live listings */
  async pendingRevisions(q: { page: number; limit: number }, opts: CallOptions = {}) {
    const qs = new URLSearchParams({ page: String(q.page), limit: String(q.limit) });
    const res = await this.call('GET', `${INTERNAL_API.listings.revisions}?${qs}`, undefined, opts);
    return this.parse(InternalRevisionListSchema, res.body, 'revision list');
  }

  /** compare-and-set on the revision (still waiting) and on the live listing's updatedAt */
  async decideRevision(id: number, body: InternalRevisionDecision, opts: CallOptions = {}): Promise<DecideRevisionOutcome> {
    const res = await this.call('POST', INTERNAL_API.listings.revisionDecision(id), body, opts, [404, 409]);
    if (res.status === 404) return { kind: 'not-found' };
    if (res.status === 409) return { kind: 'conflict', message: messageOf(res.body) ?? 'the revision changed' };
    return { kind: 'applied', result: this.parse(InternalRevisionWithVehicleSchema, res.body, 'revision') };
  }

  /** Resolves for 2xx and for the listed statuses; throws Unavailable (retry) or Refused (4xx) otherwise. */
  private async call(method: string, path: string, body: unknown, opts: CallOptions, accept: number[] = []): Promise<{ status: number; body: unknown }> {
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.baseUrl, path, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        requestId: opts.requestId,
        timeoutMs: this.timeoutMs,
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      const why = e.name === 'TimeoutError' ? `timed out after ${this.timeoutMs} ms` : (e.cause?.code ?? e.message);
      throw new ListingsUnavailableError(`listings unreachable (${method} ${pathOnly(path)}: ${why})`);
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = undefined;
    if (text) {
      try { parsed = JSON.parse(text); } catch { parsed = undefined; }
    }
    if (res.ok || accept.includes(res.status)) {
      if (res.ok && parsed === undefined) throw new ListingsUnavailableError(`listings answered ${method} ${pathOnly(path)} without a JSON body`);
      return { status: res.status, body: parsed };
    }
    const message = messageOf(parsed) ?? `HTTP ${res.status}`;
    if (RETRYABLE(res.status)) throw new ListingsUnavailableError(`listings answered ${res.status} to ${method} ${pathOnly(path)}: ${message}`, res.status);
    throw new ListingsRefusedError(res.status, message);
  }

  private parse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
    const r = schema.safeParse(body);
    if (r.success) return r.data;
    const first = r.error.issues[0];
    throw new ListingsContractError(`listings answered a ${what} that does not match the contract (${first?.path.join('.') || 'body'}: ${first?.message})`);
  }
}

/** listings answered 2xx with a body that breaks the contract */
export class ListingsContractError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListingsContractError';
  }
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return undefined;
}

function pathOnly(p: string): string {
  const q = p.indexOf('?');
  return q === -1 ? p : p.slice(0, q);
}
