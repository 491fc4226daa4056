import { VALUATIONS_API, type Valuation, type ValuationRequest } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/valuations (counted against the caller's vehicle lookups). */
export function requestValuation(body: ValuationRequest): Promise<Valuation> {
  return apiJson<Valuation>('POST', VALUATIONS_API.valuations, body);
}
