import type { HttpException } from '@nestjs/common';
import { apiError } from '@rl/service-kit';
import { ListingsContractError, ListingsRefusedError, ListingsUnavailableError } from '../listings/listings.client.js';

/**
 * Runs a call to the listings service and turns its failures into this service's answers:
 * unreachable -> 503, a 4xx of listings (not found, bad input, conflict) -> the same status with its
 * message, a broken contract -> 502. `notFound` names the thing for 404s.
 */
export async function viaListings<T>(work: () => Promise<T>, notFound = 'Vehicle not found'): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw listingsHttpError(err, notFound);
  }
}

export function listingsHttpError(err: unknown, notFound = 'Vehicle not found'): HttpException | unknown {
  if (err instanceof ListingsUnavailableError) {
    return apiError(503, 'The listings service is unavailable right now. Nothing was changed; try again shortly.');
  }
  if (err instanceof ListingsRefusedError) {
    if (err.status === 404) return apiError(404, notFound);
    if (err.status >= 400 && err.status < 500) return apiError(err.status, err.message);
    return apiError(502, `The listings service answered ${err.status}`);
  }
  if (err instanceof ListingsContractError) return apiError(502, 'The listings service answered something unexpected');
  return err;
}
