import { Injectable } from '@nestjs/common';
import { LeadsStore } from '../leads/leads.store.js';
import { LiveHub } from '../live/live-hub.js';
import type { InboundReply } from '../replies/inbound-reply.js';

const UNIQUE_VIOLATION = '23505';

/** A buyer's reply by mail, stored in its lead's thread once per Message-ID. */
@Injectable()
export class StoreReply {
  constructor(private readonly leads: LeadsStore, private readonly live: LiveHub) {}

  /** The lead when the token names one that exists (asked at RCPT, before the mail is sent). */
  async leadExists(leadId: number): Promise<boolean> {
    return (await this.leads.find(leadId)) !== null;
  }

  /** 'stored', or 'duplicate' when this Message-ID is already in the thread; throws when the database fails. */
  async store(leadId: number, reply: InboundReply): Promise<'stored' | 'duplicate'> {
    const lead = await this.leads.find(leadId);
    if (!lead) throw new Error(`lead ${leadId} is gone`);
    const outcome = await this.leads.db.transaction(async (m): Promise<'stored' | 'duplicate'> => {
      const taken = await m.query(
        `SELECT 1 FROM ${this.leads.schema}."messages" WHERE "lead_id" = $1 AND "mail_message_id" = $2`, [leadId, reply.messageId],
      );
      if (taken.length > 0) return 'duplicate';
      await this.leads.addMessage(leadId, {
        author: 'buyer', authorUserId: lead.buyerUserId, authorName: lead.buyerName, body: reply.body, via: 'mail', mailMessageId: reply.messageId,
      }, m);
      return 'stored';
    }).catch((err: unknown) => {
      // the same mail delivered twice at once: the unique index lets one in
      if ((err as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return 'duplicate' as const;
      throw err;
    });
    if (outcome === 'stored') this.live.changed({ leadId, buyerUserId: lead.buyerUserId });
    return outcome;
  }
}
