import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ChangePasswordBodySchema, ROUTES, type AccountMessage, type ChangePasswordBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class ChangePasswordController {
  constructor(private readonly account: AccountService) {}

  /** Needs the current password; every other session of the user is signed out. */
  @Post(ROUTES.changePassword)
  @HttpCode(200)
  change(@SignedInUser() user: UserEntity, @Body({ schema: ChangePasswordBodySchema }) body: ChangePasswordBody, @Req() req: Request): Promise<AccountMessage> {
    return this.account.changePassword(user, req.sessionID ?? null, body);
  }
}
