import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { Logger } from 'pino';
import type { BaseEnv } from './config.js';
import { createDataSource } from './data-source.js';
import { HealthController } from './health.controller.js';
import { IdentityGuard } from './identity/guards.js';
import { IdentityStrategy } from './identity/identity.strategy.js';
import { SharedSeenTokens } from './identity/shared-seen-tokens.js';
import { ReadReplica } from './read-replica/read-replica.js';
import { requestPathRedis } from './redis/redis.js';
import { LOGGER, READINESS_CHECKS, REQUEST_REDIS, SERVICE_ENV, type ReadinessCheck } from './tokens.js';

interface ServiceKitOptions {
  env: BaseEnv;
  logger: Logger;
  entities: NonNullable<DataSourceOptions['entities']>;
  migrations: NonNullable<DataSourceOptions['migrations']>;
  readinessChecks?: ReadinessCheck[];
  poolSize?: number;
}

/**
 * Everything a service gets for free: validated env, logger, database in its own schema with
 * migrations applied, identity from the gateway header, health endpoints.
 */
@Module({})
export class ServiceKitModule {
  static forRoot(opts: ServiceKitOptions): DynamicModule {
    // one connection per process for request-path checks shared by the replicas (replay cache, limits)
    const redis = opts.env.REDIS_URL ? requestPathRedis(opts.env.REDIS_URL, `${opts.env.DB_SCHEMA}-requests`) : null;
    const providers: Provider[] = [
      { provide: SERVICE_ENV, useValue: opts.env },
      { provide: LOGGER, useValue: opts.logger },
      { provide: READINESS_CHECKS, useValue: opts.readinessChecks ?? [] },
      { provide: REQUEST_REDIS, useValue: redis },
      { provide: 'REQUEST_REDIS_CLOSER', useValue: { onApplicationShutdown: () => redis?.disconnect() } },
      {
        provide: IdentityStrategy,
        useFactory: () => new IdentityStrategy(opts.env.IDENTITY_SECRET, redis ? new SharedSeenTokens(redis, opts.logger) : undefined),
      },
      { provide: APP_GUARD, useClass: IdentityGuard },
      {
        provide: ReadReplica,
        inject: [DataSource],
        useFactory: (primary: DataSource) => new ReadReplica(primary, {
          url: opts.env.DATABASE_READ_URL, schema: opts.env.DB_SCHEMA, maxLagMs: opts.env.DB_READ_MAX_LAG_MS, poolSize: opts.poolSize, logger: opts.logger,
        }),
      },
    ];
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        PassportModule,
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ type: 'postgres' as const }),
          dataSourceFactory: () =>
            createDataSource({
              url: opts.env.DATABASE_URL,
              schema: opts.env.DB_SCHEMA,
              entities: opts.entities,
              migrations: opts.migrations,
              poolSize: opts.poolSize,
              logger: opts.logger,
            }),
        }),
      ],
      controllers: [HealthController],
      providers,
      exports: [SERVICE_ENV, LOGGER, READINESS_CHECKS, REQUEST_REDIS, TypeOrmModule, ReadReplica],
    };
  }
}
