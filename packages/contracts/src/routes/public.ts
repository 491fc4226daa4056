import { pathsOf } from './path.js';

/**
 * The public API (spec §7), per service: every path the gateway routes, as the server's route template.
 * A controller decorates with `ROUTES.<name>` (`@Get(ROUTES.adminStats)`); a client calls `API.<name>`, the
 * same name (`API.vehicle(id)`). The gateway's routing table is API_MOUNTS (mounts.ts).
 */
export const PUBLIC_ROUTES = {
  auth: {
    user: '/api/user',
    login: '/api/login',
    register: '/api/register',
    logout: '/api/logout',
    /** GET: the signed-in user (same object as /api/user); PATCH: change name */
    account: '/api/account',
    changeEmail: '/api/account/email',
    changePassword: '/api/account/password',
    verifyEmail: '/api/account/verify-email',
    resendVerification: '/api/account/verification',
    /** GET: a JSON download of everything the platform holds about the user */
    exportData: '/api/account/export',
    deleteAccount: '/api/account/delete',
    forgotPassword: '/api/password/forgot',
    resetPassword: '/api/password/reset',
    /** POST { password }: confirms it is still me, for the changes that need a recent sign-in */
    reauthenticate: '/api/account/reauthenticate',
    /** GET: where I am signed in; DELETE: sign out every session but this one */
    accountSessions: '/api/account/sessions',
    /** DELETE: sign out that session (not this one: that is /api/logout) */
    accountSession: '/api/account/sessions/:id',
    /** DELETE (admins): sign the user out everywhere */
    userSessions: '/api/users/:id/sessions',
    /** GET: every member of staff (active, invited, deactivated) */
    staffAccounts: '/api/staff',
    /** POST: invites a member of staff (a mail with a one-time link to set a password) */
    staffInvitations: '/api/staff/invitations',
    /** PATCH `{ role }`: changes the role */
    staffMember: '/api/staff/:id',
    /** POST: deactivates the account */
    staffDeactivate: '/api/staff/:id/deactivate',
    /** GET: the staff action log, newest first, filtered (admins) */
    staffLog: '/api/staff/log',
    /** GET: the same filter as JSON Lines, a download (admins) */
    staffLogExport: '/api/staff/log/export',
    /** POST { code } or { recoveryCode }: the second step of signing in */
    signInSecondFactor: '/api/login/second-factor',
    /** GET: my second factors */
    twoFactor: '/api/account/two-factor',
    /** POST: a new TOTP secret to scan (not active until confirmed with a code) */
    totpSetup: '/api/account/two-factor/totp/setup',
    /** POST { code }: turn the set-up secret on (replaces an older one); DELETE: turn TOTP off (not for staff) */
    totp: '/api/account/two-factor/totp',
    /** POST: ten new recovery codes (the old ones stop working) */
    recoveryCodes: '/api/account/two-factor/recovery-codes',
    /** POST: options for the browser to create a passkey (WebAuthn registration; a recent sign-in needed) */
    passkeyOptions: '/api/account/two-factor/passkeys/options',
    /** POST { name?, response }: keep the passkey the browser created; it signs in as a second factor from now on */
    passkeys: '/api/account/two-factor/passkeys',
    /** DELETE: remove one passkey */
    passkey: '/api/account/two-factor/passkeys/:id',
    /** POST: options for the browser to sign in with a passkey (after the password's 202) */
    signInPasskeyOptions: '/api/login/passkey/options',
    /** POST: options for the browser to confirm a signed-in user with a passkey (POST /api/account/reauthenticate `{ password, passkey }`) */
    reauthenticatePasskeyOptions: '/api/account/reauthenticate/passkey/options',
  },
  listings: {
    vehicles: '/api/vehicles',
    vehiclesRecent: '/api/vehicles/recent',
    vehiclesFeatured: '/api/vehicles/featured',
    vehiclesSearch: '/api/vehicles/search',
    /** GET ?make=&model=&page=&limit= -> SoldResults, newest sale first */
    vehiclesSold: '/api/vehicles/sold',
    /** POST ValuationRequest -> Valuation */
    valuations: '/api/valuations',
    vehicle: '/api/vehicles/:id',
    userVehicles: '/api/user/vehicles',
    contact: '/api/contact',
    /** POST: expired -> approved, or an approved listing confirmed still available (owner only) */
    renewListing: '/api/vehicles/:id/renew',
    /** POST: approved or expired -> sold (owner only) */
    markSold: '/api/vehicles/:id/sold',
    /** GET -> ListingPerformance (the owner only) */
    vehiclePerformance: '/api/vehicles/:id/performance',
    /** POST { token }: the reminder mail's "Still available" link, no sign-in needed */
    stillAvailable: '/api/vehicles/still-available',
    savedSearches: '/api/saved-searches',
    savedSearch: '/api/saved-searches/:id',
    savedVehicles: '/api/saved-vehicles',
    savedVehiclesMerge: '/api/saved-vehicles/merge',
    savedVehicle: '/api/saved-vehicles/:id',
    /** public: the unsubscribe page posts `{ token }`; mail providers post one-click with `?token=` */
    alertsUnsubscribe: '/api/alerts/unsubscribe',
    /** GET -> SellerSummarySetting; PUT SellerSummarySetting (signed in): the weekly summary mail on or off */
    sellerSummaryMail: '/api/alerts/seller-summary',
  },
  moderation: {
    adminStats: '/api/admin/stats',
    adminPending: '/api/admin/vehicles/pending',
    adminVehicles: '/api/admin/vehicles',
    adminStatus: '/api/admin/vehicles/:id/status',
    adminFeatured: '/api/admin/vehicles/:id/featured',
    adminHistory: '/api/admin/vehicles/:id/history',
    /** every step of a listing: the seller's, the system's and the moderators' */
    adminTimeline: '/api/admin/vehicles/:id/timeline',
    adminInquiries: '/api/admin/inquiries',
    adminInquiry: '/api/admin/inquiries/:id',
    adminRevisions: '/api/admin/revisions',
    adminRevisionApprove: '/api/admin/revisions/:id/approve',
    adminRevisionReject: '/api/admin/revisions/:id/reject',
  },
  media: {
    mediaImages: '/api/media/images',
    mediaImage: '/api/media/images/:id',
    /** the photo checks of several of the caller's photos together (near-duplicates among them) */
    mediaPhotoChecks: '/api/media/photo-checks',
  },
  enrichment: {
    featuresGenerate: '/api/vehicles/features/generate',
    specsGenerate: '/api/vehicles/specs/generate',
    vin: '/api/vin/:vin',
    /** GET: `{ makes: string[] }` (names go in query parameters: they contain spaces, slashes and dots) */
    catalogMakes: '/api/catalog/makes',
    /** GET ?make=: `{ make, models: string[] }` */
    catalogModels: '/api/catalog/models',
    /** GET ?make=&model=: `{ make, model, trims: string[] }` */
    catalogTrims: '/api/catalog/trims',
  },
  sales: {
    /** GET: the desk's leads, filtered (associates and admins) */
    deskLeads: '/api/desk/leads',
    /** GET: one lead with its whole thread */
    deskLead: '/api/desk/leads/:id',
    /** POST: the associate's answer (mailed to the buyer) */
    deskLeadMessages: '/api/desk/leads/:id/messages',
    /** GET: the signed-in buyer's conversations */
    myMessages: '/api/messages',
    /** GET: the header's unread count: the caller's conversations with unread answers (and, on the desk, leads awaiting their answer) */
    unread: '/api/messages/unread',
    /** GET: one of them with its thread; POST: the buyer's answer */
    myThread: '/api/messages/:id',
    /**
     * GET `?token=`: a thread opened by the signed link of a mail (no account needed); POST `{ token, body }`:
     * the buyer's answer. The token travels in the query or the body, never the path: paths are logged.
     */
    conversation: '/api/conversations',
    /** server-sent events (`lead`: `{ leadId }`) for the desk, the signed-in buyer and one signed link (`?token=`) */
    deskEvents: '/api/desk/events',
    myEvents: '/api/messages/events',
    conversationEvents: '/api/conversations/events',
    /** GET: the associate of each of the signed-in seller's live listings ("Your associate") */
    sellerAssociates: '/api/seller/associates',
    /** POST ScheduleViewing -> Viewing (201); GET -> LeadViewings (every viewing of the lead, cancelled ones too, soonest first) */
    deskLeadViewings: '/api/desk/leads/:id/viewings',
    /** GET ?range=today|week -> DeskViewings (the desk's panel) */
    deskViewings: '/api/desk/viewings',
    /** PATCH UpdateViewing -> Viewing (a new time, place, inspector or invitees; mailed again) */
    deskViewing: '/api/desk/viewings/:id',
    /** POST CancelViewing -> Viewing (cancelled; mailed with METHOD:CANCEL) */
    deskViewingCancel: '/api/desk/viewings/:id/cancel',
    /** GET: who works the desk (associates with their open leads) and how many listings wait unassigned */
    deskAssignments: '/api/desk/assignments',
    /** POST `{ body }`: a staff-only note on a lead (never shown to the buyer or the seller) */
    deskLeadNotes: '/api/desk/leads/:id/notes',
    /** POST: the caller takes the lead (unassigned, overdue, or an admin's choice) */
    deskLeadTake: '/api/desk/leads/:id/take',
    /** GET: the associate's thread with the listing's seller; POST `{ body }`: a message to the seller (mailed) */
    deskSellerThread: '/api/desk/listings/:id/seller-thread',
    /** GET: the signed-in seller's threads with the associates of their listings */
    sellerThreads: '/api/seller/threads',
    /** POST `{ body }`: the seller's answer in one listing's thread */
    sellerThread: '/api/seller/threads/:id',
    /** POST `{ associateId }`: an admin gives one lead to another associate */
    deskLeadAssociate: '/api/desk/leads/:id/associate',
    /** POST `{ associateId }`: an admin gives a listing (and its open leads) to another associate */
    deskListingAssociate: '/api/desk/listings/:id/associate',
    /** GET ?filter=all|mine: the desk board, open leads by stage with days in stage and the stale mark */
    deskBoard: '/api/desk/board',
    /** POST StageMove: a move by hand (the transition table; 409 with the reason otherwise) */
    deskLeadStage: '/api/desk/leads/:id/stage',
    /** GET: the lead's offers and timeline; POST NewOffer: the associate records a buyer's offer (the seller is mailed) */
    deskLeadOffers: '/api/desk/leads/:id/offers',
    /** POST DeskOfferAction: decline below the seller's minimum, the buyer accepts the seller's counter, the buyer withdraws */
    deskOfferAction: '/api/desk/offers/:id/action',
    /** POST NewDeposit: the deposit (no payment processing) */
    deskLeadDeposit: '/api/desk/leads/:id/deposit',
    /** POST NewSale: the sale (needs an accepted offer); the listing becomes sold */
    deskLeadSale: '/api/desk/leads/:id/sale',
    /** GET: the signed-in seller's offers per listing, with their private minimum price */
    sellerOffers: '/api/seller/offers',
    /** POST SellerOfferAnswer: the seller's answer from the dashboard (own listings only) */
    sellerOfferAnswer: '/api/seller/offers/:id/answer',
    /** POST MinimumPrice: the seller's private minimum price of one listing (seen by associates only) */
    sellerMinimumPrice: '/api/seller/listings/:id/minimum-price',
    /** GET ?token=: the offer a mail's signed link names; POST { token, answer, counterAmount? }: the seller's answer */
    offerLink: '/api/offer-answers',
    /** POST { token } (the lead's conversation token): no more suggestions of similar cars to that buyer's address */
    stopSuggestions: '/api/conversations/stop-suggestions',
    /** GET ?weeks=1..12: the team's figures per week and per associate, from the maintained aggregates (admins only) */
    deskTeam: '/api/desk/team',
    /** GET: per listing of the signed-in seller: the associate, inquiries, viewings, offers (amount, status) and a timeline; never a buyer */
    sellerPipeline: '/api/seller/pipeline',
  },
} as const;

export type PublicService = keyof typeof PUBLIC_ROUTES;
type Flat<T> = { [S in keyof T]: T[S] }[keyof T];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AllRoutes = UnionToIntersection<Flat<typeof PUBLIC_ROUTES>>;

/** Every public route template by name (the names are unique across services; the contracts test checks it). */
export const ROUTES = Object.assign({}, ...Object.values(PUBLIC_ROUTES)) as { readonly [K in keyof AllRoutes]: AllRoutes[K] & string };

/** Every public path by the same name, for clients: `API.vehicle(id)`, `API.login`. */
export const API = {
  ...pathsOf(ROUTES),
  /** public listings by id, in the order given, without counting views (saved vehicles) */
  vehiclesByIds: (ids: readonly number[]) => `${ROUTES.vehicles}?ids=${ids.join(',')}`,
};

/** Which service answers a public route. */
export const serviceOfRoute = (name: keyof typeof ROUTES): PublicService =>
  (Object.keys(PUBLIC_ROUTES) as PublicService[]).find((s) => name in PUBLIC_ROUTES[s])!;
