import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import { RECOVERY_CODE_COUNT, TOTP, type TotpSetup, type TwoFactorStatus } from '@rl/contracts';
import { isStaffRole, type UserEntity } from '../users/user.entity.js';
import { TotpSecretCipher } from '../users/totp-secret-cipher.js';
import { PasskeysService } from '../passkeys/passkeys.service.js';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** A base32 TOTP secret as `--totp-secret` and authenticator apps take it: at least 16 characters (80 bits). */
export const TOTP_SECRET_PATTERN = /^[A-Z2-7]{16,128}=*$/;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** A recovery code as the user may type it (any case, with or without dashes), in the form it is hashed. */
const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/-/g, '');
const digest = (code: string) => createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
/** A new recovery code: 80 random bits, `xxxx-xxxx-xxxx-xxxx`. */
const newRecoveryCode = () => base32(randomBytes(10)).match(/.{4}/g)!.join('-');

/** The TOTP time step a code matched, or null: the current step, or one step either side (clock drift). */
export async function matchingStep(secret: string, code: string, nowMs = Date.now()): Promise<number | null> {
  const epoch = Math.floor(nowMs / 1000);
  const res = await verify({ secret, token: code.trim(), epoch, epochTolerance: TOTP.periodSeconds * TOTP.driftSteps }).catch(() => ({ valid: false as const }));
  // the step the code belongs to: the current one plus the drift it matched at
  return res.valid ? Math.floor(epoch / TOTP.periodSeconds) + res.delta : null;
}

/**
 * The second factors of an account: TOTP (each code accepted once: the last accepted time step is kept and
 * only a later one is taken, atomically, so two replicas cannot both accept one code) and recovery codes
 * (SHA-256 digests; each works once). Staff cannot turn theirs off. Secrets are stored sealed (`TotpSecretCipher`).
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly cipher: TotpSecretCipher,
    private readonly passkeyList: PasskeysService,
  ) {}

  /** A fresh secret with its otpauth URI and QR code, for the user to scan; nothing is stored. */
  async setup(user: Pick<UserEntity, 'email'>): Promise<TotpSetup> {
    const secret = generateSecret();
    const otpauthUri = generateURI({ issuer: TOTP.issuer, label: user.email, secret });
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** True when `code` is a TOTP code of the user's secret not accepted before; it is then used up. */
  async useTotp(user: UserEntity, code: string): Promise<boolean> {
    if (!user.totpSecretSealed) return false;
    const step = await matchingStep(this.cipher.open(user.totpSecretSealed, user.id), code);
    if (step === null) return false;
    const rows = await this.db.query(
      `UPDATE ${this.users} SET "totp_last_step" = $2 WHERE "id" = $1 AND ("totp_last_step" IS NULL OR "totp_last_step" < $2) RETURNING "id"`,
      [user.id, step],
    );
    return affected(rows) > 0;
  }

  /** True when `code` is one of the user's unused recovery codes; it is then used up. */
  async useRecoveryCode(user: UserEntity, code: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE ${this.codes} SET "used_at" = now() WHERE "user_id" = $1 AND "code_hash" = $2 AND "used_at" IS NULL RETURNING "id"`,
      [user.id, digest(code)],
    );
    return affected(rows) > 0;
  }

  /**
   * Turns TOTP on with `secret` (the code proving the app has it matched `step`, which is used up) and
   * replaces the recovery codes; answers the new codes, which are never shown again.
   */
  async enable(userId: string, secret: string, step: number | null, manager?: EntityManager): Promise<string[]> {
    const work = async (m: EntityManager) => {
      await m.query(`UPDATE ${this.users} SET "totp_secret" = $2, "totp_enabled_at" = now(), "totp_last_step" = $3 WHERE "id" = $1`, [userId, this.cipher.seal(secret, userId), step]);
      return this.replaceRecoveryCodes(m, userId);
    };
    return manager ? work(manager) : this.db.transaction(work);
  }

  async disable(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`UPDATE ${this.users} SET "totp_secret" = NULL, "totp_enabled_at" = NULL, "totp_last_step" = NULL WHERE "id" = $1`, [userId]);
      // the recovery codes stay while passkeys remain a second factor
      await m.query(`DELETE FROM ${this.codes} WHERE "user_id" = $1 AND NOT EXISTS (SELECT 1 FROM ${this.passkeys} WHERE "user_id" = $1)`, [userId]);
    });
  }

  /** Ten new recovery codes inside the caller's transaction (a first passkey); the old ones stop working. */
  recoveryCodesIn(m: EntityManager, userId: string): Promise<string[]> {
    return this.replaceRecoveryCodes(m, userId);
  }

  /** Ten new recovery codes; the old ones stop working. */
  newRecoveryCodes(userId: string): Promise<string[]> {
    return this.db.transaction((m) => this.replaceRecoveryCodes(m, userId));
  }

  async status(user: UserEntity): Promise<TwoFactorStatus> {
    const [row] = (await this.db.query(`SELECT count(*)::int AS n FROM ${this.codes} WHERE "user_id" = $1 AND "used_at" IS NULL`, [user.id])) as { n: number }[];
    return {
      totp: user.totpEnabledAt !== null,
      passkeys: await this.passkeyList.list(user.id),
      totpEnabledAt: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: row?.n ?? 0,
      required: isStaffRole(user.role),
    };
  }

  private async replaceRecoveryCodes(m: EntityManager, userId: string): Promise<string[]> {
    await m.query(`DELETE FROM ${this.codes} WHERE "user_id" = $1`, [userId]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) await m.query(`INSERT INTO ${this.codes} ("user_id", "code_hash") VALUES ($1, $2)`, [userId, digest(code)]);
    return codes;
  }

  private get schema(): string {
    return (this.db.options as { schema?: string }).schema ?? 'public';
  }

  private get users(): string {
    return `"${this.schema}"."users"`;
  }

  private get passkeys(): string {
    return `"${this.schema}"."passkeys"`;
  }

  private get codes(): string {
    return `"${this.schema}"."recovery_codes"`;
  }
}

/** Rows an UPDATE ... RETURNING touched (TypeORM's pg driver answers [rows, count]). */
function affected(result: unknown): number {
  if (Array.isArray(result) && Array.isArray(result[0])) return (result[0] as unknown[]).length;
  return Array.isArray(result) ? result.length : 0;
}
