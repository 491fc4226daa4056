import { pathsOf, type PathsOf } from './path.js';

/**
 * The internal API per service: service-to-service paths (service identities only), never routed by the
 * gateway, and the listings service's page data (`/pages/...`), which only the gateway asks for. A
 * controller decorates with `INTERNAL_ROUTES.<service>.<name>`; a caller asks `INTERNAL_API.<service>.<name>`.
 */
export const INTERNAL_ROUTES = {
  auth: {
    /** answers who the caller is, for the gateway's identity sub-request */
    identity: '/internal/identity',
    /** GET: a user's contact details for mail (404 when the account is gone) */
    userContact: '/internal/users/:id/contact',
    /** GET: the members of staff (sales asks who the associates are) */
    staff: '/internal/staff',
    /** POST StaffActionRecord: services hand their staff actions to auth (service identities only) */
    staffActions: '/internal/staff-actions',
  },
  listings: {
    /** GET ?status=&page=&limit=&order=oldest|newest -> { vehicles: Vehicle[] (all fields), total } */
    vehicles: '/internal/vehicles',
    /** GET -> { total, pending, approved, rejected, sold } */
    vehicleCounts: '/internal/vehicles/counts',
    /** GET ?make=&model=&year=&excludeId= -> { count, median, p10, p90 } prices of comparable live listings */
    vehiclePriceStats: '/internal/vehicles/price-stats',
    /** GET [?excludeId=] -> { vehicles: Vehicle[] } other live (pending/approved/sold) listings with this VIN */
    vehiclesByVin: '/internal/vehicles/by-vin/:vin',
    /** GET -> Vehicle (all fields) | 404 */
    vehicle: '/internal/vehicles/:id',
    /** POST { status, expectedStatus, expectedUpdatedAt? } -> Vehicle; 409 when the current status is not expectedStatus */
    vehicleStatus: '/internal/vehicles/:id/status',
    /** PATCH { isFeatured } -> Vehicle | 404 */
    vehicleFeatured: '/internal/vehicles/:id/featured',
    /** GET -> { entries: TimelineEntry[] } the seller's and the system's steps and revision decisions, oldest first | 404 */
    vehicleTimeline: '/internal/vehicles/:id/timeline',
    /** GET ?page=&limit=&handled= -> { inquiries: Inquiry[], total }, newest first */
    inquiries: '/internal/inquiries',
    /** PATCH { handled } -> Inquiry */
    inquiry: '/internal/inquiries/:id',
    /** GET ?page=&limit= -> { revisions: { revision, vehicle }[], total }: pending revisions, oldest first (revisions.ts) */
    revisions: '/internal/revisions',
    /** GET -> { revision, vehicle } | 404 */
    revision: '/internal/revisions/:id',
    /** POST InternalRevisionDecision -> { revision, vehicle }; 409 when the revision no longer waits or the listing changed */
    revisionDecision: '/internal/revisions/:id/decision',
    /** POST InternalSalePending { pending } -> Vehicle; 409 when the listing is not approved (sales: an offer was accepted, or fell through) */
    vehicleSalePending: '/internal/vehicles/:id/sale-pending',
    /** POST InternalRecordSale { finalPrice, soldOn, showPrice } -> Vehicle; marks it sold, stores the sale price apart from identities; 409 when already sold or withdrawn */
    vehicleSale: '/internal/vehicles/:id/sale',
    /** POST PhotoUsageQuery -> PhotoUsage (photo-usage.ts) */
    photoUsage: '/internal/photos/usage',
    /** GET: the user's listings and the inquiries they sent (account export) */
    userData: '/internal/users/:id/data',
    /** POST {email}: takes the user's listings down and erases their personal data from inquiries (account deletion) */
    eraseUser: '/internal/users/:id/erase',
    /**
     * GET: 200 with the head tags in the `X-Page-Head` header (and as the body) and the page's first screen in
     * `X-Page-First-Screen` for an approved or sold listing, 404 otherwise (PAGE_DATA_HEADERS names the headers)
     */
    vehiclePageHead: '/pages/vehicles/:id',
    /** GET: the sitemap XML */
    sitemap: '/pages/sitemap.xml',
  },
  sales: {
    /** POST: listings hands its events to sales */
    events: '/internal/sales/events',
    /** GET: a user's conversations (account export) */
    userData: '/internal/sales/users/:id/data',
    /** POST: anonymises the user in every thread ("Deleted user"; account deletion) */
    eraseUser: '/internal/sales/users/:id/erase',
  },
  media: {
    /** GET ?urls=&urls= -> MediaOwnersResponse (media.ts) */
    owners: '/internal/media/owners',
    /** GET ?urls=&urls= -> PhotoChecksResponse: the photo checks of any photos (photo-checks.ts) */
    photoChecks: '/internal/media/photo-checks',
  },
  notifications: {
    /** POST NotificationRequest: other services hand it the events people are told about */
    send: '/internal/notifications',
  },
} as const;

type InternalRoutes = typeof INTERNAL_ROUTES;
export type InternalService = keyof InternalRoutes;

/** The internal paths for callers, by the same names: `INTERNAL_API.listings.vehicle(id)`. */
export const INTERNAL_API = Object.fromEntries(
  Object.entries(INTERNAL_ROUTES).map(([service, routes]) => [service, pathsOf(routes)]),
) as { readonly [S in InternalService]: PathsOf<InternalRoutes[S]> };

/** Every process's liveness and readiness answers (`{"status":"ok"}`), for launchers and probes. */
export const HEALTH = { live: '/health/live', ready: '/health/ready' } as const;
