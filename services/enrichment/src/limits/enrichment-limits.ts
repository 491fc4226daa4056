/** Enrichment's lookups count against the platform's one vehicle-lookup budget (service-kit, shared with valuations). */
export { VEHICLE_LOOKUP_LIMITS as ENRICHMENT_LIMITS, VehicleLookupLimits as EnrichmentLimits } from '@rl/service-kit';
