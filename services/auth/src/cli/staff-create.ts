import { RegisterBodySchema, StaffRoleSchema, type StaffRole } from '@rl/contracts';
import { createDataSource } from '@rl/service-kit';
import type { DataSource } from 'typeorm';
import { AUTH_ENTITIES, authMigrations } from '../app.module.js';
import { TotpSecretCipher } from '../users/totp-secret-cipher.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { TOTP_SECRET_PATTERN } from '../two-factor/two-factor.service.js';

export interface StaffAccount {
  email: string; password: string; role: StaffRole; firstName?: string; lastName?: string;
  /** base32: the account is enrolled in TOTP with this secret (`--totp-secret`), so it can sign in with codes at once */
  totpSecret?: string;
}

/** Where: the auth database and schema, and auth's TOTP_ENCRYPTION_KEY (and TOTP_ENCRYPTION_OLD_KEYS) that seal TOTP secrets. */
export interface StaffDatabase { databaseUrl: string; schema: string; totpKey: string; totpOldKeys?: readonly string[] }

/**
 * Creates a member of staff (associate, moderator or admin), or gives an existing account that role (its
 * password is set to the one given). Applies the auth migrations first, so it works on a fresh database too.
 */
export async function createStaff(opts: StaffDatabase & StaffAccount) {
  const parsed = RegisterBodySchema.safeParse({ email: opts.email, password: opts.password, firstName: opts.firstName, lastName: opts.lastName });
  const role = StaffRoleSchema.safeParse(opts.role);
  const totpSecret = opts.totpSecret?.replace(/\s+/g, '').toUpperCase();
  const problems = [
    ...(totpSecret !== undefined && !TOTP_SECRET_PATTERN.test(totpSecret) ? ['totp-secret: must be base32 (A-Z, 2-7), at least 16 characters'] : []),
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
    ...(role.success ? [] : [`role: must be one of ${StaffRoleSchema.options.join(', ')}`]),
  ];
  if (!parsed.success || !role.success || problems.length) throw new Error(problems.join('; '));
  const cipher = new TotpSecretCipher(opts.totpKey, opts.totpOldKeys);
  const ds = await createDataSource({ url: opts.databaseUrl, schema: opts.schema, entities: AUTH_ENTITIES, migrations: authMigrations(cipher), poolSize: 2 });
  try {
    await assertSameKey(ds, opts.schema, cipher);
    const users = new UsersService(ds.getRepository(UserEntity), cipher);
    const names = { ...(parsed.data.firstName ? { firstName: parsed.data.firstName } : {}), ...(parsed.data.lastName ? { lastName: parsed.data.lastName } : {}) };
    const { user, created } = await users.upsertStaff(parsed.data.email, parsed.data.password, role.data, names, totpSecret);
    return { email: user.email, id: user.id, role: user.role, created };
  } finally {
    await ds.destroy();
  }
}

/** An admin account (`npm run admin:create`, the demo admin). */
export const createAdmin = (opts: StaffDatabase & { email: string; password: string; totpSecret?: string }) => createStaff({ ...opts, role: 'admin' });

/** Refuses a key that cannot open the secrets already stored: a secret sealed with it would never open in auth. */
async function assertSameKey(ds: DataSource, schema: string, cipher: TotpSecretCipher): Promise<void> {
  const [row] = (await ds.query(`SELECT "id", "totp_secret" FROM "${schema}"."users" WHERE "totp_secret" IS NOT NULL LIMIT 1`)) as { id: string; totp_secret: string }[];
  if (!row) return;
  try {
    cipher.open(row.totp_secret, row.id);
  } catch {
    throw new Error('TOTP_ENCRYPTION_KEY does not open the TOTP secrets of this database: use the key auth runs with');
  }
}
