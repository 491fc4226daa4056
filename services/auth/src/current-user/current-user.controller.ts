import { Controller, Get, Header, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { toPublicUser, type UserEntity } from '../users/user.entity.js';

@Controller('api/user')
export class CurrentUserController {
  @Get()
  @Header('Cache-Control', 'no-store')
  current(@Req() req: Request): User {
    if (!req.user) throw apiError(401, 'Not signed in');
    return toPublicUser(req.user as UserEntity);
  }
}
