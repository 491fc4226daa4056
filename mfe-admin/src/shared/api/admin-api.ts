import {
  AdminVehicleListResponseSchema,
  API,
  InquiryListResponseSchema,
  InquirySchema,
  PendingListResponseSchema,
  TimelineSchema,
  StatsSchema,
  StatusUpdateResultSchema,
  VehicleSchema,
  type AdminVehicleListResponse,
  type Inquiry,
  type InquiryListResponse,
  type ListingStatus,
  type PendingListing,
  type QueueCheckFilter,
  type Timeline,
  type Stats,
  type StatusUpdate,
  type StatusUpdateResult,
  type Vehicle,
} from '@rl/contracts';
import { apiJson, apiRequest, getJson } from '@rl/web-kit';
import { checkedAnswer, parseAnswerText } from './checked-answer';

// Every answer is checked against its contracts schema: a malformed one becomes the screen's error state
// (with Try again), never a crash or nonsense on screen.

/** Page sizes of the admin lists. */
export const PENDING_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 10;
export const INQUIRY_PAGE_SIZE = 10;

/** The statuses with a paged list of their own (the pending queue has its own endpoint). */
export type ListedStatus = Exclude<ListingStatus, 'pending'>;

/**
 * Query keys: the first element is the endpoint, so one `invalidateQueries({ queryKey: [endpoint] })`
 * refreshes every page of a list.
 */
export const adminKeys = {
  stats: () => [API.adminStats] as const,
  pending: (page: number, checks: QueueCheckFilter = 'all') => [API.adminPending, { page, limit: PENDING_PAGE_SIZE, checks }] as const,
  list: (status: ListedStatus, page: number) => [API.adminVehicles, { status, page, limit: LIST_PAGE_SIZE }] as const,
  history: (vehicleId: number) => [API.adminHistory(vehicleId)] as const,
  timeline: (vehicleId: number) => [API.adminTimeline(vehicleId)] as const,
  inquiries: (page: number, unhandledOnly: boolean) =>
    [API.adminInquiries, { page, limit: INQUIRY_PAGE_SIZE, unhandledOnly }] as const,
};

const query = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** The cards show 0 for a count the server leaves out (spec §2); a count of the wrong type is malformed. */
const StatsAnswerSchema = StatsSchema.partial();

/** GET /api/admin/stats (`null` only if the server answered an empty body). */
export async function fetchStats(): Promise<Partial<Stats> | null> {
  const body = await getJson<unknown>(API.adminStats);
  return body === null ? null : checkedAnswer(StatsAnswerSchema, API.adminStats, body);
}

interface PendingPage {
  vehicles: PendingListing[];
  /** every pending listing, from `x-total-count` (the page's length when the header is missing) */
  total: number;
}

/** GET /api/admin/vehicles/pending: oldest first, the total in the `x-total-count` header. */
export async function fetchPending(page: number, checks: QueueCheckFilter = 'all'): Promise<PendingPage> {
  const res = await apiRequest('GET', `${API.adminPending}?${query({ page, limit: PENDING_PAGE_SIZE, checks: checks === 'all' ? undefined : checks })}`);
  const body = parseAnswerText(API.adminPending, await res.text());
  const vehicles: PendingListing[] = body === null ? [] : checkedAnswer(PendingListResponseSchema, API.adminPending, body);
  const header = res.headers.get('x-total-count');
  const total = header !== null && /^\d+$/.test(header) ? Number(header) : vehicles.length;
  return { vehicles, total };
}

/** GET /api/admin/vehicles?status=: newest first. */
export async function fetchListings(status: ListedStatus, page: number): Promise<AdminVehicleListResponse> {
  const body = await getJson<unknown>(`${API.adminVehicles}?${query({ status, page, limit: LIST_PAGE_SIZE })}`);
  return body === null ? { vehicles: [], total: 0, page, limit: LIST_PAGE_SIZE } : checkedAnswer(AdminVehicleListResponseSchema, API.adminVehicles, body);
}

/** GET /api/admin/vehicles/{id}/timeline: every step of the listing, oldest first. */
export async function fetchTimeline(vehicleId: number): Promise<Timeline> {
  const body = await getJson<unknown>(API.adminTimeline(vehicleId));
  return body === null ? { entries: [], incomplete: null } : checkedAnswer(TimelineSchema, API.adminTimeline(vehicleId), body);
}

/** GET /api/admin/inquiries: newest first; `unhandledOnly` asks for `handled=false`. */
export async function fetchInquiries(page: number, unhandledOnly: boolean): Promise<InquiryListResponse> {
  const url = `${API.adminInquiries}?${query({ page, limit: INQUIRY_PAGE_SIZE, handled: unhandledOnly ? false : undefined })}`;
  const body = await getJson<unknown>(url);
  return body === null ? { inquiries: [], total: 0, page, limit: INQUIRY_PAGE_SIZE } : checkedAnswer(InquiryListResponseSchema, API.adminInquiries, body);
}

export interface StatusChange {
  /** the listing as the admin saw it */
  vehicle: Pick<Vehicle, 'id' | 'status' | 'updatedAt'>;
  status: ListingStatus;
  reason?: string;
  /**
   * Refuse (409) if the seller edited the listing after it was loaded: used when approving or
   * rejecting a pending listing, whose content is what the admin reviewed.
   */
  sameVersion?: boolean;
}

export interface StatusChangeAnswer {
  httpStatus: number;
  result: StatusUpdateResult;
}

/**
 * PATCH /api/admin/vehicles/{id}/status. Sends the status the listing had on screen as
 * `expectedStatus`, so a decision taken on stale data (another admin was faster) answers 409.
 */
export async function changeStatus({ vehicle, status, reason, sameVersion }: StatusChange): Promise<StatusChangeAnswer> {
  const body: StatusUpdate = { status, expectedStatus: vehicle.status };
  if (sameVersion) body.expectedUpdatedAt = vehicle.updatedAt;
  const trimmed = reason?.trim();
  if (trimmed) body.reason = trimmed;
  const res = await apiRequest('PATCH', API.adminStatus(vehicle.id), body);
  const answer = parseAnswerText(API.adminStatus(vehicle.id), await res.text());
  return { httpStatus: res.status, result: checkedAnswer(StatusUpdateResultSchema, API.adminStatus(vehicle.id), answer) };
}

/** PATCH /api/admin/vehicles/{id}/featured -> the vehicle. */
export const setFeatured = async (vehicleId: number, isFeatured: boolean): Promise<Vehicle> =>
  checkedAnswer(VehicleSchema, API.adminFeatured(vehicleId), await apiJson<unknown>('PATCH', API.adminFeatured(vehicleId), { isFeatured }));

/** PATCH /api/admin/inquiries/{id} -> the inquiry. */
export const setInquiryHandled = async (inquiryId: number, handled: boolean): Promise<Inquiry> =>
  checkedAnswer(InquirySchema, API.adminInquiry(inquiryId), await apiJson<unknown>('PATCH', API.adminInquiry(inquiryId), { handled }));
