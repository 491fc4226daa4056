import { Controller, Post, Res, Req, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ROUTES } from '@rl/contracts';
import { toPublicUser, type UserEntity } from '../../users/user.entity.js';
import { LocalLoginGuard, type SignInRequest } from './local-login.guard.js';

@Controller()
export class LogInController {
  /**
   * 200 with the user, signed in; or 202 with a SignInChallenge when the account needs a second factor (a code
   * to POST to /api/login/second-factor, or for staff without one, enrolling one first).
   */
  @Post(ROUTES.login)
  @UseGuards(LocalLoginGuard)
  login(@Req() req: SignInRequest, @Res() res: Response): void {
    if (req.signInChallenge) {
      res.status(202).json(req.signInChallenge);
      return;
    }
    res.status(200).json(toPublicUser(req.user as UserEntity));
  }
}
