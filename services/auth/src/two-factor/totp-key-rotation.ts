import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { LOGGER } from '@rl/service-kit';
import { TotpSecretCipher } from '../users/totp-secret-cipher.js';

/** one re-sealing at a time in the whole cluster (every replica tries at start; the one holding the lock works) */
const ROTATION_LOCK = 'rl-totp-key-rotation';

/**
 * The second half of a key rotation: at start, auth re-seals with the current TOTP_ENCRYPTION_KEY every secret
 * still sealed with a key of TOTP_ENCRYPTION_OLD_KEYS (in one transaction, one replica at a time). Once it has
 * logged "re-sealed" (or finds nothing to do), the old key can leave the environment.
 */
@Injectable()
export class TotpKeyRotation implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cipher: TotpSecretCipher,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reseal().catch((err: unknown) => this.logger.error({ err }, 'TOTP secrets: re-sealing with the current key failed'));
  }

  /** How many secrets were re-sealed with the current key. */
  async reseal(): Promise<number> {
    const users = `"${(this.db.options as { schema?: string }).schema ?? 'public'}"."users"`;
    return this.db.transaction(async (m) => {
      const [lock] = (await m.query(`SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok`, [ROTATION_LOCK])) as { ok: boolean }[];
      if (!lock?.ok) return 0;
      const rows = (await m.query(`SELECT "id", "totp_secret" FROM ${users} WHERE "totp_secret" NOT LIKE $1 FOR UPDATE`, [`${this.cipher.currentPrefix}%`])) as { id: string; totp_secret: string }[];
      for (const row of rows) {
        await m.query(`UPDATE ${users} SET "totp_secret" = $2 WHERE "id" = $1`, [row.id, this.cipher.seal(this.cipher.open(row.totp_secret, row.id), row.id)]);
      }
      if (rows.length) this.logger.info({ resealed: rows.length }, 'TOTP secrets: re-sealed with the current key');
      return rows.length;
    });
  }
}
