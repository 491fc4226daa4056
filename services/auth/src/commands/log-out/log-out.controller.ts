import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { logOutAndDestroy } from '../../sessions/log-in.js';
import { ROUTES, SESSION_COOKIE } from '@rl/contracts';

@Controller()
export class LogoutController {
  /** Destroys the server-side session; safe to call when already signed out. */
  @Post(ROUTES.logout)
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await logOutAndDestroy(req);
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
