import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { CancelViewingSchema, ROUTES, ViewingIdParamSchema, type CancelViewing, type Identity, type Viewing, type ViewingIdParam } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { ViewingsService } from '../../viewings/viewings.service.js';

/** The viewing is off: the invitees get METHOD:CANCEL for the same event (its UID), with a higher SEQUENCE. */
@Controller()
@RequireStaff('desk')
export class CancelViewingController {
  constructor(private readonly viewings: ViewingsService) {}

  @Post(ROUTES.deskViewingCancel)
  @HttpCode(200)
  cancel(
    @Param({ schema: ViewingIdParamSchema }) { id }: ViewingIdParam,
    @Body({ schema: CancelViewingSchema }) body: CancelViewing,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<Viewing> {
    return this.viewings.cancel(id, body, who, req);
  }
}
