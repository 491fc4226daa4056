import { API, type PublicVehicle, type PublicVehicleDetail, type SearchResponse } from '@rl/contracts';
import { HttpError, apiErrorBody, getJson } from '@rl/web-kit';

/**
 * Query keys of the buyer screens. They follow the default query function's convention (the key
 * joined with '/' is the URL), so the shell and the other remotes share these cache entries.
 */
export const vehicleKeys = {
  recent: () => [API.vehiclesRecent] as const,
  featured: () => [API.vehiclesFeatured] as const,
  detail: (id: number | string) => ['/api/vehicles', Number(id)] as const,
  search: (params: string) => [API.vehiclesSearch, params] as const,
};

/** A failed search: '{status}: {statusText}' (spec §8, main variant), and the server's explanation. */
export class SearchError extends Error {
  readonly status: number;
  /** the API's own message (e.g. 'zipCode is not a known US ZIP code') when it sent one */
  readonly detail: string | null;

  constructor(status: number, statusText: string, detail: string | null) {
    super(`${status}: ${statusText || detail || 'Request failed'}`);
    this.name = 'SearchError';
    this.status = status;
    this.detail = detail;
  }
}

/** GET /api/vehicles/search?{params}: { vehicles, total }. */
export async function fetchSearch(params: string, signal?: AbortSignal): Promise<SearchResponse> {
  const url = params ? `${API.vehiclesSearch}?${params}` : API.vehiclesSearch;
  const res = await fetch(url, { credentials: 'include', signal });
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    const api = apiErrorBody(new HttpError(res.status, body, res.statusText));
    const detail = api ? (api.fields?.map((f) => f.message).join('; ') || api.message) : null;
    throw new SearchError(res.status, res.statusText, detail);
  }
  const data = (await res.json()) as Partial<SearchResponse> | null;
  return { vehicles: data?.vehicles ?? [], total: data?.total ?? 0, totalIsEstimate: data?.totalIsEstimate, notice: data?.notice };
}

/** GET /api/vehicles/{id}: the vehicle, or null when it does not exist or is not published (404, 401, 400). */
export async function fetchVehicle(id: number | string): Promise<PublicVehicleDetail | null> {
  try {
    return await getJson<PublicVehicleDetail>(API.vehicle(id), { on401: 'returnNull' });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** GET /api/vehicles/recent and /featured: lists. */
export async function fetchList(url: string): Promise<PublicVehicle[]> {
  const list = await getJson<PublicVehicle[]>(url, { on401: 'throw' });
  return Array.isArray(list) ? list : [];
}
