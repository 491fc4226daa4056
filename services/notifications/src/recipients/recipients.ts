import { UserContactSchema, type Recipient, INTERNAL_API } from '@rl/contracts';
import { apiError, serviceFetch, type ServiceResponse } from '@rl/service-kit';

export interface ResolvedRecipient {
  address: string;
  firstName: string | null;
}

/**
 * Turns a recipient into an address: a user's current address and first name come from auth (null when
 * the account no longer exists), the sales team is SALES_INBOX. Auth unreachable: 503, and the caller
 * tries again later.
 */
export class Recipients {
  private readonly fetch: ReturnType<typeof serviceFetch>;

  constructor(private readonly opts: { authUrl: string; secret: string; timeoutMs: number; salesInbox: string }) {
    this.fetch = serviceFetch('notifications', opts.secret);
  }

  async resolve(to: Recipient, requestId?: string): Promise<ResolvedRecipient | null> {
    if ('salesTeam' in to) return { address: this.opts.salesInbox, firstName: null };
    if ('email' in to) return { address: to.email, firstName: to.name ?? null };
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.opts.authUrl, INTERNAL_API.auth.userContact(to.userId), { requestId, timeoutMs: this.opts.timeoutMs });
    } catch {
      throw apiError(503, 'The account service is not reachable; try again later');
    }
    if (res.status === 404) return null;
    if (!res.ok) throw apiError(503, `The account service answered ${res.status}; try again later`);
    const contact = UserContactSchema.parse(await res.json());
    return { address: contact.email, firstName: contact.firstName };
  }
}
