import { Controller, Get, HttpCode, Inject, type BeforeApplicationShutdown, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { apiError } from './errors.js';
import { shutdownState } from './shutdown.js';
import { READINESS_CHECKS, type ReadinessCheck } from './tokens.js';

const READY_CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms); });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * live: the process answers. ready: the database (and any extra dependency) answers and the
 * process is not shutting down, so a load balancer only sends traffic that can be served.
 */
@Controller('health')
export class HealthController implements BeforeApplicationShutdown {
  private closing = false;

  constructor(
    private readonly dataSource: DataSource,
    @Optional() @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[] = [],
  ) {}

  beforeApplicationShutdown(): void {
    this.closing = true;
  }

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    if (this.closing || shutdownState.draining) throw apiError(503, 'Shutting down');
    const results: Record<string, string> = {};
    const all: ReadinessCheck[] = [{ name: 'database', check: async () => { await this.dataSource.query('SELECT 1'); } }, ...(this.checks ?? [])];
    for (const c of all) {
      try {
        await withTimeout(c.check(), READY_CHECK_TIMEOUT_MS);
        results[c.name] = 'ok';
      } catch (err) {
        throw apiError(503, `${c.name} is not ready: ${(err as Error).message}`);
      }
    }
    return { status: 'ok', checks: results };
  }
}
