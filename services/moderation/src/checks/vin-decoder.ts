import { serviceFetch } from '@rl/service-kit';
import { API, type DecodedVehicleFacts } from '@rl/contracts';
import { makeFromWmi, yearsFromVin } from './wmi.js';

/** What the decode says (`years`: one from enrichment; one or two offline, which knows only make and years). */
export interface VinDecode extends DecodedVehicleFacts {
  /** where the answer came from */
  source: 'enrichment' | 'offline';
  /** why enrichment did not answer, when source is offline */
  enrichmentError?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * VIN decode through the enrichment service (`GET /api/vin/{vin}` -> {make, model, year, bodyType, ...}) with the offline
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
          const body = ((await res.json()) ?? {}) as Record<string, unknown>;
          const make = text(body.make);
          const yearNum = typeof body.year === 'number' ? body.year : typeof body.year === 'string' ? Number(body.year) : NaN;
          const years = Number.isInteger(yearNum) && yearNum > 1900 ? [yearNum] : [];
          if (make || years.length) {
            const out: VinDecode = {
              source: 'enrichment', make, years, model: text(body.model), bodyType: text(body.bodyType),
              fuelType: text(body.fuelType), drivetrain: text(body.drivetrain), engine: text(body.engine),
            };
            this.remember(key, out);
            return out;
          }
          enrichmentError = 'enrichment returned no make or year';
        } else {
          enrichmentError = `enrichment answered ${res.status}`;
          await res.discard().catch(() => undefined);
        }
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        enrichmentError = e.name === 'TimeoutError' ? `enrichment timed out after ${this.timeoutMs} ms` : `enrichment unreachable (${e.cause?.code ?? e.message})`;
      }
    }
    return {
      source: 'offline', make: makeFromWmi(key), years: yearsFromVin(key), model: null, bodyType: null, fuelType: null,
      drivetrain: null, engine: null, enrichmentError,
    };
  }

  private remember(key: string, value: VinDecode): void {
    if (this.cache.size >= this.maxCached) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(key, value);
  }
}
