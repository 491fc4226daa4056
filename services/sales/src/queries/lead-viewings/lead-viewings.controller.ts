import { Controller, Get, Header, Param } from '@nestjs/common';
import { LeadIdParamSchema, ROUTES, type LeadIdParam, type LeadViewings } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { ViewingsService } from '../../viewings/viewings.service.js';

/** The lead page's viewings: every one of the lead, cancelled ones too (desk staff, as the lead itself). */
@Controller()
@RequireStaff('desk')
export class LeadViewingsController {
  constructor(private readonly viewings: ViewingsService) {}

  @Get(ROUTES.deskLeadViewings)
  @Header('Cache-Control', 'no-store')
  list(@Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam): Promise<LeadViewings> {
    return this.viewings.ofLead(id);
  }
}
