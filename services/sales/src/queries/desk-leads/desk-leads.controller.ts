import { Controller, Get, Header, Query } from '@nestjs/common';
import { DeskLeadsQuerySchema, ROUTES, type DeskLeadsQuery, type DeskLeadsResponse, type Identity } from '@rl/contracts';
import { CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { toLeadSummary } from '../../leads/lead-rows.js';
import { LeadsStore } from '../../leads/leads.store.js';

/** The desk's leads (associates and admins): all, mine or unassigned, by status, newest activity first. */
@Controller()
@RequireStaff('desk')
export class DeskLeadsController {
  constructor(private readonly leads: LeadsStore) {}

  @Get(ROUTES.deskLeads)
  @Header('Cache-Control', 'no-store')
  async list(@Query({ schema: DeskLeadsQuerySchema }) q: DeskLeadsQuery, @CurrentIdentity() who: Identity): Promise<DeskLeadsResponse> {
    const { rows, total } = await this.leads.list(q, who.userId);
    return { leads: rows.map(toLeadSummary), total, page: q.page, limit: q.limit };
  }
}
