import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type TwoFactorStatus } from '@rl/contracts';
import { SignedInUser } from '../../account/signed-in-user.js';
import { TwoFactorService } from '../../two-factor/two-factor.service.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class TwoFactorStatusController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get(ROUTES.twoFactor)
  @Header('Cache-Control', 'no-store')
  status(@SignedInUser() user: UserEntity): Promise<TwoFactorStatus> {
    return this.twoFactor.status(user);
  }
}
