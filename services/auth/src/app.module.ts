import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import type { AuthEnv } from './env.js';
import { CurrentUserController } from './current-user/current-user.controller.js';
import { IdentityController } from './identity/identity.controller.js';
import { LocalStrategy } from './login/local.strategy.js';
import { AuthLimits } from './limits/auth-limits.js';
import { LoginController } from './login/login.controller.js';
import { LogoutController } from './logout/logout.controller.js';
import { CreateUsersAndSessions1732200000000 } from './migrations/1732200000000-create-users-and-sessions.js';
import { RegisterController } from './register/register.controller.js';
import { SessionMiddleware } from './sessions/session-middleware.js';
import { SessionSerializer } from './sessions/session-serializer.js';
import { UserEntity } from './users/user.entity.js';
import { UsersService } from './users/users.service.js';

export const AUTH_ENTITIES = [UserEntity];
export const AUTH_MIGRATIONS = [CreateUsersAndSessions1732200000000];

@Module({})
export class AuthModule implements NestModule {
  constructor(private readonly sessions: SessionMiddleware) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(...this.sessions.handlers).forRoutes('*');
  }

  static register(env: AuthEnv, logger: Logger): DynamicModule {
    return {
      module: AuthModule,
      imports: [
        ServiceKitModule.forRoot({ env, logger, entities: AUTH_ENTITIES, migrations: AUTH_MIGRATIONS }),
        TypeOrmModule.forFeature([UserEntity]),
        PassportModule.register({ session: true }),
      ],
      controllers: [RegisterController, LoginController, LogoutController, CurrentUserController, IdentityController],
      providers: [UsersService, LocalStrategy, SessionSerializer, SessionMiddleware, AuthLimits],
      exports: [UsersService],
    };
  }
}
