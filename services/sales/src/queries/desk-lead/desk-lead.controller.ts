import { Controller, Get, Header, Param } from '@nestjs/common';
import { LeadIdParamSchema, ROUTES, type LeadDetail, type LeadIdParam } from '@rl/contracts';
import { apiError, RequireStaff } from '@rl/service-kit';
import { toLeadSummary, toMessage } from '../../leads/lead-rows.js';
import { LeadsStore } from '../../leads/leads.store.js';

/** One lead with its whole thread and the staff-only notes (associates and admins). */
@Controller()
@RequireStaff('desk')
export class DeskLeadController {
  constructor(private readonly leads: LeadsStore) {}

  @Get(ROUTES.deskLead)
  @Header('Cache-Control', 'no-store')
  async one(@Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam): Promise<LeadDetail> {
    const lead = await this.leads.find(id);
    if (!lead) throw apiError(404, 'Lead not found');
    const [messages, notes] = await Promise.all([this.leads.messages(id), this.leads.notes(id)]);
    return { ...toLeadSummary(lead), messages: messages.map(toMessage), notes };
  }
}
