import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { Identity } from '@rl/contracts';
import { Limit, REQUEST_REDIS, SERVICE_ENV, type BaseEnv } from '@rl/service-kit';

/**
 * Generate-features, generate-specs and VIN decode calls, shared by every enrichment replica through
 * Redis; calls of the platform's own services are not counted. The listing form calls them signed in (a few dozen per listing); anonymous callers get a small
 * allowance per address, enough to try a VIN, not to mine the catalog.
 */
export const ENRICHMENT_LIMITS = {
  perUser: { points: 600, seconds: 60 * 60, message: 'Too many vehicle lookups in the last hour. Please try again later.' },
  anonymousPerIp: { points: 30, seconds: 60 * 60, message: 'Too many vehicle lookups from your network. Sign in to continue, or try again later.' },
} as const;

@Injectable()
export class EnrichmentLimits implements CanActivate {
  private readonly perUser: Limit;
  private readonly anonymousPerIp: Limit;

  constructor(@Inject(REQUEST_REDIS) redis: Redis | null, @Inject(SERVICE_ENV) env: BaseEnv) {
    this.perUser = new Limit('enrichment-user', ENRICHMENT_LIMITS.perUser, redis, env);
    this.anonymousPerIp = new Limit('enrichment-ip', ENRICHMENT_LIMITS.anonymousPerIp, redis, env);
  }

  /** A guard: counts the call against the caller (or its address when anonymous); 429 past the limit. */
  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request & { identity?: Identity }>();
    // other services of the platform (moderation's checks, listings decoding every listed VIN) are not people
    if (req.identity?.role === 'service') return true;
    if (req.identity) await this.perUser.consume(req.identity.userId);
    else await this.anonymousPerIp.consume(req.ip ?? 'unknown');
    return true;
  }
}
