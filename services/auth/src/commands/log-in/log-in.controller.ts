import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, type User } from '@rl/contracts';
import { toPublicUser, type UserEntity } from '../../users/user.entity.js';
import { LocalLoginGuard } from './local-login.guard.js';

@Controller()
export class LogInController {
  @Post(ROUTES.login)
  @HttpCode(200)
  @UseGuards(LocalLoginGuard)
  login(@Req() req: Request): User {
    return toPublicUser(req.user as UserEntity);
  }
}
