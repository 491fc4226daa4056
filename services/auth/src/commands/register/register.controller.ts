import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RegisterBodySchema, ROUTES, type RegisterBody, type User } from '@rl/contracts';
import { AuthLimits } from '../../limits/auth-limits.js';
import { logIn } from '../../sessions/log-in.js';
import { toPublicUser } from '../../users/user.entity.js';
import { AccountService } from '../../account/account.service.js';

@Controller()
export class RegisterController {
  constructor(private readonly account: AccountService, private readonly limits: AuthLimits) {}

  /** Creates the account, mails the verification link and signs it in (spec §4: register signs the user in). */
  @Post(ROUTES.register)
  @HttpCode(201)
  async register(@Body({ schema: RegisterBodySchema }) body: RegisterBody, @Req() req: Request): Promise<User> {
    await this.limits.registerPerIp.consume(req.ip ?? 'unknown');
    const user = await this.account.register(body);
    await logIn(req, user);
    return toPublicUser(user);
  }
}
