import { MEDIA_OWNERS_MAX_URLS, MediaOwnersResponseSchema, mediaOwnersPath } from '@rl/contracts';
import { serviceFetch, type ServiceResponse } from '@rl/service-kit';

/** DI token of the photo ownership checker. */
export const MEDIA_OWNERS = Symbol('MEDIA_OWNERS');

/** The media service could not answer: photos cannot be verified now. */
export class MediaUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaUnavailableError';
  }
}

/**
 * Who uploaded each photo URL (null: not a stored image of this platform). Throws
 * MediaUnavailableError when the answer cannot be had. Tests provide a fake.
 */
export interface MediaOwners {
  ownersOf(urls: readonly string[], requestId?: string): Promise<Record<string, string | null>>;
}

/** The media service's `GET /internal/media/owners` with a service identity. */
export class HttpMediaOwners implements MediaOwners {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly baseUrl: string, secret: string, private readonly timeoutMs: number) {
    this.fetch = serviceFetch('listings', secret);
  }

  async ownersOf(urls: readonly string[], requestId?: string): Promise<Record<string, string | null>> {
    const out: Record<string, string | null> = {};
    for (let i = 0; i < urls.length; i += MEDIA_OWNERS_MAX_URLS) {
      const chunk = urls.slice(i, i + MEDIA_OWNERS_MAX_URLS);
      let res: ServiceResponse;
      try {
        res = await this.fetch(this.baseUrl, mediaOwnersPath(chunk), { requestId, timeoutMs: this.timeoutMs });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        throw new MediaUnavailableError(`media unreachable: ${e.name === 'TimeoutError' ? 'timed out' : (e.cause?.code ?? e.message)}`);
      }
      if (!res.ok) throw new MediaUnavailableError(`media answered ${res.status}`);
      const parsed = MediaOwnersResponseSchema.safeParse(await res.json().catch(() => undefined));
      if (!parsed.success) throw new MediaUnavailableError('media answered a body that does not match the contract');
      for (const u of chunk) out[u] = parsed.data.owners[u] ?? null;
    }
    return out;
  }
}

/** No media service configured (MEDIA_URL unset): no photo can be verified. */
export class NoMediaOwners implements MediaOwners {
  async ownersOf(): Promise<Record<string, string | null>> {
    throw new MediaUnavailableError('MEDIA_URL is not configured');
  }
}
