import { Controller, Get, Header, Query } from '@nestjs/common';
import { DeskViewingsQuerySchema, ROUTES, type DeskViewings, type DeskViewingsQuery, type Identity } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { ViewingsService } from '../../viewings/viewings.service.js';

/** The desk's panel: today's or this week's scheduled viewings (an associate's leads and unassigned ones; admins: all). */
@Controller()
@RequireStaff('desk')
export class DeskViewingsController {
  constructor(private readonly viewings: ViewingsService) {}

  @Get(ROUTES.deskViewings)
  @Header('Cache-Control', 'no-store')
  list(@Query({ schema: DeskViewingsQuerySchema }) q: DeskViewingsQuery, @CurrentIdentity() who: Identity): Promise<DeskViewings> {
    return this.viewings.desk(q.range, who);
  }
}
