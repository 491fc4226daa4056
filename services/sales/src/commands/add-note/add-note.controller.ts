import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { LeadIdParamSchema, LeadNoteBodySchema, ROUTES, type Identity, type LeadIdParam, type LeadNote, type LeadNoteBody } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireStaff } from '@rl/service-kit';
import { LeadsStore } from '../../leads/leads.store.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

/** A staff-only note on a lead (associates and admins): never in the buyer's or the seller's view, never mailed. */
@Controller()
@RequireStaff('desk')
export class AddNoteController {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory) {}

  @Post(ROUTES.deskLeadNotes)
  @HttpCode(201)
  async add(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: LeadNoteBodySchema }) { body }: LeadNoteBody,
    @CurrentIdentity() who: Identity,
  ): Promise<LeadNote> {
    if (!(await this.leads.find(id))) throw apiError(404, 'Lead not found');
    const name = (await this.staff.nameOf(who.userId)) ?? 'The sales team';
    return this.leads.addNote(id, who.userId, name, body);
  }
}
