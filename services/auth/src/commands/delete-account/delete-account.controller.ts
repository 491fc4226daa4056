import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DeleteAccountBodySchema, ROUTES, SESSION_COOKIE, type DeleteAccountBody } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import { logOutAndDestroy } from '../../sessions/log-in.js';
import type { UserEntity } from '../../users/user.entity.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';

@Controller()
export class DeleteAccountController {
  constructor(private readonly account: AccountService, private readonly staffLog: StaffLog) {}

  /** Confirmed with the password: listings taken down, personal data erased, account deleted, signed out. */
  @Post(ROUTES.deleteAccount)
  @HttpCode(204)
  async delete(
    @SignedInUser() user: UserEntity,
    @Body({ schema: DeleteAccountBodySchema }) body: DeleteAccountBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.account.deleteAccount(user, body.currentPassword);
    // the log keeps a deleted member of staff's last action (the entry holds no more than id, email and role)
    await this.staffLog.record(req, user, { action: 'user.data-delete', objectType: 'user', objectId: user.id });
    await logOutAndDestroy(req).catch(() => undefined);
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
