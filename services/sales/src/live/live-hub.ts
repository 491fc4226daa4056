import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Subject, type Observable } from 'rxjs';
import { LOGGER, REQUEST_REDIS } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';

/** Something changed in a lead's conversation (a new lead, a message): who may be told. */
export interface LeadChange {
  leadId: number;
  buyerUserId: string | null;
}

/**
 * Conversation changes for the live streams of every replica: delivered at once to this process's
 * streams and, with REDIS_URL, published on the schema's channel so the other replicas' streams get them
 * too (a replica ignores its own messages coming back). Without Redis only this process's streams hear them;
 * screens also read again when their stream reconnects, so a lost notice only delays what they show.
 */
@Injectable()
export class LiveHub implements OnApplicationShutdown {
  private readonly changes = new Subject<LeadChange>();
  private readonly sub?: Redis;
  private readonly channel: string;
  private readonly origin = randomUUID();

  constructor(@Inject(REQUEST_REDIS) private readonly pub: Redis | null, @Inject(SALES_ENV) env: SalesEnv, @Inject(LOGGER) logger: Logger) {
    this.channel = `${env.DB_SCHEMA}:lead-changes`;
    if (!pub) return;
    this.sub = pub.duplicate({ enableOfflineQueue: true, commandTimeout: undefined, connectionName: 'sales-live' });
    this.sub.on('error', (err) => logger.debug({ err: err.message }, 'live updates: Redis unavailable'));
    this.sub.subscribe(this.channel).catch(() => undefined);
    this.sub.on('message', (_channel: string, text: string) => {
      try {
        const { origin, change } = JSON.parse(text) as { origin: string; change: LeadChange };
        if (origin !== this.origin) this.changes.next(change);
      } catch { /* not ours */ }
    });
  }

  get stream(): Observable<LeadChange> {
    return this.changes.asObservable();
  }

  changed(change: LeadChange): void {
    this.changes.next(change);
    this.pub?.publish(this.channel, JSON.stringify({ origin: this.origin, change })).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.changes.complete();
    this.sub?.disconnect();
  }
}
