import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { STAFF_ROLES, type Role, type User } from '@rl/contracts';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** stored lower-cased; unique */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  /** argon2id hash */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'user' })
  role!: Role;

  /** when the user opened the link mailed to this address; null until then */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  /** a member of staff an admin deactivated: can no longer sign in, sessions ended */
  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  /** the TOTP secret once two-factor sign-in is on, sealed (AES-256-GCM, `TotpSecretCipher`), never in plain text; null otherwise */
  @Column({ name: 'totp_secret', type: 'text', nullable: true })
  totpSecretSealed!: string | null;

  @Column({ name: 'totp_enabled_at', type: 'timestamptz', nullable: true })
  totpEnabledAt!: Date | null;

  /** set while the account has at least one passkey (a second factor, like TOTP) */
  @Column({ name: 'passkeys_enabled_at', type: 'timestamptz', nullable: true })
  passkeysEnabledAt!: Date | null;

  /** the last TOTP time step a code was accepted for (bigint, as text): only later steps are taken */
  @Column({ name: 'totp_last_step', type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

/** The password hash of an invited member of staff who has not chosen a password yet: matches no password. */
export const NO_PASSWORD = '';

/** Staff must sign in with a second factor; so must anyone who turned one on. */
export function needsSecondFactor(u: Pick<UserEntity, 'role' | 'totpEnabledAt' | 'passkeysEnabledAt'>): boolean {
  return isStaffRole(u.role) || hasSecondFactor(u);
}

/** TOTP on, or at least one passkey. */
export function hasSecondFactor(u: Pick<UserEntity, 'totpEnabledAt' | 'passkeysEnabledAt'>): boolean {
  return u.totpEnabledAt !== null || u.passkeysEnabledAt !== null;
}

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

/** The API's user object: everything but the password. */
export function toPublicUser(u: UserEntity): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    emailVerified: u.emailVerifiedAt !== null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}
