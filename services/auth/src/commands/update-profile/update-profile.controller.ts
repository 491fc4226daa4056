import { Body, Controller, Patch } from '@nestjs/common';
import { ROUTES, UpdateProfileBodySchema, type UpdateProfileBody, type User } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class UpdateProfileController {
  constructor(private readonly account: AccountService) {}

  @Patch(ROUTES.account)
  update(@SignedInUser() user: UserEntity, @Body({ schema: UpdateProfileBodySchema }) body: UpdateProfileBody): Promise<User> {
    return this.account.updateProfile(user, body);
  }
}
