import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Counter } from 'prom-client';
import { metricsRegistry, scrapedGauge } from '../observability/metrics.js';
import { RedactingTypeOrmLogger } from '../typeorm-logger.js';
import { ReplayPosition } from './replay-position.js';

interface ReadReplicaOptions {
  /** DATABASE_READ_URL: a streaming replica of the primary; unset, every read goes to the primary */
  url?: string;
  schema: string;
  /** reads go to the primary while the replica is further behind than this */
  maxLagMs: number;
  /** how often the replica's position is read */
  pollMs?: number;
  poolSize?: number;
  logger?: Logger;
}

const replicas = new Set<ReadReplica>();

scrapedGauge('db_replica_lag_seconds', 'How far the read replica is behind the primary (seconds since the primary had WAL the replica has not replayed)', ['schema'], () =>
  [...replicas].flatMap((r) => (r.lagSeconds === null ? [] : [{ schema: r.schema, value: r.lagSeconds } as unknown as Record<string, number>])));
scrapedGauge('db_replica_up', 'Whether this process reaches its read replica (1) or not (0): 0 sends its reads to the primary', ['schema'], () =>
  [...replicas].flatMap((r) => (r.configured ? [{ schema: r.schema, value: r.reachable ? 1 : 0 } as unknown as Record<string, number>] : [])));
const reads = new Counter({
  name: 'db_public_reads_total',
  help: 'Public reads by the server that answered them: replica, or primary (no replica, replica down, lagging or behind a recent write)',
  labelNames: ['schema', 'server'] as const,
  registers: [metricsRegistry],
});

/**
 * SQLSTATE classes of a server that cannot answer (connection, shutdown, resources): the replica is taken as
 * down, as on an error without a SQLSTATE (a refused or broken connection).
 */
const UNREACHABLE = /^(08|53|57)/;
const num = (v: unknown) => Number(v);

/**
 * Where the public reads of a service go (search, public detail, landing strips, sitemap, page heads): the
 * streaming replica at DATABASE_READ_URL while it is reachable, less than `maxLagMs` behind and has replayed
 * the last change this process heard of (`wrote`); the primary otherwise. A read that fails on the replica is
 * run again on the primary, so a replica going away costs latency, never an error. Reads of one's own data
 * (owner, seller, staff) and every write use the primary DataSource directly, never this.
 *
 * Why a second pool rather than TypeORM's `replication` option: TypeORM 1.x fails to start when a replica is
 * unreachable and picks a replica without knowing its lag; here the replica is connected lazily and watched.
 */
export class ReadReplica implements OnModuleInit, OnApplicationShutdown {
  readonly schema: string;
  readonly configured: boolean;
  reachable = false;
  private replica?: DataSource;
  private readonly position = new ReplayPosition();
  private lastWriteAt = -Infinity;
  private lag: number | null = null;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;

  constructor(private readonly primary: DataSource, private readonly opts: ReadReplicaOptions) {
    this.schema = opts.schema;
    this.configured = Boolean(opts.url);
  }

  /** The last measured lag in seconds; null without a replica or before it was first reached. */
  get lagSeconds(): number | null {
    return this.configured ? this.lag : null;
  }

  /** Whether a read now would go to the replica. */
  get usable(): boolean {
    return this.reachable && this.lag !== null && this.lag * 1000 <= this.opts.maxLagMs && this.position.currentAsOf() >= this.lastWriteAt;
  }

  /**
   * Something readers must see was just committed: reads go to the primary until the replica is known to have
   * replayed everything the primary had at this moment (the next round of polling, about `pollMs`).
   */
  wrote(): void {
    this.lastWriteAt = Date.now();
  }

  /** A read-only statement, on the replica when it is usable, else (or when it fails there) on the primary. */
  async query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    if (this.replica && this.usable) {
      try {
        const rows = await this.replica.query(sql, params);
        reads.inc({ schema: this.schema, server: 'replica' });
        return rows;
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
        if (!sqlState || UNREACHABLE.test(code)) this.down(err);
        // a recovery conflict or anything else: the primary answers this one
      }
    }
    reads.inc({ schema: this.schema, server: 'primary' });
    return this.primary.query(sql, params);
  }

  onModuleInit(): void {
    if (!this.configured) return;
    replicas.add(this);
    const every = this.opts.pollMs ?? 1000;
    const tick = () => {
      this.ticking = this.poll().finally(() => {
        if (replicas.has(this)) this.timer = setTimeout(tick, every).unref();
      });
    };
    tick();
  }

  /** Until the first round of polling ended (tests, and a start that should use the replica at once). */
  async ready(): Promise<void> {
    await this.ticking;
  }

  async onApplicationShutdown(): Promise<void> {
    replicas.delete(this);
    clearTimeout(this.timer);
    await this.ticking;
    if (this.replica?.isInitialized) await this.replica.destroy().catch(() => undefined);
  }

  /** One round: the primary's WAL position, then the replica's replayed one. */
  private async poll(): Promise<void> {
    try {
      const at = Date.now();
      // flushed, not inserted: WAL in the primary's buffers (hint bits, pruning) can stay unflushed, and so unsent,
      // until the next commit; every committed change is flushed before its commit returns
      const [p] = await this.primary.query(`SELECT (pg_current_wal_flush_lsn() - '0/0'::pg_lsn)::text AS lsn`);
      this.position.primaryAt(at, num(p.lsn));
    } catch {
      return; // the primary is away: nothing to compare with (its own outage answers 503 anyway)
    }
    try {
      const replica = await this.connect();
      const [r] = await replica.query(
        `SELECT pg_is_in_recovery() AS standby,
                (CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn() ELSE pg_current_wal_flush_lsn() END - '0/0'::pg_lsn)::text AS lsn`,
      );
      // a server that is not in recovery (a promoted replica, or the primary itself) has everything it answers
      this.position.replicaAt(r.standby ? num(r.lsn ?? -1) : Number.MAX_SAFE_INTEGER);
      this.lag = this.position.lagSeconds(Date.now());
      if (!this.reachable) this.opts.logger?.info({ schema: this.schema, lagSeconds: this.lag }, 'read replica reachable: public reads go to it');
      this.reachable = true;
    } catch (err) {
      // the lag goes on growing from the last position seen, while reads go to the primary
      if (this.lag !== null) this.lag = this.position.lagSeconds(Date.now());
      this.down(err);
    }
  }

  private async connect(): Promise<DataSource> {
    if (this.replica?.isInitialized) return this.replica;
    this.replica = new DataSource({
      type: 'postgres',
      url: this.opts.url,
      schema: this.opts.schema,
      entities: [],
      synchronize: false,
      migrationsRun: false,
      logging: ['error', 'warn'],
      logger: new RedactingTypeOrmLogger(this.opts.logger),
      // a replica that does not answer is given up on in 1 s: the primary answers instead
      extra: { max: this.opts.poolSize ?? 10, connectionTimeoutMillis: 1_000, idleTimeoutMillis: 60_000, application_name: `${this.opts.schema}-reads` },
    });
    await this.replica.initialize();
    return this.replica;
  }

  private down(err: unknown): void {
    if (this.reachable) this.opts.logger?.warn({ schema: this.schema, err: (err as Error).message }, 'read replica unreachable: public reads go to the primary');
    this.reachable = false;
  }
}
