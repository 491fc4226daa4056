import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LeadIdParamSchema, ROUTES, ScheduleViewingSchema, type Identity, type LeadIdParam, type ScheduleViewing, type Viewing } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { ViewingsService } from '../../viewings/viewings.service.js';

/**
 * The associate schedules a viewing or an inspection on a lead: the buyer, and the seller when ticked, get a
 * mail with the calendar invitation. The lead's associate (or, unassigned, any associate) and admins.
 */
@Controller()
@RequireStaff('desk')
export class ScheduleViewingController {
  constructor(private readonly viewings: ViewingsService) {}

  @Post(ROUTES.deskLeadViewings)
  @HttpCode(201)
  schedule(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: ScheduleViewingSchema }) body: ScheduleViewing,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<Viewing> {
    return this.viewings.schedule(id, body, who, req);
  }
}
