import { HttpException, Inject, Injectable } from '@nestjs/common';
import { z } from 'zod';
import { API, toSearchParams, type InternalRecordSale, type ListingStatus, vehicleName, INTERNAL_API } from '@rl/contracts';
import { apiError, serviceFetch, type ServiceResponse, type ServiceCallInit } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';

/** A similar car for the "car sold" mail. */
export interface SimilarCar { id: number; title: string; price: number | null }

/** What the mail needs of a search answer (the whole PublicVehicle is not read). */
const SearchCarsSchema = z.object({
  vehicles: z.array(z.object({ id: z.number(), year: z.number(), make: z.string(), model: z.string(), price: z.union([z.string(), z.number()]).nullable() })),
});

const UNAVAILABLE = 'The listings service cannot be reached right now, please try again shortly';

/**
 * The listings service as the pipeline uses it (service identity, every replica of LISTINGS_URL in turn):
 * a listing's status (offers on sold or withdrawn listings are refused), the "Sale pending" badge, the sale,
 * and the public similar-vehicles search for the "car sold" mail.
 */
@Injectable()
export class ListingsClient {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(@Inject(SALES_ENV) private readonly env: SalesEnv) {
    this.fetch = serviceFetch('sales', env.IDENTITY_SECRET);
  }

  private async call(path: string, init: ServiceCallInit = {}): Promise<ServiceResponse> {
    if (!this.env.LISTINGS_URL) throw apiError(503, UNAVAILABLE);
    try {
      return await this.fetch(this.env.LISTINGS_URL, path, { ...init, timeoutMs: this.env.LISTINGS_TIMEOUT_MS });
    } catch {
      throw apiError(503, UNAVAILABLE);
    }
  }

  /** The listing's status; null when listings knows no such listing (deleted). */
  async status(listingId: number): Promise<ListingStatus | null> {
    const res = await this.call(INTERNAL_API.listings.vehicle(listingId));
    if (res.status === 404) return null;
    if (!res.ok) throw apiError(503, UNAVAILABLE);
    return ((await res.json()) as { status: ListingStatus }).status;
  }

  /** The badge on or off; a 409 of listings (not approved) becomes ours, with `conflict` as the message. */
  async salePending(listingId: number, pending: boolean, conflict: string): Promise<void> {
    await this.expectOk(await this.call(INTERNAL_API.listings.vehicleSalePending(listingId), { method: 'POST', body: JSON.stringify({ pending }) }), conflict);
  }

  /** The sale through listings' sold flow; 409 (already sold or withdrawn) becomes ours. */
  async recordSale(listingId: number, sale: InternalRecordSale, conflict: string): Promise<void> {
    await this.expectOk(await this.call(INTERNAL_API.listings.vehicleSale(listingId), { method: 'POST', body: JSON.stringify(sale) }), conflict);
  }

  /** Public live listings priced within $5,000 of `price`, this one left out (the buyer app's similar vehicles); [] on any trouble. */
  async similar(listingId: number, price: number | null, limit = 6): Promise<{ cars: SimilarCar[]; searchPath: string }> {
    const query = toSearchParams({
      ...(price !== null ? { minPrice: Math.max(0, Math.round(price - 5000)), maxPrice: Math.round(price + 5000) } : {}),
      excludeId: listingId,
      limit,
    }).toString();
    const searchPath = `/search${query ? `?${query}` : ''}`;
    try {
      const res = await this.call(`${API.vehiclesSearch}?${query}`);
      if (!res.ok) return { cars: [], searchPath };
      const { vehicles } = SearchCarsSchema.parse(await res.json());
      const cars = vehicles.filter((v) => v.id !== listingId).slice(0, limit)
        .map((v) => ({ id: v.id, title: vehicleName(v).slice(0, 200), price: v.price === null ? null : Number(v.price) }));
      return { cars, searchPath };
    } catch {
      return { cars: [], searchPath };
    }
  }

  private async expectOk(res: ServiceResponse, conflict: string): Promise<void> {
    if (res.ok) {
      await res.discard();
      return;
    }
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    if (res.status === 409) throw apiError(409, body?.message ? `${conflict} (${body.message})` : conflict);
    if (res.status === 404) throw apiError(409, `${conflict} (the listing no longer exists)`);
    // listings' own validation (e.g. a date it refuses): the same 400 naming the field
    if (res.status === 400 && body) throw new HttpException(body, 400);
    throw apiError(503, UNAVAILABLE);
  }
}
