import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { ROUTES, StillAvailableSchema, type StillAvailableInput, type StillAvailableResult, vehicleTitle } from '@rl/contracts';
import { apiError, ValidationFailed } from '@rl/service-kit';
import { FreshnessStore } from '../../freshness/freshness.store.js';

const invalid = (message: string) => new ValidationFailed([{ field: 'token', message }]);

@Controller()
export class ConfirmStillAvailableController {
  constructor(private readonly freshness: FreshnessStore) {}

  /**
   * POST /api/vehicles/still-available `{ token }`: the reminder mail's one-click link, no sign-in (the token
   * is the proof). Confirms the period the mail was about, or renews the listing if that period just ran out;
   * opening the link again answers `already`. 400 naming `token` for a forged link or a deleted listing; 409
   * when the listing has moved on (sold, waiting for review).
   */
  @Post(ROUTES.stillAvailable)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async confirm(@Body({ schema: StillAvailableSchema }) body: StillAvailableInput): Promise<StillAvailableResult> {
    const target = this.freshness.tokens.verify(body.token);
    if (!target) throw invalid('This link is not valid: open the whole link from the email');
    const r = await this.freshness.confirm(target);
    if (r.kind === 'gone') throw invalid('This listing no longer exists');
    if (r.kind === 'conflict') {
      throw apiError(409, r.current.status === 'sold'
        ? 'This listing is marked as sold, so it cannot be confirmed'
        : 'This link is out of date: the listing changed since the email was sent. Manage it on your dashboard');
    }
    const v = r.vehicle;
    return { outcome: r.kind, vehicleId: v.id, title: vehicleTitle(v), expiresAt: new Date(v.expiresAt!).toISOString() };
  }
}
