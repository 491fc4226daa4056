import { ACCOUNT_API } from './account.js';
import { API, INTERNAL } from './api-paths.js';
import { ENRICHMENT_API } from './enrichment.js';
import { REVISIONS_API } from './revisions.js';
import { AUTH_INTERNAL } from './notifications.js';

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
} as const;

/** Route templates of the internal (service-to-service, never routed by the gateway) paths. */
export const INTERNAL_ROUTES = {
  identity: INTERNAL.identity,
  userContact: template(AUTH_INTERNAL.contact, 'id'),
} as const;
