import { Controller, Get, HttpCode, Post, Query, Redirect, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { SIGN_IN_PAGE, withSignInTarget, type User } from '@rl/contracts';
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

  /**
   * The product links to /api/login to start signing in: send the browser to the sign-in page, carrying
   * the page to return to and why (only a path of this site and a known reason pass).
   */
  @Get()
  @Redirect(SIGN_IN_PAGE, 302)
  startSignIn(@Query() query: Record<string, unknown>): { url: string } {
    return { url: withSignInTarget(SIGN_IN_PAGE, { next: query.next, reason: query.reason }) };
  }
}
