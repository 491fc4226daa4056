import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Bowser from 'bowser';
import type { DataSource, EntityManager } from 'typeorm';
import type { SessionInfo } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import type { AuthEnv } from '../env.js';

/** What a session's owner sees as its id: a digest, so the list never hands out a session id. */
export const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 16);

/** "Chrome 156 on Linux" from a User-Agent header. */
export function browserLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}` : 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

interface SessionRow {
  sid: string;
  sess: { signedIn?: { at?: string; address?: string | null; userAgent?: string } };
  expire: Date;
}

/** The server-side sessions of one user (connect-pg-simple keeps passport's user id in `sess`). */
@Injectable()
export class UserSessions {
  private readonly table: string;

  private readonly ttlMs: number;

  constructor(@Inject(SERVICE_ENV) env: AuthEnv, @InjectDataSource() private readonly db: DataSource) {
    this.table = `"${env.DB_SCHEMA}"."session"`;
    this.ttlMs = env.SESSION_TTL_DAYS * 24 * 3600_000;
  }

  private async rows(userId: string): Promise<SessionRow[]> {
    return this.db.query(
      `SELECT "sid", "sess", "expire" FROM ${this.table} WHERE "sess"->'passport'->>'user' = $1 AND "expire" > now()`,
      [userId],
    );
  }

  /** The user's live sessions, the current one first, then by last use. */
  async list(userId: string, currentSid: string | null): Promise<SessionInfo[]> {
    const sessions = (await this.rows(userId)).map((r) => ({
      id: publicSessionId(r.sid),
      browser: browserLabel(r.sess.signedIn?.userAgent),
      address: r.sess.signedIn?.address ?? null,
      signedInAt: r.sess.signedIn?.at ?? null,
      // the expiry moves with use (at most every few minutes): it is the last use plus the lifetime
      lastSeenAt: new Date(new Date(r.expire).getTime() - this.ttlMs).toISOString(),
      current: r.sid === currentSid,
    }));
    return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Ends the user's session named `publicId`; 'current' when it is the one asking, 'missing' when there is none. */
  async end(userId: string, publicId: string, currentSid: string | null): Promise<'ended' | 'current' | 'missing'> {
    const row = (await this.rows(userId)).find((r) => publicSessionId(r.sid) === publicId);
    if (!row) return 'missing';
    if (row.sid === currentSid) return 'current';
    await this.db.query(`DELETE FROM ${this.table} WHERE "sid" = $1`, [row.sid]);
    return 'ended';
  }

  /** Signs the user out everywhere but `keepSid`; answers how many sessions ended. */
  async endAll(userId: string, keepSid: string | null = null): Promise<number> {
    const [, count] = (await this.db.query(
      `DELETE FROM ${this.table} WHERE "sess"->'passport'->>'user' = $1 AND ($2::text IS NULL OR "sid" <> $2)`,
      [userId, keepSid],
    )) as [unknown, number];
    return count;
  }

  /** Signs the user out everywhere, except in the session `keepSid` (the one making the change). */
  async revoke(manager: EntityManager, userId: string, keepSid: string | null = null): Promise<void> {
    await manager.query(
      `DELETE FROM ${this.table} WHERE "sess"->'passport'->>'user' = $1 AND ($2::text IS NULL OR "sid" <> $2)`,
      [userId, keepSid],
    );
  }
}
