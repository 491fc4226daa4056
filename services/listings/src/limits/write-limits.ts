import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Limit, REQUEST_REDIS, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

/**
 * Limits on writes, shared by every listings replica through Redis (each replica's memory without it).
 * A private seller lists one car, a dealer moves a lot in one sitting (the demo seller's 89 listings
 * included): 100 new listings an hour stops scripts, not people.
 * Contact messages: per address, signed in or not.
 */
export const WRITE_LIMITS = {
  listingsPerUser: { points: 100, seconds: 60 * 60, message: 'You have created many listings in the last hour. Please try again later.' },
  contactPerIp: { points: 10, seconds: 60 * 60, message: 'Too many messages sent from your network in the last hour. Please call us or try again later.' },
} as const;

@Injectable()
export class WriteLimits {
  readonly listingsPerUser: Limit;
  readonly contactPerIp: Limit;

  constructor(@Inject(REQUEST_REDIS) redis: Redis | null, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.listingsPerUser = new Limit('listings-create', WRITE_LIMITS.listingsPerUser, redis, env);
    this.contactPerIp = new Limit('contact', WRITE_LIMITS.contactPerIp, redis, env);
  }
}
