import { Controller, Get, HttpCode, Post, Redirect, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '@rl/contracts';
import { toPublicUser, type UserEntity } from '../users/user.entity.js';
import { LocalLoginGuard } from './local-login.guard.js';

@Controller('api/login')
export class LoginController {
  @Post()
  @HttpCode(200)
  @UseGuards(LocalLoginGuard)
  login(@Req() req: Request): User {
    return toPublicUser(req.user as UserEntity);
  }

  /** The product links to /api/login to start signing in: send the browser to the sign-in page. */
  @Get()
  @Redirect('/auth', 302)
  startSignIn(): void {}
}
