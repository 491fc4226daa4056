import { Controller, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Identity } from '@rl/contracts';
import { CurrentIdentity, IdentityGuard, IdentityStrategy, RequireAdmin, RequireService, RequireUser, ApiErrorFilter, createLogger } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';

/** A stand-in for any downstream service: the routes of each access level, guarded by the shared kit. */
@Controller('api/probe')
class ProbeController {
  @Get('public')
  open(@CurrentIdentity() who?: Identity) { return { who: who ?? null }; }

  @Get('user')
  @RequireUser()
  user(@CurrentIdentity() who: Identity) { return { who }; }

  @Post('user')
  @RequireUser()
  userPost(@CurrentIdentity() who: Identity) { return { who }; }

  @Get('admin')
  @RequireAdmin()
  admin(@CurrentIdentity() who: Identity) { return { who }; }

  @Get('internal')
  @RequireService()
  internal(@CurrentIdentity() who: Identity) { return { who }; }
}

@Module({
  imports: [PassportModule],
  controllers: [ProbeController],
  providers: [
    { provide: IdentityStrategy, useFactory: () => new IdentityStrategy(TEST_IDENTITY_SECRET) },
    { provide: APP_GUARD, useClass: IdentityGuard },
  ],
})
class ProbeModule {}

export async function startProbe(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(ProbeModule, { logger: false });
  app.useGlobalFilters(new ApiErrorFilter(createLogger('probe', 'silent')));
  await app.init();
  return app;
}
