import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { Identity } from '@rl/contracts';
import type { BaseEnv } from '../config.js';
import { REQUEST_REDIS, SERVICE_ENV } from '../tokens.js';
import { Limit } from './limits.js';

/**
 * Vehicle lookups: VIN decode, generated specs and features (enrichment) and instant valuations (listings).
 * One budget across services and replicas (the same Redis keys; each process's memory without Redis);
 * calls of the platform's own services are not counted. The listing form calls them signed in (a few dozen
 * per listing); anonymous callers get a small allowance per address, enough to value a car, not to mine the
 * catalog or the prices.
 */
export const VEHICLE_LOOKUP_LIMITS = {
  perUser: { points: 600, seconds: 60 * 60, message: 'Too many vehicle lookups in the last hour. Please try again later.' },
  anonymousPerIp: { points: 30, seconds: 60 * 60, message: 'Too many vehicle lookups from your network. Sign in to continue, or try again later.' },
} as const;

@Injectable()
export class VehicleLookupLimits implements CanActivate {
  private readonly perUser: Limit;
  private readonly anonymousPerIp: Limit;

  constructor(@Inject(REQUEST_REDIS) redis: Redis | null, @Inject(SERVICE_ENV) env: BaseEnv) {
    // the names predate valuations (enrichment's lookups): kept, so counts survive the move
    this.perUser = new Limit('enrichment-user', VEHICLE_LOOKUP_LIMITS.perUser, redis, env);
    this.anonymousPerIp = new Limit('enrichment-ip', VEHICLE_LOOKUP_LIMITS.anonymousPerIp, redis, env);
  }

  /** A guard: counts the call against the caller (or its address when anonymous); 429 past the limit. */
  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request & { identity?: Identity }>();
    if (req.identity?.role === 'service') return true;
    if (req.identity) await this.perUser.consume(req.identity.userId);
    else await this.anonymousPerIp.consume(req.ip ?? 'unknown');
    return true;
  }
}
