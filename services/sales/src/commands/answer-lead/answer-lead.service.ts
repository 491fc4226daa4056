import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { ConversationMessage, Identity } from '@rl/contracts';
import { apiError, NotificationOutbox, StaffActionOutbox } from '@rl/service-kit';
import type { SalesEnv } from '../../env.js';
import { toMessage } from '../../leads/lead-rows.js';
import { LeadsStore } from '../../leads/leads.store.js';
import { LiveHub } from '../../live/live-hub.js';
import { SalesMetrics } from '../../observability/sales-metrics.js';
import { StaffDirectory } from '../../staff/staff-directory.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';
import { SALES_ENV } from '../../tokens.js';
import { replyAddress } from '../../replies/reply-address.js';
import { conversationMail } from './conversation-mail.js';
import { PipelineStore, rowsOf } from '../../pipeline/pipeline.store.js';

/** Team name shown when the answering member of staff is not in the directory (an admin without a name). */
const TEAM_NAME = 'The sales team';

/**
 * An associate's (or an admin's) answer: the message, the lead's new state and the buyer's mail are written
 * in one transaction (the mail through the notification outbox) with its staff action log entry (`lead.reply`:
 * the lead's status and associate before and after, the message's id and length, never its text). An
 * unassigned lead becomes the answerer's.
 */
@Injectable()
export class AnswerLeadService {
  constructor(
    private readonly leads: LeadsStore,
    private readonly staff: StaffDirectory,
    private readonly tokens: ThreadTokens,
    private readonly outbox: NotificationOutbox,
    private readonly metrics: SalesMetrics,
    private readonly live: LiveHub,
    private readonly pipeline: PipelineStore,
    private readonly staffLog: StaffActionOutbox,
    @Inject(SALES_ENV) private readonly env: SalesEnv,
  ) {}

  async answer(leadId: number, body: string, who: Identity, req?: Request): Promise<ConversationMessage> {
    const lead = await this.leads.find(leadId);
    if (!lead) throw apiError(404, 'Lead not found');
    const name = (await this.staff.nameOf(who.userId)) ?? TEAM_NAME;
    const token = this.tokens.tokenFor(leadId);
    const replyTo = this.env.MAIL_DOMAIN ? replyAddress(token, this.env.MAIL_DOMAIN) : null;
    const written = await this.leads.db.transaction(async (m) => {
      // the lead as it was (locked as addMessage locks it, so the summary is the state this answer changed)
      const before = rowsOf<{ status: string; associateId: string | null }>(await m.query(
        `SELECT "status", "associate_id" AS "associateId" FROM "${this.env.DB_SCHEMA}"."leads" WHERE "id" = $1 FOR NO KEY UPDATE`, [leadId],
      ))[0]!;
      if (who.role === 'associate') await this.leads.takeIfUnassigned(leadId, who.userId, m);
      const added = await this.leads.addMessage(leadId, { author: 'associate', authorUserId: who.userId, authorName: name, body, via: 'web' }, m);
      await this.pipeline.markContacted(leadId, { kind: 'staff', userId: who.userId, name }, m);
      await this.outbox.add([conversationMail(lead, Number(added.message.id), name, body, token, replyTo)], m);
      await this.staffLog.record(who, req, {
        action: 'lead.reply', objectType: 'lead', objectId: leadId,
        before: { status: before.status, associateId: before.associateId },
        after: { status: 'open', associateId: before.associateId ?? (who.role === 'associate' ? who.userId : null), messageId: Number(added.message.id), length: body.length, firstResponse: added.firstResponse },
      }, m);
      return added;
    });
    this.outbox.wake();
    this.staffLog.wake();
    this.live.changed({ leadId, buyerUserId: lead.buyerUserId });
    if (written.firstResponse) this.metrics.firstAnswer((Date.now() - new Date(lead.createdAt).getTime()) / 1000);
    return toMessage(written.message);
  }
}
