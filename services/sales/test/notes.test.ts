import { API } from '@rl/contracts';
import { inquiry, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
let leadId: number;
beforeAll(async () => {
  ctx = await startSales();
  leadId = (await ctx.event(inquiry({ buyerUserId: 'buyer-1', listingId: 71 }))).body.leadId;
});
afterAll(async () => { await ctx?.close(); });

const count = async () => (await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.lead_notes'))[0]!.n;

describe('staff-only notes on a lead', () => {
  const everyone: Who[] = ['anonymous', 'service', 'user', 'user2', 'seller', 'moderator', 'associate', 'associate2', 'admin'];
  it.each(everyone)('the role matrix: POST a note as %s', async (who) => {
    const before = await count();
    const res = await ctx.call(who, 'POST', API.deskLeadNotes(leadId), { body: `Note by ${who}` });
    const allowed = ['associate', 'associate2', 'admin'].includes(who);
    expect(res.status).toBe(allowed ? 201 : who === 'anonymous' || who === 'service' ? 401 : 403);
    expect(await count()).toBe(before + (allowed ? 1 : 0));
  });

  it('the desk reads them with the lead, oldest first, with who wrote them', async () => {
    const res = await ctx.call('associate', 'GET', API.deskLead(leadId));
    expect(res.status).toBe(200);
    expect(res.body.notes.map((n: { authorName: string; body: string }) => [n.authorName, n.body])).toEqual([
      ['Ava Associate', 'Note by associate'], ['Ben Associate', 'Note by associate2'], ['Ada Admin', 'Note by admin'],
    ]);
  });

  it('the buyer never sees them, nor the seller; no mail is written for them', async () => {
    const buyer = await ctx.call('user', 'GET', API.myThread(leadId));
    expect(buyer.status).toBe(200);
    expect(JSON.stringify(buyer.body)).not.toContain('Note by');
    expect(JSON.stringify((await ctx.call('seller', 'GET', API.sellerThreads)).body)).not.toContain('Note by');
    expect(await ctx.sql(`SELECT 1 FROM $schema.notification_outbox WHERE request::text LIKE '%Note by%'`)).toEqual([]);
  });

  it('bad input: 400 naming the field; unknown lead 404; nothing written', async () => {
    const before = await count();
    for (const [path, body, status, field] of [
      [API.deskLeadNotes(leadId), {}, 400, 'body'],
      [API.deskLeadNotes(leadId), { body: ' ' }, 400, 'body'],
      [API.deskLeadNotes(leadId), { body: 'x'.repeat(2001) }, 400, 'body'],
      [API.deskLeadNotes(leadId), { body: 'ok', to: 'buyer' }, 400, 'to'],
      [API.deskLeadNotes('0'), { body: 'ok' }, 400, 'id'],
      [API.deskLeadNotes(999999), { body: 'ok' }, 404, null],
    ] as [string, object, number, string | null][]) {
      const res = await ctx.call('associate', 'POST', path, body);
      expect([path, res.status]).toEqual([path, status]);
      if (field) expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
