import type { Logger as PinoLogger } from 'pino';
import type { Logger as TypeOrmLogger } from 'typeorm';

/**
 * TypeORM's own logging prints a failing query with its parameters: passwords' hashes, emails, whatever
 * a client sent. This one logs the statement's text and the database's error code only, never values.
 */
export class RedactingTypeOrmLogger implements TypeOrmLogger {
  constructor(private readonly logger?: PinoLogger) {}

  logQueryError(error: string | Error, query: string, _parameters?: unknown[]): void {
    const e = error as Error & { code?: string };
    const entry = { code: e.code, error: typeof error === 'string' ? error : e.message, query: query.slice(0, 500) };
    if (this.logger) this.logger.error(entry, 'database query failed');
    else process.stderr.write(`${JSON.stringify({ level: 50, msg: 'database query failed', ...entry })}\n`);
  }

  logQuery(): void {}
  logQuerySlow(time: number, query: string): void {
    this.logger?.warn({ ms: time, query: query.slice(0, 500) }, 'slow database query');
  }
  logSchemaBuild(): void {}
  logMigration(message: string): void {
    this.logger?.info(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger?.warn(String(message));
  }
}
