import { createHash, randomUUID } from 'node:crypto';
import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Not, type DataSource, type EntityManager } from 'typeorm';
import {
  STAFF_INVITE_TTL_HOURS, type StaffAccount, type StaffInviteBody, type StaffRole, type StaffRoleBody,
} from '@rl/contracts';
import { NotificationOutbox } from '@rl/service-kit';
import { AccountTokens } from '../account/account-tokens.js';
import { UserSessions } from '../account/user-sessions.js';
import { NO_PASSWORD, UserEntity } from '../users/user.entity.js';

const HOUR = 3600_000;
const UNIQUE_VIOLATION = '23505';

function fieldError(status: 400 | 404 | 409, field: string, message: string): HttpException {
  const error = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[status];
  return new HttpException({ statusCode: status, error, message, fields: [{ field, message }] }, status);
}

export function toStaffAccount(u: UserEntity): StaffAccount {
  return {
    id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role as StaffRole,
    status: u.deactivatedAt ? 'deactivated' : u.passwordHash === NO_PASSWORD ? 'invited' : 'active',
    createdAt: u.createdAt.toISOString(), deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
  };
}

const displayName = (u: UserEntity) => [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/**
 * Staff management (admins, in the admin app): invitations, role changes, deactivation. Each change and its
 * mail are one transaction (the mail through the notification outbox). Deactivation ends the person's
 * sessions in the same transaction; sales hands their open leads and listings to other associates once the
 * staff directory no longer lists them (services/sales, the assignment sweep).
 */
@Injectable()
export class StaffManagement {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokens,
    private readonly sessions: UserSessions,
    private readonly outbox: NotificationOutbox,
  ) {}

  async list(): Promise<StaffAccount[]> {
    const users = await this.db.getRepository(UserEntity).find({ where: { role: Not('user') }, order: { createdAt: 'ASC' } });
    return users.map(toStaffAccount);
  }

  /**
   * A new staff account without a password, and the mail with its one-time link. Inviting an address that
   * is invited already (or deactivated) sends a new link (the older one stops working) with the role given;
   * any other existing account is a 409 naming `email`.
   */
  async invite(admin: UserEntity, body: StaffInviteBody): Promise<StaffAccount> {
    const email = body.email.toLowerCase();
    try {
      const account = await this.db.transaction(async (m) => {
        const users = m.getRepository(UserEntity);
        let user = await users.findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
        if (user && (user.role === 'user' || (user.passwordHash !== NO_PASSWORD && !user.deactivatedAt))) {
          throw fieldError(409, 'email', user.role === 'user' ? 'This address belongs to a customer account' : 'This address belongs to a member of staff already');
        }
        if (user) {
          await users.update({ id: user.id }, { role: body.role, firstName: body.firstName, lastName: body.lastName, passwordHash: NO_PASSWORD, deactivatedAt: null });
          await this.sessions.revoke(m, user.id);
          user = await users.findOneByOrFail({ id: user.id });
        } else {
          user = await users.save(users.create({
            id: randomUUID(), email, passwordHash: NO_PASSWORD, firstName: body.firstName, lastName: body.lastName,
            profileImageUrl: null, role: body.role, emailVerifiedAt: null, deactivatedAt: null,
          }));
        }
        const token = await this.tokens.issue(m, user.id, 'staff-invite', STAFF_INVITE_TTL_HOURS * HOUR);
        await this.outbox.add([{
          dedupeKey: `auth-token-${createHash('sha256').update(token).digest('hex').slice(0, 24)}`,
          to: { email, name: body.firstName },
          event: { kind: 'staff-invite', token, role: body.role, invitedBy: displayName(admin).slice(0, 200) },
        }], m);
        return toStaffAccount(user);
      });
      this.outbox.wake();
      return account;
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw fieldError(409, 'email', 'This address belongs to a member of staff already');
      }
      throw err;
    }
  }

  async changeRole(admin: UserEntity, id: string, { role }: StaffRoleBody): Promise<StaffAccount> {
    if (id === admin.id) throw fieldError(400, 'role', 'You cannot change your own role');
    return this.db.transaction(async (m) => {
      const user = await this.staffMember(m, id);
      if (user.deactivatedAt) throw fieldError(409, 'id', 'This account is deactivated; invite it again to give it a role');
      await m.getRepository(UserEntity).update({ id }, { role });
      return toStaffAccount(await m.getRepository(UserEntity).findOneByOrFail({ id }));
    });
  }

  /** Ends every session and link of the account at once; deactivating twice changes nothing. */
  async deactivate(admin: UserEntity, id: string): Promise<StaffAccount> {
    if (id === admin.id) throw fieldError(400, 'id', 'You cannot deactivate your own account');
    return this.db.transaction(async (m) => {
      const user = await this.staffMember(m, id);
      if (!user.deactivatedAt) {
        await m.getRepository(UserEntity).update({ id }, { deactivatedAt: () => 'now()' } as never);
        await this.sessions.revoke(m, id);
        await this.tokens.revokeAll(m, id);
      }
      return toStaffAccount(await m.getRepository(UserEntity).findOneByOrFail({ id }));
    });
  }

  private async staffMember(m: EntityManager, id: string): Promise<UserEntity> {
    const user = await m.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user || user.role === 'user') throw fieldError(404, 'id', 'No member of staff has this id');
    return user;
  }
}
