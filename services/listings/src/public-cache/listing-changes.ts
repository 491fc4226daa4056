import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER, ReadReplica, REQUEST_REDIS } from '@rl/service-kit';

const CHANNEL = 'listings:changed';

/**
 * "Something buyers can see changed" (a status, a price, an edit, a deletion, featured): every replica's
 * public answer caches are dropped. Within a replica at once; across replicas through Redis pub/sub when
 * REDIS_URL is set. If Redis is away, the other replicas' caches still expire after their short TTL.
 * A change also sends the public reads to the primary until the read replica has replayed it (ReadReplica.wrote),
 * so an answer cached after a change is never older than the change.
 */
@Injectable()
export class ListingChanges implements OnApplicationShutdown {
  private readonly listeners = new Set<() => void>();
  private readonly sub?: Redis;

  /** Publishes on the process's request-path connection; listens on a subscriber connection of its own. */
  constructor(@Inject(REQUEST_REDIS) private readonly pub: Redis | null, @Inject(LOGGER) logger: Logger, private readonly replica: ReadReplica) {
    if (!pub) return;
    // a subscriber may wait for Redis: its subscription is made (and remade) whenever it connects
    this.sub = pub.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, connectionName: 'listings-changes' });
    this.sub.on('error', (err) => logger.debug({ err: err.message }, 'listing changes: Redis unavailable'));
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
    this.replica.wrote();
    for (const l of this.listeners) l();
  }

  onApplicationShutdown(): void {
    this.sub?.disconnect();
  }
}
