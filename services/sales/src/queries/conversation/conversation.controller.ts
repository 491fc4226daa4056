import { Controller, Get, Header, Query } from '@nestjs/common';
import { ROUTES, ThreadTokenQuerySchema, type BuyerThread, type ThreadTokenQuery } from '@rl/contracts';
import { apiError } from '@rl/service-kit';
import { BuyerThreads } from '../../threads/buyer-threads.js';
import { ThreadTokens } from '../../threads/thread-tokens.js';

/** A conversation opened by the signed link of a mail (`?token=`), without an account. A wrong or changed token: 404. */
@Controller()
export class ConversationController {
  constructor(private readonly threads: BuyerThreads, private readonly tokens: ThreadTokens) {}

  @Get(ROUTES.conversation)
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  async open(@Query({ schema: ThreadTokenQuerySchema }) { token }: ThreadTokenQuery): Promise<BuyerThread> {
    const leadId = this.tokens.leadOf(token);
    if (leadId === null) throw apiError(404, 'Conversation not found');
    return this.threads.view(await this.threads.lead(leadId));
  }
}
