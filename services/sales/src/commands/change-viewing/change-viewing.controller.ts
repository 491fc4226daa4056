import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, UpdateViewingSchema, ViewingIdParamSchema, type Identity, type UpdateViewing, type Viewing, type ViewingIdParam } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { ViewingsService } from '../../viewings/viewings.service.js';

/** A new time, place, inspector or invitees: mailed again with the same calendar UID and a higher SEQUENCE. */
@Controller()
@RequireStaff('desk')
export class ChangeViewingController {
  constructor(private readonly viewings: ViewingsService) {}

  @Patch(ROUTES.deskViewing)
  change(
    @Param({ schema: ViewingIdParamSchema }) { id }: ViewingIdParam,
    @Body({ schema: UpdateViewingSchema }) body: UpdateViewing,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<Viewing> {
    return this.viewings.change(id, body, who, req);
  }
}
