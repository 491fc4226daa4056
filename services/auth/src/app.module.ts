import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { CreateNotificationOutbox1732600000000, NotificationOutbox, ServiceKitModule } from '@rl/service-kit';
import { AccountTokens } from './account/account-tokens.js';
import { AccountService } from './account/account.service.js';
import { ReauthenticateController } from './commands/reauthenticate/reauthenticate.controller.js';
import { ReauthenticatePasskeyOptionsController } from './commands/reauthenticate/reauthenticate-passkey-options.controller.js';
import { EndSessionsController } from './commands/end-sessions/end-sessions.controller.js';
import { EndUserSessionsController } from './commands/end-user-sessions/end-user-sessions.controller.js';
import { ListSessionsController } from './queries/list-sessions/list-sessions.controller.js';
import { ListingsClient } from './account/listings-client.js';
import { SalesClient } from './account/sales-client.js';
import { UserSessions } from './account/user-sessions.js';
import { ChangeEmailController } from './commands/change-email/change-email.controller.js';
import { ChangePasswordController } from './commands/change-password/change-password.controller.js';
import { DeleteAccountController } from './commands/delete-account/delete-account.controller.js';
import { ForgotPasswordController } from './commands/forgot-password/forgot-password.controller.js';
import { LocalStrategy } from './commands/log-in/local.strategy.js';
import { LogInController } from './commands/log-in/log-in.controller.js';
import { LogoutController } from './commands/log-out/log-out.controller.js';
import { RegisterController } from './commands/register/register.controller.js';
import { ResendVerificationController } from './commands/resend-verification/resend-verification.controller.js';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller.js';
import { UpdateProfileController } from './commands/update-profile/update-profile.controller.js';
import { VerifyEmailController } from './commands/verify-email/verify-email.controller.js';
import { AccountBasics1732600000000 } from './migrations/1732600000000-account-basics.js';
import { CurrentUserController } from './queries/current-user/current-user.controller.js';
import { ExportDataController } from './queries/export-data/export-data.controller.js';
import { IdentityController } from './queries/identity/identity.controller.js';
import { StartSignInController } from './queries/start-sign-in/start-sign-in.controller.js';
import { UserContactController } from './queries/user-contact/user-contact.controller.js';
import { ListStaffController } from './queries/list-staff/list-staff.controller.js';
import { StaffRoles1732900000000 } from './migrations/1732900000000-staff-roles.js';
import { StaffManagement1733000000000 } from './migrations/1733000000000-staff-management.js';
import { ChangeStaffRoleController } from './commands/change-staff-role/change-staff-role.controller.js';
import { DeactivateStaffController } from './commands/deactivate-staff/deactivate-staff.controller.js';
import { InviteStaffController } from './commands/invite-staff/invite-staff.controller.js';
import { StaffAccountsController } from './queries/staff-accounts/staff-accounts.controller.js';
import { StaffManagement } from './staff/staff-management.service.js';
import type { AuthEnv } from './env.js';
import { AuthLimits } from './limits/auth-limits.js';
import { CreateUsersAndSessions1732200000000 } from './migrations/1732200000000-create-users-and-sessions.js';
import { SessionMiddleware } from './sessions/session-middleware.js';
import { SessionSerializer } from './sessions/session-serializer.js';
import { UserEntity } from './users/user.entity.js';
import { UsersService } from './users/users.service.js';
import { TwoFactor1733300000000 } from './migrations/1733300000000-two-factor.js';
import { StaffActions1733300000001 } from './migrations/1733300000001-staff-actions.js';
import { SecondFactorSignInController } from './commands/second-factor-sign-in/second-factor-sign-in.controller.js';
import { SetUpTotpController } from './commands/set-up-totp/set-up-totp.controller.js';
import { TurnOnTotpController } from './commands/turn-on-totp/turn-on-totp.controller.js';
import { TurnOffTotpController } from './commands/turn-off-totp/turn-off-totp.controller.js';
import { NewRecoveryCodesController } from './commands/new-recovery-codes/new-recovery-codes.controller.js';
import { TwoFactorStatusController } from './queries/two-factor-status/two-factor-status.controller.js';
import { RecordStaffActionController } from './commands/record-staff-action/record-staff-action.controller.js';
import { StaffLogController } from './queries/staff-log/staff-log.controller.js';
import { SecondFactorCheck } from './two-factor/second-factor-check.js';
import { TwoFactorService } from './two-factor/two-factor.service.js';
import { StaffLog } from './staff-log/staff-log.service.js';
import { encryptTotpSecrets } from './migrations/1733400000000-encrypt-totp-secrets.js';
import { TotpKeyRotation } from './two-factor/totp-key-rotation.js';
import { TotpSecretCipher } from './users/totp-secret-cipher.js';
import { Passkeys1733400000001 } from './migrations/1733400000001-passkeys.js';
import { PasskeysService } from './passkeys/passkeys.service.js';
import { AddPasskeyController } from './commands/add-passkey/add-passkey.controller.js';
import { RemovePasskeyController } from './commands/remove-passkey/remove-passkey.controller.js';
import { StartPasskeySignInController } from './commands/start-passkey-sign-in/start-passkey-sign-in.controller.js';

export const AUTH_ENTITIES = [UserEntity];
/** Auth's migrations; one of them seals TOTP secrets stored in plain text, so they need the cipher. */
export const authMigrations = (cipher: TotpSecretCipher) => [
  CreateUsersAndSessions1732200000000, AccountBasics1732600000000, CreateNotificationOutbox1732600000000, StaffRoles1732900000000,
  StaffManagement1733000000000, TwoFactor1733300000000, StaffActions1733300000001, encryptTotpSecrets(cipher), Passkeys1733400000001,
];
/** The cipher of users' TOTP secrets from the environment's keys. */
export const totpCipher = (env: Pick<AuthEnv, 'TOTP_ENCRYPTION_KEY' | 'TOTP_ENCRYPTION_OLD_KEYS'>) => new TotpSecretCipher(env.TOTP_ENCRYPTION_KEY, env.TOTP_ENCRYPTION_OLD_KEYS);

@Module({})
export class AuthModule implements NestModule {
  constructor(private readonly sessions: SessionMiddleware) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(...this.sessions.handlers).forRoutes('*');
  }

  static register(env: AuthEnv, logger: Logger): DynamicModule {
    const cipher = totpCipher(env);
    return {
      module: AuthModule,
      imports: [
        ServiceKitModule.forRoot({ env, logger, entities: AUTH_ENTITIES, migrations: authMigrations(cipher) }),
        TypeOrmModule.forFeature([UserEntity]),
        PassportModule.register({ session: true }),
      ],
      controllers: [
        RegisterController, LogInController, StartSignInController, LogoutController, CurrentUserController, IdentityController,
        UpdateProfileController, ChangeEmailController, ChangePasswordController, VerifyEmailController, ResendVerificationController,
        ForgotPasswordController, ResetPasswordController, DeleteAccountController, ExportDataController, UserContactController,
        ListStaffController, ListSessionsController, EndSessionsController, EndUserSessionsController, ReauthenticateController,
        StaffAccountsController, InviteStaffController, ChangeStaffRoleController, DeactivateStaffController,
        SecondFactorSignInController, SetUpTotpController, TurnOnTotpController, TurnOffTotpController, NewRecoveryCodesController,
        TwoFactorStatusController, RecordStaffActionController, StaffLogController,
        AddPasskeyController, RemovePasskeyController, StartPasskeySignInController, ReauthenticatePasskeyOptionsController,
      ],
      providers: [
        UsersService, LocalStrategy, SessionSerializer, SessionMiddleware, AuthLimits,
        AccountTokens, UserSessions, AccountService, NotificationOutbox, StaffManagement,
        TwoFactorService, SecondFactorCheck, StaffLog, TotpKeyRotation, PasskeysService,
        { provide: TotpSecretCipher, useValue: cipher },
        { provide: ListingsClient, useFactory: () => new ListingsClient(env.LISTINGS_URL, env.IDENTITY_SECRET) },
        { provide: SalesClient, useFactory: () => new SalesClient(env.SALES_URL, env.IDENTITY_SECRET) },
      ],
      exports: [UsersService],
    };
  }
}
