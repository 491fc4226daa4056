import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, type SalesErasedUser } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { UserConversations } from '../../data-rights/user-conversations.js';

const UserParam = z.object({ id: z.string().min(1, 'id is required').max(64, 'id must be at most 64 characters') });
const EraseBody = z.strictObject({ email: z.string().min(3, 'email is required').max(254, 'email must be at most 254 characters') });

/** Account deletion: the person becomes "Deleted user" in every thread; the associate keeps the thread (service identities only). */
@Controller()
@RequireService()
export class EraseUserController {
  constructor(private readonly conversations: UserConversations) {}

  @Post(INTERNAL_ROUTES.sales.eraseUser)
  @HttpCode(200)
  erase(@Param({ schema: UserParam }) { id }: z.infer<typeof UserParam>, @Body({ schema: EraseBody }) { email }: z.infer<typeof EraseBody>): Promise<SalesErasedUser> {
    return this.conversations.erase(id, email);
  }
}
