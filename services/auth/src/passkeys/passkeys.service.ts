import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse,
  type AuthenticationResponseJSON, type AuthenticatorTransport, type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Request } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { TOTP, type Passkey, type PasskeyAssertion, type PasskeyAttestation, type PasskeyOptions } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import type { AuthEnv } from '../env.js';
import type { UserEntity } from '../users/user.entity.js';

declare module 'express-session' {
  interface SessionData {
    /** the challenge of the passkey options last handed out in this session: used once, within CHALLENGE_MINUTES */
    passkeyChallenge?: { purpose: ChallengePurpose; userId: string; challenge: string; at: string };
  }
}

/** What a challenge was handed out for: creating a passkey, the sign-in's second step, or confirming a signed-in user again. */
export type ChallengePurpose = 'register' | 'sign-in' | 'reauthenticate';
/** The purposes whose answer is an assertion (a signature of an existing passkey). */
export type AssertionPurpose = Exclude<ChallengePurpose, 'register'>;

const CHALLENGE_MINUTES = 5;

interface Row { id: string; credential_id: string; public_key: Buffer; counter: string; transports: string[]; name: string; created_at: Date; last_used_at: Date | null }

const toPasskey = (r: Row): Passkey => ({
  id: String(r.id), name: r.name, createdAt: new Date(r.created_at).toISOString(), lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
});

/** Rows a statement touched (TypeORM's pg driver answers [rows, count] for UPDATE/DELETE ... RETURNING). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as T[]) : (result as T[]));

/**
 * Passkeys (WebAuthn, @simplewebauthn/server) as a second factor: registered from /account by a signed-in user,
 * then offered after the password. The relying party is the site's public origin (PUBLIC_URL): its host name is
 * the RP ID and every answer must come from exactly that origin, so a passkey never signs in to a look-alike
 * site. Each challenge lives in the session and is used once.
 */
@Injectable()
export class PasskeysService {
  private readonly origin: string;
  private readonly rpID: string;

  constructor(@InjectDataSource() private readonly db: DataSource, @Inject(SERVICE_ENV) env: AuthEnv) {
    const url = new URL(env.PUBLIC_URL);
    this.origin = url.origin;
    this.rpID = url.hostname;
  }

  private get table(): string {
    return `"${(this.db.options as { schema?: string }).schema ?? 'public'}"."passkeys"`;
  }

  private get users(): string {
    return `"${(this.db.options as { schema?: string }).schema ?? 'public'}"."users"`;
  }

  private get recoveryCodes(): string {
    return `"${(this.db.options as { schema?: string }).schema ?? 'public'}"."recovery_codes"`;
  }

  async list(userId: string): Promise<Passkey[]> {
    const rows = (await this.db.query(`SELECT * FROM ${this.table} WHERE "user_id" = $1 ORDER BY "id"`, [userId])) as Row[];
    return rows.map(toPasskey);
  }

  /** Options for the browser to create a passkey for `user` (its existing ones excluded); the challenge is kept in the session. */
  async registrationOptions(req: Request, user: UserEntity): Promise<PasskeyOptions> {
    const existing = (await this.db.query(`SELECT "credential_id", "transports" FROM ${this.table} WHERE "user_id" = $1`, [user.id])) as Row[];
    const options = await generateRegistrationOptions({
      rpName: TOTP.issuer, rpID: this.rpID, userName: user.email, userID: new TextEncoder().encode(user.id),
      userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
      attestationType: 'none',
      excludeCredentials: existing.map((r) => ({ id: r.credential_id, transports: r.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    req.session.passkeyChallenge = { purpose: 'register', userId: user.id, challenge: options.challenge, at: new Date().toISOString() };
    return options as unknown as PasskeyOptions;
  }

  /**
   * Keeps the passkey the browser created from this session's registration options; null when the answer does
   * not verify (wrong challenge, origin or RP ID, or no options asked for). Marks the account as having passkeys.
   */
  async register(req: Request, user: UserEntity, response: PasskeyAttestation, name: string, m: EntityManager): Promise<Passkey | null> {
    const challenge = this.takeChallenge(req, 'register', user.id);
    if (!challenge) return null;
    const verified = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON, expectedChallenge: challenge, expectedOrigin: this.origin, expectedRPID: this.rpID,
    }).catch(() => null);
    if (!verified?.verified) return null;
    const { credential } = verified.registrationInfo;
    const [row] = rowsOf<Row>(await m.query(
      `INSERT INTO ${this.table} ("user_id", "credential_id", "public_key", "counter", "transports", "name")
       VALUES ($1, $2, $3, $4, $5::text[], $6) ON CONFLICT ("credential_id") DO NOTHING RETURNING *`,
      [user.id, credential.id, Buffer.from(credential.publicKey), credential.counter, credential.transports ?? response.response.transports ?? [], name],
    ));
    if (!row) return null;
    await m.query(`UPDATE ${this.users} SET "passkeys_enabled_at" = coalesce("passkeys_enabled_at", now()) WHERE "id" = $1`, [user.id]);
    return toPasskey(row);
  }

  /**
   * Options for the browser to sign with one of `userId`'s passkeys: the pending sign-in's second step, or a
   * signed-in user confirming it is them (`reauthenticate`). Each asks for a fresh challenge; null: no passkey.
   */
  async signInOptions(req: Request, userId: string, purpose: AssertionPurpose = 'sign-in'): Promise<PasskeyOptions | null> {
    const keys = (await this.db.query(`SELECT "credential_id", "transports" FROM ${this.table} WHERE "user_id" = $1`, [userId])) as Row[];
    if (!keys.length) return null;
    const options = await generateAuthenticationOptions({
      rpID: this.rpID, userVerification: 'preferred',
      allowCredentials: keys.map((k) => ({ id: k.credential_id, transports: k.transports as AuthenticatorTransport[] })),
    });
    req.session.passkeyChallenge = { purpose, userId, challenge: options.challenge, at: new Date().toISOString() };
    return options as unknown as PasskeyOptions;
  }

  /**
   * True when `assertion` is a signature of one of `user`'s passkeys over this session's challenge for
   * `purpose` (used up either way: a sign-in challenge never confirms a reauthentication, nor the reverse), from the site's origin, with a signature counter that moved forward (or a passkey
   * that keeps none); its counter and last use are then stored.
   */
  async usePasskey(req: Request, user: UserEntity, assertion: PasskeyAssertion, purpose: AssertionPurpose = 'sign-in'): Promise<boolean> {
    const challenge = this.takeChallenge(req, purpose, user.id);
    if (!challenge) return false;
    const [row] = (await this.db.query(`SELECT * FROM ${this.table} WHERE "user_id" = $1 AND "credential_id" = $2`, [user.id, assertion.id])) as Row[];
    if (!row) return false;
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON, expectedChallenge: challenge, expectedOrigin: this.origin, expectedRPID: this.rpID,
      credential: { id: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter), transports: row.transports as AuthenticatorTransport[] },
    }).catch(() => null);
    if (!result?.verified) return false;
    // the counter only moves forward (a cloned authenticator would repeat one); 0 and 0: a passkey that keeps none
    const updated = rowsOf<{ id: string }>(await this.db.query(
      `UPDATE ${this.table} SET "counter" = $2, "last_used_at" = now() WHERE "id" = $1 AND ("counter" < $2 OR ("counter" = 0 AND $2 = 0)) RETURNING "id"`,
      [row.id, result.authenticationInfo.newCounter],
    ));
    return updated.length > 0;
  }

  /** Removes one of `userId`'s passkeys; the account's passkey mark goes with its last one. False when there is none. */
  async remove(userId: string, id: string, m: EntityManager): Promise<boolean> {
    if (!/^\d{1,19}$/.test(id)) return false;
    const gone = rowsOf<{ id: string }>(await m.query(`DELETE FROM ${this.table} WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId]));
    if (!gone.length) return false;
    const left = rowsOf<{ totp_enabled_at: Date | null }>(await m.query(
      `UPDATE ${this.users} SET "passkeys_enabled_at" = NULL WHERE "id" = $1 AND NOT EXISTS (SELECT 1 FROM ${this.table} WHERE "user_id" = $1) RETURNING "totp_enabled_at"`, [userId],
    ))[0];
    // no second factor left: the recovery codes go with it
    if (left && left.totp_enabled_at === null) await m.query(`DELETE FROM ${this.recoveryCodes} WHERE "user_id" = $1`, [userId]);
    return true;
  }

  /** The session's challenge for `purpose` and `userId`, taken out of the session (once), or null when absent or stale. */
  private takeChallenge(req: Request, purpose: ChallengePurpose, userId: string): string | null {
    const kept = req.session.passkeyChallenge;
    delete req.session.passkeyChallenge;
    if (!kept || kept.purpose !== purpose || kept.userId !== userId) return null;
    return Date.now() - Date.parse(kept.at) > CHALLENGE_MINUTES * 60_000 ? null : kept.challenge;
  }
}
