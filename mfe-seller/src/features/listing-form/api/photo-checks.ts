import { API, type PhotoChecksResponse } from '@rl/contracts';
import { apiJson } from '@rl/web-kit';

/** POST /api/media/photo-checks: the findings of the form's photos taken together (near-duplicates among them). */
export function checkPhotos(urls: readonly string[]): Promise<PhotoChecksResponse> {
  return apiJson<PhotoChecksResponse>('POST', API.mediaPhotoChecks, { urls });
}
