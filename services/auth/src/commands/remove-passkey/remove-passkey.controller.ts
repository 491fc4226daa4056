import { Controller, Delete, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { PasskeyIdParamSchema, ROUTES, TWO_FACTOR_COPY, type PasskeyIdParam, type TwoFactorStatus } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { PasskeysService } from '../../passkeys/passkeys.service.js';
import { RecentSignInGuard } from '../../sessions/recent-sign-in.js';
import { StaffLog } from '../../staff-log/staff-log.service.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import { UsersService } from '../../users/users.service.js';
import { isStaffRole, UserEntity } from '../../users/user.entity.js';

@Controller()
export class RemovePasskeyController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly passkeys: PasskeysService,
    private readonly twoFactor: TwoFactorService,
    private readonly users: UsersService,
    private readonly staffLog: StaffLog,
  ) {}

  /**
   * Removes one of my passkeys (a recent sign-in needed); answers my second factors as they are now. Staff
   * cannot remove their only second factor (409, nothing removed): a passkey is theirs to replace, not to drop.
   */
  @Delete(ROUTES.passkey)
  @HttpCode(200)
  @UseGuards(RecentSignInGuard)
  async remove(@Param({ schema: PasskeyIdParamSchema }) { id }: PasskeyIdParam, @SignedInUser() user: UserEntity, @Req() req: Request): Promise<TwoFactorStatus> {
    const removed = await this.db.transaction(async (m) => {
      const gone = await this.passkeys.remove(user.id, id, m);
      if (gone && isStaffRole(user.role) && !user.totpEnabledAt) {
        const left = await m.getRepository(UserEntity).findOneBy({ id: user.id });
        if (!left?.passkeysEnabledAt) throw apiError(409, TWO_FACTOR_COPY.staffMustKeep);
      }
      return gone;
    });
    if (!removed) throw apiError(404, TWO_FACTOR_COPY.passkeyNotFound);
    await this.staffLog.record(req, user, { action: 'staff.second-factor-changed', objectType: 'user', objectId: user.id, after: { passkeyRemoved: id } });
    return this.twoFactor.status((await this.users.findById(user.id))!);
  }
}
