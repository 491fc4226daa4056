import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SERVICE_ENV } from '@rl/service-kit';
import type { AuthEnv } from '../env.js';

/** The server-side sessions of one user (connect-pg-simple keeps passport's user id in `sess`). */
@Injectable()
export class UserSessions {
  private readonly table: string;

  constructor(@Inject(SERVICE_ENV) env: AuthEnv) {
    this.table = `"${env.DB_SCHEMA}"."session"`;
  }

  /** Signs the user out everywhere, except in the session `keepSid` (the one making the change). */
  async revoke(manager: EntityManager, userId: string, keepSid: string | null = null): Promise<void> {
    await manager.query(
      `DELETE FROM ${this.table} WHERE "sess"->'passport'->>'user' = $1 AND ($2::text IS NULL OR "sid" <> $2)`,
      [userId, keepSid],
    );
  }
}
