import { Inject, Injectable } from '@nestjs/common';
import { StaffListSchema, type StaffMember, type StaffRole, INTERNAL_API } from '@rl/contracts';
import { apiError, serviceFetch, type ServiceResponse } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';

/** Thrown when auth cannot say who the staff are: callers answer 503 (events are handed over again later). */
export class StaffUnavailableError extends Error {}

/**
 * The staff as auth knows them (GET /internal/staff?role=...), kept for STAFF_CACHE_MS so a burst of
 * assignments or thread reads asks auth once.
 */
@Injectable()
export class StaffDirectory {
  private readonly fetch: ReturnType<typeof serviceFetch>;
  private readonly cache = new Map<StaffRole, { at: number; staff: StaffMember[] }>();

  constructor(@Inject(SALES_ENV) private readonly env: SalesEnv) {
    this.fetch = serviceFetch('sales', env.IDENTITY_SECRET);
  }

  /** Every account of the role, oldest first. */
  async list(role: StaffRole): Promise<StaffMember[]> {
    const cached = this.cache.get(role);
    if (cached && Date.now() - cached.at < this.env.STAFF_CACHE_MS) return cached.staff;
    let res: ServiceResponse;
    try {
      res = await this.fetch(this.env.AUTH_URL, `${INTERNAL_API.auth.staff}?role=${role}`, { method: 'GET', timeoutMs: this.env.AUTH_TIMEOUT_MS });
    } catch (err) {
      throw new StaffUnavailableError(`auth is unreachable: ${(err as Error).message}`);
    }
    if (!res.ok) {
      await res.discard();
      throw new StaffUnavailableError(`auth answered ${res.status}`);
    }
    const { staff } = StaffListSchema.parse(await res.json());
    this.cache.set(role, { at: Date.now(), staff });
    return staff;
  }

  /** The name shown for a member of staff in threads (associates and admins answer), or null. */
  async nameOf(userId: string): Promise<string | null> {
    for (const role of ['associate', 'admin'] as const) {
      const found = (await this.listOr503(role)).find((s) => s.id === userId);
      if (found) return found.name;
    }
    return null;
  }

  async listOr503(role: StaffRole): Promise<StaffMember[]> {
    try {
      return await this.list(role);
    } catch (err) {
      if (err instanceof StaffUnavailableError) throw apiError(503, 'The sales desk cannot reach the staff directory right now, please try again shortly');
      throw err;
    }
  }
}
