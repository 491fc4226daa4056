/**
 * The pages' session probe sends this header on GET /api/user: a visitor is then answered 204 (no content,
 * not an error status, so a signed-out page logs no failed request); without it a visitor gets the spec's 401.
 */
export const SESSION_PROBE_HEADER = 'x-session-probe';

/** Public API paths (spec §7). The gateway's routing table and every client use these. */
export const API = {
  user: '/api/user',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  vehiclesRecent: '/api/vehicles/recent',
  vehiclesFeatured: '/api/vehicles/featured',
  vehiclesSearch: '/api/vehicles/search',
  vehicle: (id: number | string) => `/api/vehicles/${id}`,
  vehicles: '/api/vehicles',
  /** public listings by id, in the order given, without counting views (saved vehicles) */
  vehiclesByIds: (ids: readonly number[]) => `/api/vehicles?ids=${ids.join(',')}`,
  userVehicles: '/api/user/vehicles',
  contact: '/api/contact',
  adminPending: '/api/admin/vehicles/pending',
  adminStats: '/api/admin/stats',
  adminStatus: (id: number | string) => `/api/admin/vehicles/${id}/status`,
  adminHistory: (id: number | string) => `/api/admin/vehicles/${id}/history`,
  /** every step of a listing: the seller's, the system's and the moderators' */
  adminTimeline: (id: number | string) => `/api/admin/vehicles/${id}/timeline`,
  featuresGenerate: '/api/vehicles/features/generate',
  specsGenerate: '/api/vehicles/specs/generate',
  vin: (vin: string) => `/api/vin/${encodeURIComponent(vin)}`,
  mediaImages: '/api/media/images',
  mediaImage: (id: string) => `/api/media/images/${id}`,
  /** the photo checks of several of the caller's photos together (near-duplicates among them) */
  mediaPhotoChecks: '/api/media/photo-checks',
  adminVehicles: '/api/admin/vehicles',
  adminFeatured: (id: number | string) => `/api/admin/vehicles/${id}/featured`,
  adminInquiries: '/api/admin/inquiries',
  adminInquiry: (id: number | string) => `/api/admin/inquiries/${id}`,
} as const;

/** Paths that are not part of the public API. */
export const INTERNAL = {
  /** auth: answers who the caller is, for the gateway's identity sub-request */
  identity: '/internal/identity',
  health: { live: '/health/live', ready: '/health/ready' },
} as const;
