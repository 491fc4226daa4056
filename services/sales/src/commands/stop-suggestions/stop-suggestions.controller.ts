import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ROUTES, StopSuggestionsSchema, type StopSuggestions } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { PipelineStore } from '../../pipeline/pipeline.store.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';

/**
 * The "car sold" mail's "no more suggestions" link (the lead's signed conversation token, no sign-in): the
 * buyer's address gets no more suggestions of similar cars from sales. Idempotent; a changed token is a 404.
 */
@Controller()
export class StopSuggestionsController {
  constructor(private readonly store: PipelineStore, private readonly tokens: ThreadTokens) {}

  @Post(ROUTES.stopSuggestions)
  @HttpCode(200)
  async stop(@Body({ schema: StopSuggestionsSchema }) { token }: StopSuggestions): Promise<{ stopped: true }> {
    const leadId = this.tokens.leadOf(token);
    const lead = leadId === null ? null : await this.store.findLead(leadId);
    if (!lead) throw apiError(404, 'Conversation not found: open the whole link from the email');
    await this.store.db.query(
      `INSERT INTO ${this.store.s}."suggestion_opt_outs" ("email") VALUES (lower($1)) ON CONFLICT ("email") DO NOTHING`, [lead.buyerEmail],
    );
    return { stopped: true };
  }
}
