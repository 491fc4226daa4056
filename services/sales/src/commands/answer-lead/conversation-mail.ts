import { SALES_PAGES, type NotificationRequest } from '@rl/contracts';
import type { LeadRow } from '../../leads/lead-rows.js';

/**
 * The mail that brings an associate's answer to the buyer: to the account's current address for a
 * signed-in buyer (with a link to their messages), to the inquiry's address with the signed link otherwise.
 */
export function conversationMail(lead: LeadRow, messageId: number, associateName: string, body: string, token: string, replyTo: string | null): NotificationRequest {
  const leadId = Number(lead.id);
  return {
    dedupeKey: `lead-${leadId}-message-${messageId}`,
    to: lead.buyerUserId ? { userId: lead.buyerUserId } : { email: lead.buyerEmail, name: lead.buyerName.slice(0, 200) },
    event: {
      kind: 'conversation-message', leadId, associateName: associateName.slice(0, 200), body, replyTo,
      vehicle: lead.vehicle ? { id: lead.vehicle.id, title: lead.vehicle.title, price: lead.vehicle.price } : null,
      threadPath: lead.buyerUserId ? SALES_PAGES.myThread(leadId) : SALES_PAGES.conversation(token),
    },
  };
}
