import { Injectable } from '@nestjs/common';
import type { BuyerThread, ConversationMessage } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { toMessage, type LeadRow } from '../leads/lead-rows.js';
import { LeadsStore } from '../leads/leads.store.js';
import { LiveHub } from '../live/live-hub.js';
import { StaffDirectory } from '../staff/staff-directory.js';

/** A buyer's side of a conversation: what they see and their answers (signed in, or through a signed link). */
@Injectable()
export class BuyerThreads {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory, private readonly live: LiveHub) {}

  /** The signed-in buyer's own lead; another person's is answered as missing. */
  async ownLead(leadId: number, userId: string): Promise<LeadRow> {
    const lead = await this.leads.find(leadId);
    if (!lead || lead.buyerUserId !== userId) throw apiError(404, 'Conversation not found');
    return lead;
  }

  async lead(leadId: number): Promise<LeadRow> {
    const lead = await this.leads.find(leadId);
    if (!lead) throw apiError(404, 'Conversation not found');
    return lead;
  }

  /** The thread as the buyer sees it: the associate's name, never the seller's or the associate's contact details. */
  async view(lead: LeadRow): Promise<BuyerThread> {
    const [messages, associateName] = await Promise.all([
      this.leads.messages(Number(lead.id)),
      lead.associateId ? this.staff.nameOf(lead.associateId).catch(() => null) : null,
    ]);
    return {
      id: Number(lead.id), vehicle: lead.vehicle, subject: lead.subject, associateName,
      messages: messages.map(toMessage), createdAt: new Date(lead.createdAt).toISOString(),
    };
  }

  /** The buyer's answer, by name as they wrote the inquiry. */
  async reply(lead: LeadRow, body: string): Promise<ConversationMessage> {
    const added = await this.leads.db.transaction((m) => this.leads.addMessage(
      Number(lead.id), { author: 'buyer', authorUserId: lead.buyerUserId, authorName: lead.buyerName, body, via: 'web' }, m,
    ));
    this.live.changed({ leadId: Number(lead.id), buyerUserId: lead.buyerUserId });
    return toMessage(added.message);
  }
}
