import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Limit, REQUEST_REDIS, SERVICE_ENV, type BaseEnv } from '@rl/service-kit';

/**
 * Photo uploads per user, shared by every media replica through Redis (each replica's memory without
 * it). A listing has at most 10 photos and a seller may retake some; a dealer listing a lot in one sitting
 * (the demo seller's 126 photos included) stays under 600 an hour, a script does not.
 */
const UPLOAD_LIMITS = {
  perUser: { points: 600, seconds: 60 * 60, message: 'You have uploaded many photos in the last hour. Please try again later.' },
} as const;

@Injectable()
export class UploadLimits {
  readonly perUser: Limit;

  constructor(@Inject(REQUEST_REDIS) redis: Redis | null, @Inject(SERVICE_ENV) env: BaseEnv) {
    this.perUser = new Limit('uploads', UPLOAD_LIMITS.perUser, redis, env);
  }
}
