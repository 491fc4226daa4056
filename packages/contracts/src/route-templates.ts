import { ACCOUNT_API, LISTINGS_USER_DATA, USERS_API } from './account.js';
import { API, INTERNAL } from './api-paths.js';
import { ENRICHMENT_API } from './enrichment.js';
import { INTERNAL_LISTINGS } from './internal-listings.js';
import { FRESHNESS_API } from './listing-freshness.js';
import { REVISIONS_API } from './revisions.js';
import { AUTH_INTERNAL } from './notifications.js';
import { LISTINGS_PAGES } from './site-pages.js';
import { INTERNAL_PHOTOS } from './photo-usage.js';
import { SAVED_API } from './saved-searches-values.js';
import { SALE_RESULTS_API } from './sale-results.js';
import { AUTH_STAFF_INTERNAL, SALES_API, SALES_INTERNAL } from './sales.js';
import { PIPELINE_API } from './offers.js';
import { TEAM_VIEW_API } from './team-view.js';
import { STAFF_API } from './staff-management.js';
import { VIEWINGS_API } from './viewings.js';
import { STAFF_LOG_API, STAFF_LOG_INTERNAL } from './staff-log.js';
import { TWO_FACTOR_API } from './two-factor.js';
import { VALUATIONS_API } from './valuations.js';
import { PERFORMANCE_API } from './listing-performance.js';

const PLACEHOLDER = 'rl-route-param';
/** The template of a path builder that encodes its argument: `/x/${encode(id)}/y` -> `/x/:id/y`. */
const template = (build: (value: string) => string, name: string) => build(PLACEHOLDER).replace(PLACEHOLDER, `:${name}`);

/**
 * The public API paths as server route templates (`:name` where a path has a parameter), made from the
 * very paths the clients call, so a controller and its callers cannot disagree. A controller decorates
 * with them: `@Controller()` and `@Get(ROUTES.adminStats)`.
 */
export const ROUTES = {
  user: API.user,
  login: API.login,
  register: API.register,
  logout: API.logout,
  account: ACCOUNT_API.account,
  changeEmail: ACCOUNT_API.changeEmail,
  changePassword: ACCOUNT_API.changePassword,
  verifyEmail: ACCOUNT_API.verifyEmail,
  resendVerification: ACCOUNT_API.resendVerification,
  exportData: ACCOUNT_API.exportData,
  deleteAccount: ACCOUNT_API.deleteAccount,
  forgotPassword: ACCOUNT_API.forgotPassword,
  resetPassword: ACCOUNT_API.resetPassword,
  reauthenticate: ACCOUNT_API.reauthenticate,
  accountSessions: ACCOUNT_API.sessions,
  accountSession: template(ACCOUNT_API.session, 'id'),
  userSessions: template(USERS_API.sessions, 'id'),
  adminStats: API.adminStats,
  adminPending: API.adminPending,
  adminVehicles: API.adminVehicles,
  adminStatus: API.adminStatus(':id'),
  adminFeatured: API.adminFeatured(':id'),
  adminHistory: API.adminHistory(':id'),
  adminTimeline: API.adminTimeline(':id'),
  adminInquiries: API.adminInquiries,
  adminInquiry: API.adminInquiry(':id'),
  adminRevisions: REVISIONS_API.pending,
  adminRevisionApprove: REVISIONS_API.approve(':id'),
  adminRevisionReject: REVISIONS_API.reject(':id'),
  mediaImages: API.mediaImages,
  mediaImage: API.mediaImage(':id'),
  mediaPhotoChecks: API.mediaPhotoChecks,
  featuresGenerate: ENRICHMENT_API.featuresGenerate,
  specsGenerate: ENRICHMENT_API.specsGenerate,
  // API.vin encodes its argument: the parameter is appended to the path it gives for an empty VIN
  vin: `${ENRICHMENT_API.vin('')}:vin`,
  catalogMakes: ENRICHMENT_API.catalogMakes,
  catalogModels: ENRICHMENT_API.catalogModels,
  catalogTrims: ENRICHMENT_API.catalogTrims,
  vehicles: API.vehicles,
  vehiclesRecent: API.vehiclesRecent,
  vehiclesFeatured: API.vehiclesFeatured,
  vehiclesSearch: API.vehiclesSearch,
  vehiclesSold: SALE_RESULTS_API.sold,
  valuations: VALUATIONS_API.valuations,
  vehicle: API.vehicle(':id'),
  userVehicles: API.userVehicles,
  contact: API.contact,
  renewListing: FRESHNESS_API.renew(':id'),
  markSold: FRESHNESS_API.sold(':id'),
  vehiclePerformance: PERFORMANCE_API.performance(':id'),
  stillAvailable: FRESHNESS_API.stillAvailable,
  savedSearches: SAVED_API.savedSearches,
  savedSearch: SAVED_API.savedSearch(':id'),
  savedVehicles: SAVED_API.savedVehicles,
  savedVehiclesMerge: SAVED_API.savedVehiclesMerge,
  savedVehicle: SAVED_API.savedVehicle(':id'),
  alertsUnsubscribe: SAVED_API.alertsUnsubscribe,
  sellerSummaryMail: PERFORMANCE_API.summaryMail,
  deskLeads: SALES_API.deskLeads,
  deskLead: SALES_API.deskLead(':id'),
  deskLeadMessages: SALES_API.deskLeadMessages(':id'),
  myMessages: SALES_API.myMessages,
  unread: SALES_API.unread,
  myThread: SALES_API.myThread(':id'),
  conversation: SALES_API.conversation,
  deskEvents: SALES_API.deskEvents,
  sellerAssociates: SALES_API.sellerAssociates,
  deskLeadViewings: VIEWINGS_API.leadViewings(':id'),
  deskViewings: VIEWINGS_API.deskViewings,
  deskViewing: VIEWINGS_API.viewing(':id'),
  deskViewingCancel: VIEWINGS_API.cancelViewing(':id'),
  deskAssignments: SALES_API.deskAssignments,
  deskLeadNotes: SALES_API.deskLeadNotes(':id'),
  deskLeadTake: SALES_API.deskLeadTake(':id'),
  deskSellerThread: SALES_API.deskSellerThread(':id'),
  sellerThreads: SALES_API.sellerThreads,
  sellerThread: SALES_API.sellerThread(':id'),
  deskLeadAssociate: SALES_API.deskLeadAssociate(':id'),
  deskListingAssociate: SALES_API.deskListingAssociate(':id'),
  myEvents: SALES_API.myEvents,
  conversationEvents: SALES_API.conversationEvents,
  deskBoard: PIPELINE_API.deskBoard,
  deskLeadStage: PIPELINE_API.deskLeadStage(':id'),
  deskLeadOffers: PIPELINE_API.deskLeadOffers(':id'),
  deskOfferAction: PIPELINE_API.deskOfferAction(':id'),
  deskLeadDeposit: PIPELINE_API.deskLeadDeposit(':id'),
  deskLeadSale: PIPELINE_API.deskLeadSale(':id'),
  sellerOffers: PIPELINE_API.sellerOffers,
  sellerOfferAnswer: PIPELINE_API.sellerOfferAnswer(':id'),
  sellerMinimumPrice: PIPELINE_API.sellerMinimumPrice(':id'),
  offerLink: PIPELINE_API.offerLink,
  stopSuggestions: PIPELINE_API.stopSuggestions,
  deskTeam: TEAM_VIEW_API.deskTeam,
  sellerPipeline: TEAM_VIEW_API.sellerPipeline,
  staffAccounts: STAFF_API.staff,
  staffInvitations: STAFF_API.invitations,
  staffMember: STAFF_API.member(':id'),
  staffDeactivate: STAFF_API.deactivate(':id'),
  staffLog: STAFF_LOG_API.log,
  staffLogExport: STAFF_LOG_API.export,
  signInSecondFactor: TWO_FACTOR_API.signInSecondFactor,
  twoFactor: TWO_FACTOR_API.status,
  totpSetup: TWO_FACTOR_API.totpSetup,
  totp: TWO_FACTOR_API.totp,
  recoveryCodes: TWO_FACTOR_API.recoveryCodes,
  passkeyOptions: TWO_FACTOR_API.passkeyOptions,
  passkeys: TWO_FACTOR_API.passkeys,
  passkey: TWO_FACTOR_API.passkey,
  signInPasskeyOptions: TWO_FACTOR_API.signInPasskeyOptions,
  reauthenticatePasskeyOptions: TWO_FACTOR_API.reauthenticatePasskeyOptions,
} as const;

/**
 * Route templates of the internal (service-to-service, never routed by the gateway) paths, and of the
 * listings service's page data (`/pages/...`, LISTINGS_PAGES), which only the gateway asks for.
 */
export const INTERNAL_ROUTES = {
  identity: INTERNAL.identity,
  userContact: template(AUTH_INTERNAL.contact, 'id'),
  staff: AUTH_STAFF_INTERNAL.staff,
  staffActions: STAFF_LOG_INTERNAL.record,
  // sales
  salesEvents: SALES_INTERNAL.events,
  salesUserData: template(SALES_INTERNAL.userData, 'id'),
  salesEraseUser: template(SALES_INTERNAL.eraseUser, 'id'),
  // listings (INTERNAL_LISTINGS, LISTINGS_USER_DATA, INTERNAL_PHOTOS, LISTINGS_PAGES)
  vehicles: INTERNAL_LISTINGS.vehicles,
  vehicleCounts: INTERNAL_LISTINGS.counts,
  vehiclePriceStats: INTERNAL_LISTINGS.priceStats,
  vehiclesByVin: template(INTERNAL_LISTINGS.byVin, 'vin'),
  vehicle: INTERNAL_LISTINGS.vehicle(':id'),
  vehicleStatus: INTERNAL_LISTINGS.setStatus(':id'),
  vehicleFeatured: INTERNAL_LISTINGS.featured(':id'),
  vehicleTimeline: INTERNAL_LISTINGS.timeline(':id'),
  inquiries: INTERNAL_LISTINGS.inquiries,
  inquiry: INTERNAL_LISTINGS.inquiry(':id'),
  revisions: INTERNAL_LISTINGS.revisions,
  revision: INTERNAL_LISTINGS.revision(':id'),
  revisionDecision: INTERNAL_LISTINGS.revisionDecision(':id'),
  vehicleSalePending: INTERNAL_LISTINGS.salePending(':id'),
  vehicleSale: INTERNAL_LISTINGS.sale(':id'),
  photoUsage: INTERNAL_PHOTOS.usage,
  userData: template(LISTINGS_USER_DATA.data, 'id'),
  eraseUser: template(LISTINGS_USER_DATA.erase, 'id'),
  vehiclePageHead: LISTINGS_PAGES.vehicleHead(':id'),
  sitemap: LISTINGS_PAGES.sitemap,
} as const;
