import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { INTERNAL_ROUTES, type SalesUserData } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { UserConversations } from '../../data-rights/user-conversations.js';

const UserParam = z.object({ id: z.string().min(1, 'id is required').max(64, 'id must be at most 64 characters') });
const EmailQuery = z.strictObject({ email: z.string().max(254, 'email must be at most 254 characters').optional() });

/** A user's conversations for their account export (auth asks; service identities only). */
@Controller()
@RequireService()
export class UserDataController {
  constructor(private readonly conversations: UserConversations) {}

  @Get(INTERNAL_ROUTES.sales.userData)
  data(@Param({ schema: UserParam }) { id }: z.infer<typeof UserParam>, @Query({ schema: EmailQuery }) { email }: z.infer<typeof EmailQuery>): Promise<SalesUserData> {
    return this.conversations.of(id, email ?? null);
  }
}
