import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { LeadIdParamSchema, LeadNoteBodySchema, ROUTES, type Identity, type LeadIdParam, type LeadNote, type LeadNoteBody } from '@rl/contracts';
import { apiError, CurrentIdentity, RequireStaff, StaffActionOutbox } from '@rl/service-kit';
import { LeadsStore } from '../../leads/leads.store.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

/**
 * A staff-only note on a lead (associates and admins): never in the buyer's or the seller's view, never mailed.
 * The note and its staff action log entry (`lead.note`: the note's id and length, not its text) commit together.
 */
@Controller()
@RequireStaff('desk')
export class AddNoteController {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory, private readonly staffLog: StaffActionOutbox) {}

  @Post(ROUTES.deskLeadNotes)
  @HttpCode(201)
  async add(
    @Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam,
    @Body({ schema: LeadNoteBodySchema }) { body }: LeadNoteBody,
    @CurrentIdentity() who: Identity,
    @Req() req: Request,
  ): Promise<LeadNote> {
    if (!(await this.leads.find(id))) throw apiError(404, 'Lead not found');
    const name = (await this.staff.nameOf(who.userId)) ?? 'The sales team';
    const note = await this.leads.db.transaction(async (m) => {
      const added = await this.leads.addNote(id, who.userId, name, body, m);
      await this.staffLog.record(who, req, { action: 'lead.note', objectType: 'lead', objectId: id, before: null, after: { noteId: added.id, length: body.length } }, m);
      return added;
    });
    this.staffLog.wake();
    return note;
  }
}
