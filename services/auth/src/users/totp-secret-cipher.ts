import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** What every sealed secret starts with; the database refuses any other value in `users.totp_secret`. */
export const SEALED_PREFIX = 'totp1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A key as TOTP_ENCRYPTION_KEY takes it: 32 random bytes written as 64 hex digits or as base64 / base64url
 * (`openssl rand -base64 32`, `openssl rand -hex 32`). Null when it is not exactly 32 bytes.
 */
export function parseTotpKey(text: string): Buffer | null {
  const t = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return Buffer.from(t, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(t)) return null;
  const bytes = Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** A key's public name, stored beside each secret so the right key opens it after a rotation (never the key). */
const keyId = (key: Buffer) => createHash('sha256').update('rl-totp-key-id:').update(key).digest('hex').slice(0, 12);

const b64 = (b: Buffer) => b.toString('base64url');

/**
 * TOTP secrets at rest: AES-256-GCM (node:crypto) with a fresh 96-bit nonce per secret, the user's id as
 * associated data (a sealed secret copied onto another account does not open), and the key's id in the
 * stored text: `totp1.<key id>.<nonce>.<tag>.<ciphertext>` (base64url). Seals with the current key; opens
 * with the current key or any previous one (a rotation in progress).
 */
export class TotpSecretCipher {
  private readonly current: { id: string; key: Buffer };
  private readonly keys = new Map<string, Buffer>();

  constructor(currentKey: string, previousKeys: readonly string[] = []) {
    const key = parseTotpKey(currentKey);
    if (!key) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64');
    this.current = { id: keyId(key), key };
    this.keys.set(this.current.id, key);
    for (const [i, text] of previousKeys.entries()) {
      const old = parseTotpKey(text);
      if (!old) throw new Error(`TOTP_ENCRYPTION_OLD_KEYS: key ${i + 1} must be 32 bytes, as 64 hex digits or base64`);
      if (!this.keys.has(keyId(old))) this.keys.set(keyId(old), old);
    }
  }

  seal(secret: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(userId, 'utf8'));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${this.current.id}.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
  }

  /** The secret; throws when the text is not sealed, its key is unknown, or it was altered or moved to another user. */
  open(sealed: string, userId: string): string {
    const parts = sealed.startsWith(SEALED_PREFIX) ? sealed.slice(SEALED_PREFIX.length).split('.') : [];
    if (parts.length !== 4) throw new Error('not a sealed TOTP secret');
    const [id, iv, tag, body] = parts as [string, string, string, string];
    const key = this.keys.get(id);
    if (!key) throw new Error(`TOTP secret sealed with an unknown key (${id}): add that key to TOTP_ENCRYPTION_OLD_KEYS`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** True when `sealed` is sealed with the current key (false: plaintext, or a previous key). */
  isCurrent(sealed: string): boolean {
    return sealed.startsWith(this.currentPrefix);
  }

  /** What every secret sealed with the current key starts with (no LIKE wildcards in it). */
  get currentPrefix(): string {
    return `${SEALED_PREFIX}${this.current.id}.`;
  }
}
