import { Controller, Get, Header, Param } from '@nestjs/common';
import { ROUTES, ThreadTokenParamSchema, type BuyerThread, type ThreadTokenParam } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { BuyerThreads } from '../../threads/buyer-threads.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';

/** A conversation opened by the signed link of a mail, without an account. A wrong or changed token: 404. */
@Controller()
export class ConversationController {
  constructor(private readonly threads: BuyerThreads, private readonly tokens: ThreadTokens) {}

  @Get(ROUTES.conversation)
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  async open(@Param({ schema: ThreadTokenParamSchema }) { token }: ThreadTokenParam): Promise<BuyerThread> {
    const leadId = this.tokens.leadOf(token);
    if (leadId === null) throw apiError(404, 'Conversation not found');
    return this.threads.view(await this.threads.lead(leadId));
  }
}
