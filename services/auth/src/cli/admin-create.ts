import { RegisterBodySchema } from '@rl/contracts';
import { createDataSource } from '@rl/service-kit';
import { AUTH_ENTITIES, AUTH_MIGRATIONS } from '../app.module.js';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

/**
 * Creates an admin account, or promotes an existing one (its password is set to the one given).
 * Applies the auth migrations first, so it works on a fresh database too.
 */
export async function createAdmin(opts: { databaseUrl: string; schema: string; email: string; password: string }) {
  const parsed = RegisterBodySchema.safeParse({ email: opts.email, password: opts.password });
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const ds = await createDataSource({ url: opts.databaseUrl, schema: opts.schema, entities: AUTH_ENTITIES, migrations: AUTH_MIGRATIONS, poolSize: 2 });
  try {
    const users = new UsersService(ds.getRepository(UserEntity));
    const { user, created } = await users.upsertAdmin(parsed.data.email, parsed.data.password);
    return { email: user.email, id: user.id, created };
  } finally {
    await ds.destroy();
  }
}
