import { API } from '@rl/contracts';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
let leadId: number;
let offerId: number;
beforeAll(async () => {
  ctx = await startSales();
  leadId = (await ctx.event(inquiry({ listingId: 42, buyerUserId: 'buyer-1' }))).body.leadId;
  await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'qualified' });
  offerId = (await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 50_000 })).body.id;
});
afterAll(async () => { await ctx?.close(); });

const desk: Who[] = ['associate', 'associate2', 'admin'];
const people: Who[] = ['user', 'user2', 'seller', 'moderator', 'associate', 'associate2', 'admin'];
const everyone: Who[] = ['anonymous', 'service', ...people];

// every pipeline route that needs a caller: who may call it. Bodies are invalid on purpose (a 400 proves the
// caller got past authorization, and nothing is written), so the role check must come before validation.
const routes: { name: string; method: 'GET' | 'POST'; path: () => string; body?: object; allowed: Who[]; ok: number }[] = [
  { name: 'board', method: 'GET', path: () => API.deskBoard, allowed: desk, ok: 200 },
  { name: 'lead pipeline', method: 'GET', path: () => API.deskLeadOffers(leadId), allowed: desk, ok: 200 },
  { name: 'move stage', method: 'POST', path: () => API.deskLeadStage(leadId), body: { stage: 'nowhere' }, allowed: desk, ok: 400 },
  { name: 'record offer', method: 'POST', path: () => API.deskLeadOffers(leadId), body: { amount: -1 }, allowed: desk, ok: 400 },
  { name: 'offer action', method: 'POST', path: () => API.deskOfferAction(offerId), body: { action: 'x' }, allowed: desk, ok: 400 },
  { name: 'deposit', method: 'POST', path: () => API.deskLeadDeposit(leadId), body: {}, allowed: desk, ok: 400 },
  { name: 'sale', method: 'POST', path: () => API.deskLeadSale(leadId), body: {}, allowed: desk, ok: 400 },
  { name: 'seller offers', method: 'GET', path: () => API.sellerOffers, allowed: people, ok: 200 },
  { name: 'seller answer', method: 'POST', path: () => API.sellerOfferAnswer(offerId), body: { answer: 'x' }, allowed: people, ok: 400 },
  { name: 'minimum price', method: 'POST', path: () => API.sellerMinimumPrice(42), body: { minimumPrice: 'x' }, allowed: people, ok: 400 },
];

describe('role matrix of the pipeline routes', () => {
  const cases = routes.flatMap((r) => everyone.map((who) => [r.name, who, r] as const));
  it.each(cases)('%s as %s', async (_name, who, route) => {
    const before = await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.lead_events');
    const res = await ctx.call(who, route.method, route.path(), route.body);
    const want = route.allowed.includes(who) ? route.ok : who === 'anonymous' || who === 'service' ? 401 : 403;
    expect(res.status).toBe(want);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect((await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.lead_events'))[0]!.n).toBe(before[0]!.n);
  });

  it('only the listing\'s seller answers on the dashboard; everyone else gets 404 and nothing changes', async () => {
    for (const who of ['user', 'user2', 'associate', 'admin'] as Who[]) {
      expect((await ctx.call(who, 'POST', API.sellerOfferAnswer(offerId), { answer: 'accept' })).status).toBe(404);
      expect((await ctx.call(who, 'POST', API.sellerMinimumPrice(42), { minimumPrice: 1 })).status).toBe(404);
    }
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [offerId]))[0]).toEqual({ status: 'open' });
    expect((await ctx.call('user', 'GET', API.sellerOffers)).body).toEqual({ listings: [] });
  });

  it('the signed link needs the offer\'s own token: a buyer\'s conversation token or another offer\'s is refused', async () => {
    const tokens = ctx.app.get(ThreadTokens);
    const conversation = tokens.tokenFor(leadId);
    expect((await ctx.call('anonymous', 'POST', API.offerLink, { token: conversation, answer: 'accept' })).status).toBe(400);
    const forged = `${offerId}o${tokens.tokenFor(offerId).split('x')[1]}`;
    expect((await ctx.call('anonymous', 'POST', API.offerLink, { token: forged, answer: 'accept' })).status).toBe(404);
    expect((await ctx.call('anonymous', 'GET', API.offerLink)).body.fields[0].field).toBe('token');
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [offerId]))[0]).toEqual({ status: 'open' });
  });
});
