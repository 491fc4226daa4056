import { serviceFetch } from '@rl/service-kit';
import { API } from '@rl/contracts';
import { makeFromWmi, yearsFromVin } from './wmi.js';

export interface VinDecode {
  /** where the answer came from */
  source: 'enrichment' | 'offline';
  make: string | null;
  /** model years the VIN can mean (one from enrichment; one or two offline) */
  years: number[];
  /** why enrichment did not answer, when source is offline */
  enrichmentError?: string;
}

/**
 * VIN decode through the enrichment service (`GET /api/vin/{vin}` -> {make, year, ...}) with the offline
 * WMI / position-10 decoder as the fallback. Successful enrichment answers are cached (a VIN's decode
 * does not change).
 */
export class VinDecoder {
  private readonly cache = new Map<string, VinDecode>();
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly enrichmentUrl: string | undefined, secret: string, private readonly timeoutMs: number, private readonly maxCached = 2000) {
    this.fetch = serviceFetch('moderation', secret);
  }

  async decode(vin: string, requestId?: string): Promise<VinDecode> {
    const key = vin.toUpperCase();
    const cached = this.cache.get(key);
    if (cached) return cached;
    let enrichmentError: string;
    if (!this.enrichmentUrl) {
      enrichmentError = 'no enrichment service configured';
    } else {
      try {
        const res = await this.fetch(this.enrichmentUrl, API.vin(key), { requestId, timeoutMs: this.timeoutMs });
        if (res.ok) {
          const body = (await res.json()) as Record<string, unknown>;
          const make = typeof body?.make === 'string' && body.make.trim() ? body.make.trim() : null;
          const yearNum = typeof body?.year === 'number' ? body.year : typeof body?.year === 'string' ? Number(body.year) : NaN;
          const years = Number.isInteger(yearNum) && yearNum > 1900 ? [yearNum] : [];
          if (make || years.length) {
            const out: VinDecode = { source: 'enrichment', make, years };
            this.remember(key, out);
            return out;
          }
          enrichmentError = 'enrichment returned no make or year';
        } else {
          enrichmentError = `enrichment answered ${res.status}`;
          await res.body?.cancel().catch(() => undefined);
        }
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        enrichmentError = e.name === 'TimeoutError' ? `enrichment timed out after ${this.timeoutMs} ms` : `enrichment unreachable (${e.cause?.code ?? e.message})`;
      }
    }
    return { source: 'offline', make: makeFromWmi(key), years: yearsFromVin(key), enrichmentError };
  }

  private remember(key: string, value: VinDecode): void {
    if (this.cache.size >= this.maxCached) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, value);
  }
}
