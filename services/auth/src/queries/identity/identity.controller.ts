import { Controller, Get, HttpCode, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { IDENTITY_HEADER, INTERNAL_ROUTES, ORIGINAL_METHOD_HEADER, ORIGINAL_URI_HEADER } from '@rl/contracts';
import { mintIdentity, SERVICE_ENV } from '@rl/service-kit';
import type { AuthEnv } from '../../env.js';
import type { UserEntity } from '../../users/user.entity.js';

/**
 * The gateway's identity sub-request (nginx auth_request). Answers 200 always; for a signed-in
 * caller it adds a short-lived token bound to the original method and path. Not routed publicly.
 */
@Controller()
export class IdentityController {
  constructor(@Inject(SERVICE_ENV) private readonly env: AuthEnv) {}

  @Get(INTERNAL_ROUTES.auth.identity)
  @HttpCode(200)
  identify(@Req() req: Request, @Res({ passthrough: true }) res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
    const user = req.user as UserEntity | undefined;
    const method = req.header(ORIGINAL_METHOD_HEADER);
    const uri = req.header(ORIGINAL_URI_HEADER);
    if (!user || !method || !uri) return;
    res.setHeader(IDENTITY_HEADER, mintIdentity({ sub: user.id, role: user.role, email: user.email, method, path: uri }, this.env.IDENTITY_SECRET));
  }
}
