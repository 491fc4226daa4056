import { API, VinDecodeResponseSchema, type VinDecodeResponse } from '@rl/contracts';
import { serviceFetch, type ServiceResponse } from '@rl/service-kit';

/** DI token of the VIN decoder listings asks. */
export const VIN_DECODER = Symbol('VIN_DECODER');

/** The decoder could not answer now (down, timed out, over its limit): ask again later. */
export class VinDecoderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VinDecoderUnavailableError';
  }
}

/** A decode, or the decoder's refusal of the VIN itself (kept: asking again would get the same answer). */
export type VinDecodeOutcome = { decoded: VinDecodeResponse } | { problem: string };

/** Throws VinDecoderUnavailableError when no answer can be had. Tests provide a fake. */
export interface VinDecoderClient {
  decode(vin: string): Promise<VinDecodeOutcome>;
}

/** enrichment's `GET /api/vin/{vin}` with a service identity. */
export class HttpVinDecoder implements VinDecoderClient {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly baseUrl: string, secret: string, private readonly timeoutMs: number) {
    this.fetch = serviceFetch('listings', secret);
  }

  async decode(vin: string): Promise<VinDecodeOutcome> {
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.baseUrl, API.vin(vin), { timeoutMs: this.timeoutMs });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      throw new VinDecoderUnavailableError(`enrichment unreachable: ${e.name === 'TimeoutError' ? 'timed out' : (e.cause?.code ?? e.message)}`);
    }
    const body = await res.json().catch(() => undefined) as { message?: unknown } | undefined;
    if (res.status === 400) return { problem: typeof body?.message === 'string' ? body.message.slice(0, 500) : 'the VIN was refused' };
    if (!res.ok) throw new VinDecoderUnavailableError(`enrichment answered ${res.status}`);
    const parsed = VinDecodeResponseSchema.safeParse(body);
    if (!parsed.success) throw new VinDecoderUnavailableError('enrichment answered a body that does not match the contract');
    return { decoded: parsed.data };
  }
}

/** ENRICHMENT_URL unset: nothing is decoded, so nothing is marked. */
export class NoVinDecoder implements VinDecoderClient {
  async decode(): Promise<VinDecodeOutcome> {
    throw new VinDecoderUnavailableError('ENRICHMENT_URL is not configured');
  }
}
