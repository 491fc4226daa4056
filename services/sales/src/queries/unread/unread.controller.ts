import { Controller, Get, Header } from '@nestjs/common';
import { mayAccess, ROUTES, type Identity, type UnreadCount } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { LeadsStore } from '../../leads/leads.store.js';

/**
 * The header's unread count: the caller's conversations with an answer they have not opened since (opening
 * the thread marks it read), and for desk staff the open leads of theirs (or unassigned) whose last
 * message is the buyer's, i.e. waiting for an answer.
 */
@Controller()
@RequireUser()
export class UnreadController {
  constructor(private readonly leads: LeadsStore) {}

  @Get(ROUTES.unread)
  @Header('Cache-Control', 'no-store')
  async count(@CurrentIdentity() who: Identity): Promise<UnreadCount> {
    const s = this.leads.schema;
    const [mine]: { n: number }[] = await this.leads.db.query(
      `SELECT count(*)::int AS n FROM ${s}."leads" l WHERE l."buyer_user_id" = $1 AND EXISTS (
         SELECT 1 FROM ${s}."messages" m WHERE m."lead_id" = l."id" AND m."author" = 'associate' AND m."created_at" > coalesce(l."buyer_read_at", '-infinity'))`,
      [who.userId],
    );
    let desk: number | null = null;
    if (mayAccess(who.role, 'desk')) {
      const [waiting]: { n: number }[] = await this.leads.db.query(
        `SELECT count(*)::int AS n FROM ${s}."leads" l
         CROSS JOIN LATERAL (SELECT m."author" FROM ${s}."messages" m WHERE m."lead_id" = l."id" ORDER BY m."id" DESC LIMIT 1) last
         WHERE l."status" <> 'closed' AND (l."associate_id" = $1 OR l."associate_id" IS NULL) AND last."author" = 'buyer'`,
        [who.userId],
      );
      desk = waiting?.n ?? 0;
    }
    return { messages: mine?.n ?? 0, desk };
  }
}
