import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  ACCOUNT_COPY, ACCOUNT_TOKEN_TTL, type AccountExport, type AccountMessage, type ChangeEmailBody, type ChangePasswordBody,
  type NotificationRequest, type RegisterBody, type UpdateProfileBody, type User,
} from '@rl/contracts';
import { NotificationOutbox } from '@rl/service-kit';
import { HttpException } from '@nestjs/common';
import { hashPassword, verifyPassword } from '../users/passwords.js';
import { toPublicUser, UserEntity } from '../users/user.entity.js';
import { AccountTokens } from './account-tokens.js';
import { ListingsClient } from './listings-client.js';
import { SalesClient } from './sales-client.js';
import { UserSessions } from './user-sessions.js';
import { UsersService } from '../users/users.service.js';
import { AUTH_LIMITS } from '../limits/auth-limits.js';

const HOUR = 3600_000;
const UNIQUE_VIOLATION = '23505';
const tokenKey = (token: string) => `auth-token-${createHash('sha256').update(token).digest('hex').slice(0, 24)}`;

/** 400 naming one field, as validation errors do. */
function fieldError(field: string, message: string, status = 400): HttpException {
  return new HttpException({ statusCode: status, error: status === 409 ? 'Conflict' : 'Bad Request', message, fields: [{ field, message }] }, status);
}

/**
 * The account use cases that change a user and tell them by mail. Each change and its mail are written in
 * one transaction (the mail through the notification outbox), so a mail is never lost nor sent for a
 * change that did not happen.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tokens: AccountTokens,
    private readonly sessions: UserSessions,
    private readonly outbox: NotificationOutbox,
    private readonly listings: ListingsClient,
    private readonly sales: SalesClient,
    private readonly usersService: UsersService,
  ) {}

  /** In one transaction: `work`, then its notifications; hands them over once committed. */
  private async inTransaction<T>(work: (m: EntityManager) => Promise<{ result: T; notify: NotificationRequest[] }>): Promise<T> {
    const { result, notify } = await this.db.transaction(async (m) => {
      const done = await work(m);
      await this.outbox.add(done.notify, m);
      return done;
    });
    if (notify.length) this.outbox.wake();
    return result;
  }

  /**
   * Tells the owner of `email` (if there is one) that their account had `attempts` wrong passwords within the
   * limit's window; once per account and window, however often it is asked.
   */
  async warnOfFailedSignIns(email: string, attempts: number): Promise<void> {
    const user = await this.usersService.findByEmail(email);
    if (!user) return;
    const window = Math.floor(Date.now() / (AUTH_LIMITS.failedLoginsPerAccount.seconds * 1000));
    await this.inTransaction(async () => ({
      result: null,
      notify: [{ dedupeKey: `failed-sign-ins-${user.id}-${window}`, to: { userId: user.id }, event: { kind: 'failed-sign-ins', attempts } }],
    }));
  }

  private users(m: EntityManager = this.db.manager) {
    return m.getRepository(UserEntity);
  }

  private async checkPassword(user: UserEntity, password: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password))) throw fieldError('currentPassword', 'Current password is incorrect');
  }

  /** A new account and its verification mail, in one transaction. */
  async register(body: RegisterBody): Promise<UserEntity> {
    return this.inTransaction(async (m) => {
      const user = await this.usersService.register(body, 'user', m);
      return { result: user, notify: [await this.verificationFor(m, user)] };
    });
  }

  /** The verification mail of a user's current address. */
  async verificationFor(m: EntityManager, user: UserEntity): Promise<NotificationRequest> {
    const token = await this.tokens.issue(m, user.id, 'verify-email', ACCOUNT_TOKEN_TTL.verifyEmailHours * HOUR);
    return { dedupeKey: tokenKey(token), to: { email: user.email, name: user.firstName }, event: { kind: 'verify-email', token } };
  }

  async resendVerification(user: UserEntity): Promise<AccountMessage> {
    if (user.emailVerifiedAt) return { message: ACCOUNT_COPY.verified };
    await this.inTransaction(async (m) => ({ result: null, notify: [await this.verificationFor(m, user)] }));
    return { message: ACCOUNT_COPY.verificationSent };
  }

  async updateProfile(user: UserEntity, body: UpdateProfileBody): Promise<User> {
    await this.users().update({ id: user.id }, { firstName: body.firstName, lastName: body.lastName });
    return toPublicUser(await this.users().findOneByOrFail({ id: user.id }));
  }

  async changeEmail(user: UserEntity, body: ChangeEmailBody): Promise<AccountMessage> {
    await this.checkPassword(user, body.currentPassword);
    const email = body.email.toLowerCase();
    if (email === user.email) throw fieldError('email', 'This is already your email address');
    if (await this.users().findOneBy({ email })) throw fieldError('email', 'An account with this email already exists', 409);
    await this.inTransaction(async (m) => {
      const token = await this.tokens.issue(m, user.id, 'change-email', ACCOUNT_TOKEN_TTL.verifyEmailHours * HOUR, email);
      return { result: null, notify: [{ dedupeKey: tokenKey(token), to: { email, name: user.firstName }, event: { kind: 'confirm-new-email', token } }] };
    });
    return { message: ACCOUNT_COPY.emailChangeSent(email) };
  }

  /** Opens a verify-email or change-email link (signed in or not: the token is the proof). */
  async verifyEmail(token: string): Promise<User> {
    try {
      return await this.inTransaction(async (m) => {
        const used = await this.tokens.use(m, token, ['verify-email', 'change-email']);
        const user = await this.users(m).findOneByOrFail({ id: used.userId });
        const notify: NotificationRequest[] = [];
        if (used.purpose === 'change-email' && used.newEmail) {
          const oldEmail = user.email;
          await this.users(m).update({ id: user.id }, { email: used.newEmail, emailVerifiedAt: () => 'now()' } as never);
          notify.push({ dedupeKey: `user-${user.id}-email-changed-${Date.now()}`, to: { email: oldEmail, name: user.firstName }, event: { kind: 'email-changed', newEmail: used.newEmail } });
        } else if (!user.emailVerifiedAt) {
          await this.users(m).update({ id: user.id }, { emailVerifiedAt: () => 'now()' } as never);
        }
        return { result: toPublicUser(await this.users(m).findOneByOrFail({ id: user.id })), notify };
      });
    } catch (err) {
      if ((err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) {
        throw fieldError('token', 'Another account now uses this email address, so it cannot be moved to yours.', 409);
      }
      throw err;
    }
  }

  async changePassword(user: UserEntity, sid: string | null, body: ChangePasswordBody): Promise<AccountMessage> {
    await this.checkPassword(user, body.currentPassword);
    const passwordHash = await hashPassword(body.newPassword);
    await this.inTransaction(async (m) => {
      await this.users(m).update({ id: user.id }, { passwordHash });
      await this.sessions.revoke(m, user.id, sid);
      return { result: null, notify: [{ dedupeKey: `user-${user.id}-password-${Date.now()}`, to: { userId: user.id }, event: { kind: 'password-changed' } }] };
    });
    return { message: ACCOUNT_COPY.passwordChanged };
  }

  /** Mails a reset link when the address has an account; says nothing either way. */
  async forgotPassword(email: string): Promise<AccountMessage> {
    const user = await this.users().findOneBy({ email: email.trim().toLowerCase() });
    if (user) {
      await this.inTransaction(async (m) => {
        const token = await this.tokens.issue(m, user.id, 'reset-password', ACCOUNT_TOKEN_TTL.resetPasswordMinutes * 60_000);
        return { result: null, notify: [{ dedupeKey: tokenKey(token), to: { userId: user.id }, event: { kind: 'reset-password', token } }] };
      });
    }
    return { message: ACCOUNT_COPY.forgotSent };
  }

  /** New password from a reset link: every session and every other link of the user stops working. */
  async resetPassword(token: string, password: string): Promise<AccountMessage> {
    const passwordHash = await hashPassword(password);
    await this.inTransaction(async (m) => {
      // a staff invitation's link sets the first password on the same page
      const used = await this.tokens.use(m, token, ['reset-password', 'staff-invite']);
      // the link reached the mailbox: the address is the user's
      await this.users(m).update({ id: used.userId }, { passwordHash, emailVerifiedAt: () => 'COALESCE(email_verified_at, now())' } as never);
      await this.sessions.revoke(m, used.userId);
      await this.tokens.revokeAll(m, used.userId);
      if (used.purpose === 'staff-invite') return { result: null, notify: [] };
      return { result: null, notify: [{ dedupeKey: `user-${used.userId}-password-${Date.now()}`, to: { userId: used.userId }, event: { kind: 'password-changed' } }] };
    });
    return { message: ACCOUNT_COPY.resetDone };
  }

  async exportData(user: UserEntity): Promise<AccountExport> {
    const [fromListings, fromSales] = await Promise.all([this.listings.dataOf(user.id, user.email), this.sales.dataOf(user.id, user.email)]);
    return {
      exportedAt: new Date().toISOString(),
      account: {
        id: user.id, email: user.email, emailVerified: user.emailVerifiedAt !== null, firstName: user.firstName, lastName: user.lastName,
        role: user.role, createdAt: user.createdAt.toISOString(),
      },
      listings: fromListings.listings,
      inquiriesSent: fromListings.inquiriesSent,
      savedSearches: fromListings.savedSearches,
      savedVehicles: fromListings.savedVehicles,
      conversations: fromSales.conversations,
    };
  }

  /**
   * Anonymises the user in the sales threads and takes their listings down, erasing their personal data
   * there first (both idempotent; nothing is deleted here if either fails), then deletes the account, its sessions and tokens, and says goodbye by mail.
   */
  async deleteAccount(user: UserEntity, password: string): Promise<void> {
    await this.checkPassword(user, password);
    // the person becomes "Deleted user" in the sales threads (the associate keeps them), then listings
    await this.sales.erase(user.id, user.email);
    await this.listings.erase(user.id, user.email);
    await this.inTransaction(async (m) => {
      await this.sessions.revoke(m, user.id);
      await this.users(m).delete({ id: user.id });
      return { result: null, notify: [{ dedupeKey: `user-${user.id}-deleted`, to: { email: user.email, name: user.firstName }, event: { kind: 'account-deleted' } }] };
    });
  }
}
