import request from 'supertest';
import { DELETED_USER_NAME, IDENTITY_HEADER, API, INTERNAL_API } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { inquiry, listingLive, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
let signedInLead: number;
let anonymousLead: number;
let otherLead: number;
beforeAll(async () => {
  ctx = await startSales();
  await ctx.event(listingLive(91));
  signedInLead = (await ctx.event(inquiry({ listingId: 91, buyerUserId: 'buyer-1', message: 'From my account' }))).body.leadId;
  // an inquiry sent signed out, from the same address (bea@example.com in inquiry())
  anonymousLead = (await ctx.event(inquiry({ listingId: 91, message: 'Sent signed out' }))).body.leadId;
  await ctx.sql(`UPDATE $schema.leads SET buyer_email = 'someone@else.example' WHERE id = $1`, [otherLead = (await ctx.event(inquiry({ listingId: 91, message: 'Somebody else' }))).body.leadId]);
  await ctx.call('associate', 'POST', API.deskLeadMessages(signedInLead), { body: 'Yes, it is available.' }).expect(201);
  await ctx.call('associate', 'POST', API.deskSellerThread(91), { body: 'Service records?' }).expect(201);
  await ctx.call('seller', 'POST', API.sellerThread(91), { body: 'Attached tonight.' }).expect(201);
});
afterAll(async () => { await ctx?.close(); });

const asService = (method: 'get' | 'post', path: string, query = '') => {
  const r = request(ctx.app.getHttpServer())[method](`${path}${query}`);
  return r.set(IDENTITY_HEADER, mintIdentity({ sub: 'service:auth', role: 'service', method: method.toUpperCase(), path: `${path}${query}` }, TEST_IDENTITY_SECRET));
};

describe('data rights in the sales threads', () => {
  it('only services may ask: people get 401/403', async () => {
    for (const who of ['anonymous', 'user', 'associate', 'admin'] as Who[]) {
      expect((await ctx.call(who, 'GET', INTERNAL_API.sales.userData('buyer-1'))).status).toBe(403);
      expect((await ctx.call(who, 'POST', INTERNAL_API.sales.eraseUser('buyer-1'), { email: 'bea@example.com' })).status).toBe(403);
    }
    expect((await ctx.sql(`SELECT buyer_name FROM $schema.leads WHERE id = $1`, [signedInLead]))[0]).toEqual({ buyer_name: 'Bea Buyer' });
  });

  it('the export has the buyer\'s conversations (by account and by address) and the seller\'s threads', async () => {
    const buyer = await asService('get', INTERNAL_API.sales.userData('buyer-1'), '?email=BEA%40example.com').expect(200);
    const ids = buyer.body.conversations.map((c: { kind: string; id: number }) => `${c.kind}:${c.id}`);
    expect(ids).toEqual([`buyer:${signedInLead}`, `buyer:${anonymousLead}`]);
    expect(buyer.body.conversations[0].messages.map((m: { body: string }) => m.body)).toEqual(['From my account', 'Yes, it is available.']);
    const seller = await asService('get', INTERNAL_API.sales.userData('seller-1')).expect(200);
    expect(seller.body.conversations).toEqual([expect.objectContaining({ kind: 'seller', id: 91, messages: [
      expect.objectContaining({ author: 'associate', body: 'Service records?' }), expect.objectContaining({ author: 'seller', body: 'Attached tonight.' }),
    ] })]);
  });

  it('deletion anonymises the person as "Deleted user"; the associate keeps the thread; another buyer is untouched', async () => {
    const res = await asService('post', INTERNAL_API.sales.eraseUser('buyer-1')).send({ email: 'bea@example.com' }).expect(200);
    expect(res.body).toEqual({ leadsAnonymised: 2, messagesAnonymised: 2 });
    const lead = await ctx.call('associate', 'GET', API.deskLead(signedInLead));
    expect(lead.body.buyer).toEqual({ name: DELETED_USER_NAME, email: '', phone: null });
    expect(lead.body.messages.map((m: { authorName: string; body: string }) => [m.authorName, m.body])).toEqual([
      [DELETED_USER_NAME, 'From my account'], ['Ava Associate', 'Yes, it is available.'],
    ]);
    expect(await ctx.sql(`SELECT 1 FROM $schema.leads WHERE buyer_user_id = 'buyer-1' OR buyer_email ILIKE 'bea@example.com'`)).toEqual([]);
    expect((await ctx.sql(`SELECT buyer_name FROM $schema.leads WHERE id = $1`, [otherLead]))[0]).toEqual({ buyer_name: 'Bea Buyer' });
    // the account is gone: its thread list is empty; a second erase finds nothing
    expect((await ctx.call('user', 'GET', API.myMessages)).body.threads).toEqual([]);
    expect((await asService('post', INTERNAL_API.sales.eraseUser('buyer-1')).send({ email: 'bea@example.com' }).expect(200)).body).toEqual({ leadsAnonymised: 0, messagesAnonymised: 0 });

    await asService('post', INTERNAL_API.sales.eraseUser('seller-1')).send({ email: 'sam@seller.example' }).expect(200);
    const thread = await ctx.call('associate', 'GET', API.deskSellerThread(91));
    expect(thread.body.messages.map((m: { authorName: string }) => m.authorName)).toEqual(['Ava Associate', DELETED_USER_NAME]);
  });

  it('bad input: a 400 naming the field', async () => {
    const res = await asService('post', INTERNAL_API.sales.eraseUser('buyer-1')).send({});
    expect(res.status).toBe(400);
    expect(res.body.fields[0].field).toBe('email');
  });
});
