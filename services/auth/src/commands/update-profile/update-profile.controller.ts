import { Body, Controller, Get, Header, Patch } from '@nestjs/common';
import { UpdateProfileBodySchema, type UpdateProfileBody, type User } from '@rl/contracts';
import { AccountService } from '../../account/account.service.js';
import { SignedInUser } from '../../account/signed-in-user.js';
import { toPublicUser, type UserEntity } from '../../users/user.entity.js';

@Controller('api/account')
export class UpdateProfileController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  current(@SignedInUser() user: UserEntity): User {
    return toPublicUser(user);
  }

  @Patch()
  update(@SignedInUser() user: UserEntity, @Body({ schema: UpdateProfileBodySchema }) body: UpdateProfileBody): Promise<User> {
    return this.account.updateProfile(user, body);
  }
}
