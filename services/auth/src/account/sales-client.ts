import { SalesErasedUserSchema, SalesUserDataSchema, type SalesErasedUser, type SalesUserData, INTERNAL_API } from '@rl/contracts';
import { apiError, serviceFetch, type ServiceResponse, type ServiceCallInit } from '@rl/service-kit';

const UNREACHABLE = 'Your conversations cannot be reached right now. Please try again later.';

/**
 * What sales holds about a user (their conversations: export) and its anonymisation (account deletion).
 * Without SALES_URL (a deployment without the sales desk) there is nothing to export or anonymise.
 */
export class SalesClient {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly baseUrl: string | undefined, secret: string) {
    this.fetch = serviceFetch('auth', secret);
  }

  async dataOf(userId: string, email: string): Promise<SalesUserData> {
    if (!this.baseUrl) return { conversations: [] };
    const res = await this.call(`${INTERNAL_API.sales.userData(userId)}?email=${encodeURIComponent(email)}`, { method: 'GET' });
    return SalesUserDataSchema.parse(await res.json());
  }

  async erase(userId: string, email: string): Promise<SalesErasedUser> {
    if (!this.baseUrl) return { leadsAnonymised: 0, messagesAnonymised: 0 };
    const res = await this.call(INTERNAL_API.sales.eraseUser(userId), { method: 'POST', body: JSON.stringify({ email }) });
    return SalesErasedUserSchema.parse(await res.json());
  }

  private async call(path: string, init: ServiceCallInit): Promise<ServiceResponse> {
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.baseUrl!, path, { ...init, timeoutMs: 10_000 });
    } catch {
      throw apiError(503, UNREACHABLE);
    }
    if (!res.ok) {
      await res.discard();
      throw apiError(503, UNREACHABLE);
    }
    return res;
  }
}
