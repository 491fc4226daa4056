import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import type { RegisterBody, Role, StaffRole } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { NO_PASSWORD, UserEntity } from './user.entity.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import { TotpSecretCipher } from './totp-secret-cipher.js';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>, private readonly cipher: TotpSecretCipher) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /** `manager`: inside a transaction of the caller's. Accounts created by an operator (staff) count as verified. */
  async register(body: RegisterBody, role: Role = 'user', manager?: EntityManager): Promise<UserEntity> {
    const users = manager ? manager.getRepository(UserEntity) : this.users;
    const email = body.email.toLowerCase();
    if (await users.findOneBy({ email })) throw apiError(409, 'An account with this email already exists');
    const user = users.create({
      id: randomUUID(),
      email,
      passwordHash: await hashPassword(body.password),
      firstName: body.firstName?.trim() || null,
      lastName: body.lastName?.trim() || null,
      profileImageUrl: null,
      role,
      emailVerifiedAt: role !== 'user' ? new Date() : null,
    });
    try {
      return await users.save(user);
    } catch (err) {
      // two registrations racing for one email: the unique index decides
      if (err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === UNIQUE_VIOLATION) {
        throw apiError(409, 'An account with this email already exists');
      }
      throw err;
    }
  }

  /** The user when email and password match; null otherwise (never says which part was wrong). */
  async checkCredentials(email: string, password: string): Promise<UserEntity | null> {
    const user = await this.findByEmail(email);
    if (!user) {
      await verifyPassword(await decoyHash(), password);
      return null;
    }
    // a deactivated account or an invitation not yet taken up signs in nowhere (the hash is verified anyway: same time)
    const ok = await verifyPassword(user.passwordHash || (await decoyHash()), password);
    return ok && user.passwordHash !== NO_PASSWORD && !user.deactivatedAt ? user : null;
  }

  /** Creates a member of staff, or gives an existing account that role (and resets its password); with `totpSecret`, already enrolled in TOTP with it. */
  async upsertStaff(email: string, password: string, role: StaffRole, names: { firstName?: string; lastName?: string } = {}, totpSecret?: string): Promise<{ user: UserEntity; created: boolean }> {
    const existing = await this.findByEmail(email);
    if (!existing) {
      const user = await this.register({ email, password, ...names }, role);
      if (!totpSecret) return { user, created: true };
      user.totpSecretSealed = this.cipher.seal(totpSecret, user.id);
      user.totpEnabledAt = new Date();
      user.totpLastStep = null;
      return { user: await this.users.save(user), created: true };
    }
    if (totpSecret) {
      existing.totpSecretSealed = this.cipher.seal(totpSecret, existing.id);
      existing.totpEnabledAt = new Date();
      existing.totpLastStep = null;
    }
    existing.role = role;
    existing.deactivatedAt = null;
    if (names.firstName) existing.firstName = names.firstName;
    if (names.lastName) existing.lastName = names.lastName;
    existing.emailVerifiedAt ??= new Date();
    existing.passwordHash = await hashPassword(password);
    return { user: await this.users.save(existing), created: false };
  }

  /** Active staff accounts of one role (not deactivated, password chosen), oldest first. */
  staff(role: StaffRole): Promise<UserEntity[]> {
    return this.users.find({ where: { role, deactivatedAt: IsNull(), passwordHash: Not(NO_PASSWORD) }, order: { createdAt: 'ASC' } });
  }
}
