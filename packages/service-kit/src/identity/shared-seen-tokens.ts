import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * The identity-token replay cache shared by every replica: a token id is claimed with SET NX until the
 * token expires, so a captured header is refused by every replica, not just the one that saw it first.
 * If Redis does not answer (down, slow), the claim falls back to the replica's own memory (checked
 * first anyway) and a warning is logged: tokens live 30 s and are bound to one method and path, so the
 * platform keeps serving rather than refusing every signed-in request.
 */
export class SharedSeenTokens {
  private warnedAt = 0;

  constructor(private readonly redis: Redis, private readonly logger?: Logger, private readonly prefix = 'rl:jti:') {}

  /** true when the id was new everywhere (and is now claimed); false when any replica saw it. */
  async claim(jti: string, exp: number, nowSec: number): Promise<boolean> {
    const ttl = Math.max(1, exp - nowSec + 1);
    try {
      return (await this.redis.set(`${this.prefix}${jti}`, '1', 'EX', ttl, 'NX')) === 'OK';
    } catch (err) {
      if (Date.now() - this.warnedAt > 10_000) {
        this.warnedAt = Date.now();
        this.logger?.warn({ err: (err as Error).message }, 'identity replay cache: Redis unavailable, using this replica\'s memory only');
      }
      return true;
    }
  }
}
