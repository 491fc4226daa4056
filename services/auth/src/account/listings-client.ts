import { ErasedUserSchema, UserListingsDataSchema, type ErasedUser, type UserListingsData, INTERNAL_API } from '@rl/contracts';
import { apiError, serviceFetch, type ServiceResponse, type ServiceCallInit } from '@rl/service-kit';

/** What listings holds about a user (export) and its erasure (account deletion). */
export class ListingsClient {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly baseUrl: string | undefined, secret: string) {
    this.fetch = serviceFetch('auth', secret);
  }

  async dataOf(userId: string, email: string): Promise<UserListingsData> {
    const res = await this.call(`${INTERNAL_API.listings.userData(userId)}?email=${encodeURIComponent(email)}`, { method: 'GET' });
    return UserListingsDataSchema.parse(await res.json());
  }

  async erase(userId: string, email: string): Promise<ErasedUser> {
    const res = await this.call(INTERNAL_API.listings.eraseUser(userId), { method: 'POST', body: JSON.stringify({ email }) });
    return ErasedUserSchema.parse(await res.json());
  }

  private async call(path: string, init: ServiceCallInit): Promise<ServiceResponse> {
    if (!this.baseUrl) throw apiError(503, 'Your listings cannot be reached right now. Please try again later.');
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.baseUrl, path, { ...init, timeoutMs: 10_000 });
    } catch {
      throw apiError(503, 'Your listings cannot be reached right now. Please try again later.');
    }
    if (!res.ok) {
      await res.discard();
      throw apiError(503, 'Your listings cannot be reached right now. Please try again later.');
    }
    return res;
  }
}
