import { PHOTO_USAGE_MAX_URLS, PhotoUsageResponseSchema, type PhotoUsageResponse, INTERNAL_API } from '@rl/contracts';
import { serviceFetch, type ServiceResponse } from '@rl/service-kit';

/** DI token of the photo usage lookup. */
export const PHOTO_USAGE = Symbol('PHOTO_USAGE');

export type PhotoUsageMap = PhotoUsageResponse['photos'];

/** Listings could not answer: whether a photo is used cannot be known now, so nothing is deleted. */
export class ListingsUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListingsUnavailableError';
  }
}

/** Where photo URLs are used, and when each was last released. Tests provide a fake. */
export interface PhotoUsage {
  usage(urls: readonly string[], requestId?: string): Promise<PhotoUsageMap>;
}

/** The listings service's `POST /internal/photos/usage` with a service identity. */
export class HttpPhotoUsage implements PhotoUsage {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly baseUrl: string, secret: string, private readonly timeoutMs: number) {
    this.fetch = serviceFetch('media', secret);
  }

  async usage(urls: readonly string[], requestId?: string): Promise<PhotoUsageMap> {
    const entries: [string, PhotoUsageMap[string]][] = [];
    for (let i = 0; i < urls.length; i += PHOTO_USAGE_MAX_URLS) {
      const chunk = urls.slice(i, i + PHOTO_USAGE_MAX_URLS);
      let res: ServiceResponse;
      try {
        res = await this.fetch(this.baseUrl, INTERNAL_API.listings.photoUsage, {
          method: 'POST', body: JSON.stringify({ urls: chunk }), requestId, timeoutMs: this.timeoutMs,
        });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        throw new ListingsUnavailableError(`listings unreachable: ${e.name === 'TimeoutError' ? 'timed out' : (e.cause?.code ?? e.message)}`);
      }
      if (!res.ok) throw new ListingsUnavailableError(`listings answered ${res.status}`);
      const parsed = PhotoUsageResponseSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new ListingsUnavailableError('listings answered a body that does not match the contract');
      for (const u of chunk) {
        const found = parsed.data.photos[u];
        // a URL left out of the answer is unknown, never "unused"
        if (!found) throw new ListingsUnavailableError(`listings did not answer about ${u}`);
        entries.push([u, found]);
      }
    }
    return Object.fromEntries(entries);
  }
}

/** No listings service configured (LISTINGS_URL unset): no use can be ruled out. */
export class NoPhotoUsage implements PhotoUsage {
  async usage(): Promise<PhotoUsageMap> {
    throw new ListingsUnavailableError('LISTINGS_URL is not configured');
  }
}
