import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { RegisterBodySchema, type RegisterBody, type User } from '@rl/contracts';
import { logIn } from '../sessions/log-in.js';
import { toPublicUser } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

@Controller('api/register')
export class RegisterController {
  constructor(private readonly users: UsersService) {}

  /** Creates the account and signs it in (spec §4: register signs the user in). */
  @Post()
  @HttpCode(201)
  async register(@Body({ schema: RegisterBodySchema }) body: RegisterBody, @Req() req: Request): Promise<User> {
    const user = await this.users.register(body);
    await logIn(req, user);
    return toPublicUser(user);
  }
}
