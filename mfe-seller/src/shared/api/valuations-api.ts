import { type Valuation, type ValuationRequest, API } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/valuations (counted against the caller's vehicle lookups). */
export function requestValuation(body: ValuationRequest): Promise<Valuation> {
  return apiJson<Valuation>('POST', API.valuations, body);
}
