import { z } from 'zod';
import { ListingStatusSchema, VehicleSchema } from './vehicle.js';

/**
 * The listings service's internal API, reachable only with a service identity (moderation uses it).
 * Not routed by the gateway.
 */
export const INTERNAL_LISTINGS = {
  /** GET ?status=&page=&limit=&order=oldest|newest -> { vehicles: Vehicle[] (all fields), total } */
  vehicles: '/internal/vehicles',
  /** GET -> { total, pending, approved, rejected, sold } */
  counts: '/internal/vehicles/counts',
  /** GET -> Vehicle (all fields) | 404 */
  vehicle: (id: number | string) => `/internal/vehicles/${id}`,
  /** POST { status, expectedStatus } -> Vehicle; 409 when the current status is not expectedStatus */
  setStatus: (id: number | string) => `/internal/vehicles/${id}/status`,
  /** GET -> { vehicles: Vehicle[] } other live (pending/approved/sold) listings with this VIN */
  byVin: (vin: string) => `/internal/vehicles/by-vin/${encodeURIComponent(vin)}`,
  /** GET ?make=&model=&year=&excludeId= -> { count, median, p10, p90 } prices of comparable live listings */
  priceStats: '/internal/vehicles/price-stats',
  /** GET ?page=&limit=&handled= -> { inquiries: Inquiry[], total }, newest first */
  inquiries: '/internal/inquiries',
  /** PATCH { handled } -> Inquiry */
  inquiry: (id: number | string) => `/internal/inquiries/${id}`,
} as const;

export const InternalSetStatusSchema = z.strictObject({ status: ListingStatusSchema, expectedStatus: ListingStatusSchema });
export type InternalSetStatus = z.infer<typeof InternalSetStatusSchema>;

export const InternalListResponseSchema = z.object({ vehicles: z.array(VehicleSchema), total: z.number().int() });
export const CountsSchema = z.object({
  total: z.number().int(), pending: z.number().int(), approved: z.number().int(), rejected: z.number().int(), sold: z.number().int(),
});
export const PriceStatsSchema = z.object({ count: z.number().int(), median: z.number().nullable(), p10: z.number().nullable(), p90: z.number().nullable() });
