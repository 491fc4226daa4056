import { PhotoChecksResponseSchema, photoChecksPath, type PhotoCheck } from '@rl/contracts';
import { serviceFetch, type ServiceResponse } from '@rl/service-kit';

/** The media service could not answer the photo checks (not configured, down, timed out, or a bad answer). */
export class PhotoChecksUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoChecksUnavailableError';
  }
}

/** The media service's internal photo checks (`GET /internal/media/photo-checks?urls=...`, service identity). */
export class PhotoChecksClient {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly mediaUrl: string | undefined, secret: string, private readonly timeoutMs: number) {
    this.fetch = serviceFetch('moderation', secret);
  }

  async check(urls: readonly string[], requestId?: string): Promise<PhotoCheck[]> {
    if (urls.length === 0) return [];
    if (!this.mediaUrl) throw new PhotoChecksUnavailableError('no media service configured');
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.mediaUrl, photoChecksPath(urls), { requestId, timeoutMs: this.timeoutMs });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      throw new PhotoChecksUnavailableError(e.name === 'TimeoutError' ? `media timed out after ${this.timeoutMs} ms` : `media unreachable (${e.cause?.code ?? e.message})`);
    }
    if (!res.ok) {
      await res.discard().catch(() => undefined);
      throw new PhotoChecksUnavailableError(`media answered ${res.status}`);
    }
    const parsed = PhotoChecksResponseSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new PhotoChecksUnavailableError('media answered an unreadable body');
    return parsed.data.photos;
  }
}
