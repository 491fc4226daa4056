import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, type PasskeyOptions } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { SignedInUser } from '../../account/signed-in-user.js';
import { PasskeysService } from '../../passkeys/passkeys.service.js';
import type { UserEntity } from '../../users/user.entity.js';

@Controller()
export class ReauthenticatePasskeyOptionsController {
  constructor(private readonly passkeys: PasskeysService) {}

  /**
   * A signed-in user confirming it is them with a passkey: options with a fresh challenge (kept in the session,
   * once, within 5 minutes, good for reauthentication only); the answer goes to POST /api/account/reauthenticate.
   */
  @Post(ROUTES.reauthenticatePasskeyOptions)
  @HttpCode(200)
  async options(@SignedInUser() user: UserEntity, @Req() req: Request): Promise<PasskeyOptions> {
    const options = await this.passkeys.signInOptions(req, user.id, 'reauthenticate');
    if (!options) throw apiError(409, 'This account has no passkey: use a code from your authenticator app.');
    return options;
  }
}
