import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_COPY, ACCOUNT_TOKEN_PATTERN, type TokenProblem } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import { HttpException, Inject } from '@nestjs/common';
import type { AuthEnv } from '../env.js';

export type TokenPurpose = 'verify-email' | 'change-email' | 'reset-password' | 'staff-invite';

export interface UsedToken {
  userId: string;
  purpose: TokenPurpose;
  newEmail: string | null;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const PROBLEM_COPY: Record<TokenProblem, string> = {
  invalid: ACCOUNT_COPY.tokenInvalid,
  expired: ACCOUNT_COPY.tokenExpired,
  used: ACCOUNT_COPY.tokenUsed,
};

/** 400 naming the field `token`, with why (`reason`), so the page can offer to send a new link. */
function tokenRefused(problem: TokenProblem): HttpException {
  const message = PROBLEM_COPY[problem];
  return new HttpException({ statusCode: 400, error: 'Bad Request', message, reason: problem, fields: [{ field: 'token', message }] }, 400);
}

/**
 * Tokens mailed to people: 32 random bytes (base64url, 43 characters) of which only the SHA-256 is stored,
 * so a copy of the database opens no account. Each is for one purpose, expires, and is used once.
 */
@Injectable()
export class AccountTokens {
  private readonly table: string;

  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(SERVICE_ENV) env: AuthEnv) {
    this.table = `"${env.DB_SCHEMA}"."account_tokens"`;
  }

  /**
   * A new token; earlier unused tokens of the same purpose for the user stop working (only the newest
   * link counts).
   */
  async issue(manager: EntityManager, userId: string, purpose: TokenPurpose, ttlMs: number, newEmail: string | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.query(`UPDATE ${this.table} SET "used_at" = now() WHERE "user_id" = $1 AND "purpose" = $2 AND "used_at" IS NULL`, [userId, purpose]);
    await manager.query(
      `INSERT INTO ${this.table} ("user_id", "purpose", "token_hash", "new_email", "expires_at") VALUES ($1, $2, $3, $4, now() + ($5::int * interval '1 millisecond'))`,
      [userId, purpose, sha256(token), newEmail, ttlMs],
    );
    return token;
  }

  /** Uses a token of one of `purposes` once; a second use, an expired or unknown token: 400 with the reason. */
  async use(manager: EntityManager, token: string, purposes: TokenPurpose[]): Promise<UsedToken> {
    if (!ACCOUNT_TOKEN_PATTERN.test(token)) throw tokenRefused('invalid');
    // the conditional update is the single use: two requests with one token cannot both pass
    const rows = await manager.query(
      `UPDATE ${this.table} SET "used_at" = now()
       WHERE "token_hash" = $1 AND "purpose" = ANY($2) AND "used_at" IS NULL AND "expires_at" > now()
       RETURNING "user_id", "purpose", "new_email"`,
      [sha256(token), purposes],
    );
    const used = (Array.isArray(rows[0]) ? rows[0] : rows) as { user_id: string; purpose: TokenPurpose; new_email: string | null }[];
    if (used[0]) return { userId: used[0].user_id, purpose: used[0].purpose, newEmail: used[0].new_email };
    const known = (await manager.query(
      `SELECT "used_at" IS NOT NULL AS used, "expires_at" <= now() AS expired FROM ${this.table} WHERE "token_hash" = $1 AND "purpose" = ANY($2)`,
      [sha256(token), purposes],
    )) as { used: boolean; expired: boolean }[];
    if (!known[0]) throw tokenRefused('invalid');
    throw tokenRefused(known[0].used ? 'used' : 'expired');
  }

  /** Every unused token of a user stops working (password reset, account deleted). */
  async revokeAll(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE ${this.table} SET "used_at" = now() WHERE "user_id" = $1 AND "used_at" IS NULL`, [userId]);
  }
}
