import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';

const CHANNEL = 'listings:changed';

/**
 * "Something buyers can see changed" (a status, a price, an edit, a deletion, featured): every replica's
 * public answer caches are dropped. Within a replica at once; across replicas through Redis pub/sub when
 * REDIS_URL is set. If Redis is away, the other replicas' caches still expire after their short TTL.
 */
@Injectable()
export class ListingChanges implements OnApplicationShutdown {
  private readonly listeners = new Set<() => void>();
  private readonly pub?: Redis;
  private readonly sub?: Redis;

  constructor(@Inject(SERVICE_ENV) env: ListingsEnv, @Inject(LOGGER) logger: Logger) {
    if (!env.REDIS_URL) return;
    const options = { lazyConnect: false, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectionName: 'listings-changes' };
    this.pub = new Redis(env.REDIS_URL, options);
    this.sub = new Redis(env.REDIS_URL, { ...options, enableOfflineQueue: true });
    for (const c of [this.pub, this.sub]) c.on('error', (err) => logger.debug({ err: err.message }, 'listing changes: Redis unavailable'));
    this.sub.subscribe(CHANNEL).catch(() => undefined);
    this.sub.on('message', () => this.notifyLocal());
  }

  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  changed(): void {
    this.notifyLocal();
    this.pub?.publish(CHANNEL, '1').catch(() => undefined);
  }

  private notifyLocal(): void {
    for (const l of this.listeners) l();
  }

  onApplicationShutdown(): void {
    this.pub?.disconnect();
    this.sub?.disconnect();
  }
}
