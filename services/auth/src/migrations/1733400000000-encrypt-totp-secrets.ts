import type { MigrationInterface, QueryRunner } from 'typeorm';
import { migrationSchema } from '@rl/service-kit';
import { SEALED_PREFIX, type TotpSecretCipher } from '../users/totp-secret-cipher.js';

/**
 * TOTP secrets encrypted at rest: every secret stored in plain base32 so far is sealed with the current
 * TOTP_ENCRYPTION_KEY (AES-256-GCM, see users/totp-secret-cipher.ts), and from now on the database
 * refuses any value of `users.totp_secret` that is not sealed. Made for a cipher because it needs the key
 * (`authMigrations(cipher)`). `down` only drops the check: it never writes secrets back in plain text.
 */
export function encryptTotpSecrets(cipher: TotpSecretCipher) {
  return class EncryptTotpSecrets1733400000000 implements MigrationInterface {
    name = 'EncryptTotpSecrets1733400000000';

    async up(q: QueryRunner): Promise<void> {
      const s = migrationSchema(q);
      const rows = (await q.query(
        `SELECT "id", "totp_secret" FROM ${s}."users" WHERE "totp_secret" IS NOT NULL AND "totp_secret" NOT LIKE '${SEALED_PREFIX}%' FOR UPDATE`,
      )) as { id: string; totp_secret: string }[];
      for (const row of rows) {
        await q.query(`UPDATE ${s}."users" SET "totp_secret" = $2 WHERE "id" = $1`, [row.id, cipher.seal(row.totp_secret, row.id)]);
      }
      await q.query(`ALTER TABLE ${s}."users" ADD CONSTRAINT "users_totp_secret_sealed" CHECK ("totp_secret" IS NULL OR "totp_secret" LIKE '${SEALED_PREFIX}%')`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`ALTER TABLE ${migrationSchema(q)}."users" DROP CONSTRAINT "users_totp_secret_sealed"`);
    }
  };
}
