import { Controller, Get, Header, Param } from '@nestjs/common';
import { LeadIdParamSchema, ROUTES, type BuyerThread, type BuyerThreadsResponse, type Identity, type LeadIdParam } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { LeadsStore } from '../../leads/leads.store.js';
import { BuyerThreads } from '../../threads/buyer-threads.js';

/** The signed-in buyer's conversations (`/account/messages`). */
@Controller()
@RequireUser()
export class MyMessagesController {
  constructor(private readonly leads: LeadsStore, private readonly threads: BuyerThreads) {}

  @Get(ROUTES.myMessages)
  @Header('Cache-Control', 'no-store')
  async list(@CurrentIdentity() who: Identity): Promise<BuyerThreadsResponse> {
    const rows = await this.leads.ofBuyer(who.userId);
    const threads = await Promise.all(rows.map(async (r) => {
      const { messages, ...rest } = await this.threads.view(r);
      const last = messages.at(-1)!;
      return { ...rest, lastMessage: { author: last.author, body: last.body, createdAt: last.createdAt } };
    }));
    return { threads };
  }

  @Get(ROUTES.myThread)
  @Header('Cache-Control', 'no-store')
  async one(@Param({ schema: LeadIdParamSchema }) { id }: LeadIdParam, @CurrentIdentity() who: Identity): Promise<BuyerThread> {
    const lead = await this.threads.ownLead(id, who.userId);
    // opening the thread reads its answers (the header's unread count)
    await this.leads.db.query(`UPDATE ${this.leads.schema}."leads" SET "buyer_read_at" = now() WHERE "id" = $1`, [id]);
    return this.threads.view(lead);
  }
}
