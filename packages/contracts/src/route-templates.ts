import { API } from './api-paths.js';
import { ENRICHMENT_API } from './enrichment.js';

/**
 * The public API paths as server route templates (`:name` where a path has a parameter), made from the
 * very paths the clients call, so a controller and its callers cannot disagree. A controller decorates
 * with them: `@Controller()` and `@Get(ROUTES.adminStats)`.
 */
export const ROUTES = {
  adminStats: API.adminStats,
  adminPending: API.adminPending,
  adminVehicles: API.adminVehicles,
  adminStatus: API.adminStatus(':id'),
  adminFeatured: API.adminFeatured(':id'),
  adminHistory: API.adminHistory(':id'),
  adminInquiries: API.adminInquiries,
  adminInquiry: API.adminInquiry(':id'),
  mediaImages: API.mediaImages,
  mediaImage: API.mediaImage(':id'),
  featuresGenerate: ENRICHMENT_API.featuresGenerate,
  specsGenerate: ENRICHMENT_API.specsGenerate,
  // API.vin encodes its argument: the parameter is appended to the path it gives for an empty VIN
  vin: `${ENRICHMENT_API.vin('')}:vin`,
  catalogMakes: ENRICHMENT_API.catalogMakes,
  catalogModels: ENRICHMENT_API.catalogModels,
  catalogTrims: ENRICHMENT_API.catalogTrims,
} as const;
