import { API } from '@rl/contracts';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, startSales, type SalesTestContext } from './sales-app.js';

let ctx: SalesTestContext;
beforeAll(async () => { ctx = await startSales(); });
afterAll(async () => { await ctx?.close(); });

const pipeline = async (leadId: number) => (await ctx.call('associate', 'GET', API.deskLeadOffers(leadId))).body;
async function lead(listingId: number, buyerUserId: string | null = null, stage = 'qualified'): Promise<number> {
  const leadId = (await ctx.event(inquiry({ listingId, buyerUserId }))).body.leadId as number;
  await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage });
  return leadId;
}
async function accepted(listingId: number): Promise<number> {
  const leadId = await lead(listingId);
  const o = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 100_000 });
  const token = ctx.app.get(ThreadTokens).offerTokenFor(o.body.id);
  expect((await ctx.call('anonymous', 'POST', API.offerLink, { token, answer: 'accept' })).status).toBe(200);
  return leadId;
}
const sale = { finalPrice: 99_500, soldOn: '2026-11-20', showPrice: true };

describe('deposit and sale', () => {
  it('a deposit needs an accepted offer; bad input names the field', async () => {
    const early = await lead(901);
    let res = await ctx.call('associate', 'POST', API.deskLeadDeposit(early), { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-1' });
    expect([res.status, res.body.message]).toEqual([409, 'A lead at qualified cannot move to deposit (from qualified: contacted, viewing, offer, lost).']);
    const leadId = await accepted(902);
    for (const [body, field] of [
      [{ amount: 5000, receivedOn: '2026-13-01', reference: 'x' }, 'receivedOn'], [{ amount: 5000, receivedOn: '18/11/2026', reference: 'x' }, 'receivedOn'],
      [{ amount: -5, receivedOn: '2026-11-18', reference: 'x' }, 'amount'], [{ amount: 5000, receivedOn: '2026-11-18', reference: ' ' }, 'reference'],
    ] as const) {
      res = await ctx.call('associate', 'POST', API.deskLeadDeposit(leadId), body);
      expect({ status: res.status, field: res.body.fields?.[0]?.field }).toEqual({ status: 400, field });
    }
    res = await ctx.call('associate', 'POST', API.deskLeadDeposit(leadId), { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-1' });
    expect([res.status, res.body]).toEqual([201, { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-1' }]);
    const p = await pipeline(leadId);
    expect(p).toMatchObject({ stage: 'deposit', deposit: { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-1' } });
    expect(p.timeline.find((e: { kind: string }) => e.kind === 'deposit')).toMatchObject({ actor: { name: 'Ava Associate' }, summary: 'Deposit of $5,000 received on 2026-11-18 (reference WIRE-1)' });
    expect((await ctx.call('associate', 'POST', API.deskLeadDeposit(leadId), { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-2' })).status).toBe(409);
  });

  it('a sale without an accepted offer answers 409', async () => {
    const leadId = await lead(903);
    const res = await ctx.call('associate', 'POST', API.deskLeadSale(leadId), sale);
    expect([res.status, res.body.message]).toEqual([409, 'A sale needs an accepted offer on this lead: record the offer and its acceptance first.']);
    expect(ctx.listings.calls.some((c) => c.includes('/internal/vehicles/903/sale '))).toBe(false);
    const bad = await ctx.call('associate', 'POST', API.deskLeadSale(leadId), { finalPrice: 99_500, soldOn: '2026-11-20' });
    expect([bad.status, bad.body.fields[0].field]).toEqual([400, 'showPrice']);
    for (const soldOn of ['2099-01-01', '1980-05-05', '2026-02-30']) {
      const res = await ctx.call('associate', 'POST', API.deskLeadSale(leadId), { ...sale, soldOn });
      expect([res.status, res.body.fields[0].field]).toEqual([400, 'soldOn']);
    }
  });

  it('the sale marks the car sold in listings, closes its other leads as car sold and mails those buyers similar cars', async () => {
    const listingId = 904;
    const winner = await accepted(listingId);
    await ctx.call('associate', 'POST', API.deskLeadDeposit(winner), { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-9' });
    const other = await lead(listingId, 'buyer-2', 'contacted');
    const anon = await lead(listingId, null);
    const before = await lead(listingId, null);
    await ctx.call('associate', 'POST', API.deskLeadStage(before), { stage: 'lost', lostReason: 'not_serious' });
    const res = await ctx.call('associate', 'POST', API.deskLeadSale(winner), sale);
    expect([res.status, res.body]).toEqual([201, sale]);
    expect(ctx.listings.calls).toContain(`POST /internal/vehicles/${listingId}/sale {"finalPrice":99500,"soldOn":"2026-11-20","showPrice":true}`);
    const p = await pipeline(winner);
    expect(p).toMatchObject({ stage: 'sold', sale });
    expect(p.timeline.find((e: { kind: string }) => e.kind === 'sale')).toMatchObject({ actor: { kind: 'staff', userId: 'assoc-a' }, summary: 'Sold for $99,500 on 2026-11-20 (the seller agreed to show the price)' });
    for (const id of [other, anon]) {
      const q = await pipeline(id);
      expect([q.stage, q.lostReason]).toEqual(['lost', 'car_sold']);
      expect(q.timeline.at(-1)).toMatchObject({ actor: { kind: 'system' }, data: { to: 'lost', lostReason: 'car_sold' } });
    }
    expect((await pipeline(before)).lostReason).toBe('not_serious');
    const mails = await ctx.sql<{ dedupe_key: string; request: { to: unknown; event: { similar: { id: number }[]; searchPath: string; stopToken: string } } }>(
      `SELECT dedupe_key, request FROM $schema.notification_outbox WHERE request->'event'->>'kind' = 'car-sold-elsewhere' ORDER BY dedupe_key`,
    );
    expect(mails.map((m) => m.dedupe_key).sort()).toEqual([`lead-${anon}-car-sold`, `lead-${other}-car-sold`].sort());
    const mail = mails.find((m) => m.dedupe_key === `lead-${other}-car-sold`)!;
    expect(mail.request.to).toEqual({ userId: 'buyer-2' });
    expect(mail.request.event.similar.map((c) => c.id)).toEqual([501, 502]);
    expect(mail.request.event.searchPath).toBe(`/search?minPrice=104900&maxPrice=114900&excludeId=${listingId}&limit=6`);
    expect(mail.request.event.stopToken).toBe(ctx.app.get(ThreadTokens).tokenFor(other));
    // the same car cannot be sold twice
    const again = await ctx.call('associate', 'POST', API.deskLeadSale(winner), sale);
    expect(again.status).toBe(409);
  });

  it('a refusal of listings (already sold or withdrawn) undoes the sale', async () => {
    const winner = await accepted(905);
    const other = await lead(905);
    ctx.listings.statuses.set(905, 'sold');
    const res = await ctx.call('associate', 'POST', API.deskLeadSale(winner), sale);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already sold or withdrawn/);
    expect((await pipeline(winner)).stage).toBe('accepted');
    expect((await pipeline(other)).stage).toBe('qualified');
    expect(await ctx.sql('SELECT 1 FROM $schema.sales WHERE lead_id = $1', [winner])).toEqual([]);
  });

  it('the "no more suggestions" link stops the similar cars for that address', async () => {
    const listingId = 906;
    const winner = await accepted(listingId);
    const other = await lead(listingId);
    const token = ctx.app.get(ThreadTokens).tokenFor(other);
    expect((await ctx.call('anonymous', 'POST', API.stopSuggestions, { token: token.slice(0, -1) + (token.endsWith('0') ? '1' : '0') })).status).toBe(404);
    expect((await ctx.call('anonymous', 'POST', API.stopSuggestions, { token: 'nope' })).body.fields[0].field).toBe('token');
    expect((await ctx.call('anonymous', 'POST', API.stopSuggestions, { token })).body).toEqual({ stopped: true });
    expect((await ctx.call('anonymous', 'POST', API.stopSuggestions, { token })).status).toBe(200);
    expect((await ctx.call('associate', 'POST', API.deskLeadSale(winner), sale)).status).toBe(201);
    const [mail] = await ctx.sql<{ request: { event: { similar: unknown[] } } }>('SELECT request FROM $schema.notification_outbox WHERE dedupe_key = $1', [`lead-${other}-car-sold`]);
    expect(mail!.request.event.similar).toEqual([]);
  });

  it('the seller marking the car sold outside the platform closes its open leads as car sold, ends their offers and tells those buyers', async () => {
    const listingId = 960;
    const withOffer = await lead(listingId, 'buyer-960');
    await ctx.call('associate', 'POST', API.deskLeadOffers(withOffer), { amount: 90_000 }).expect(201);
    const early = await lead(listingId, null, 'contacted');
    const gone = await lead(listingId);
    await ctx.call('associate', 'POST', API.deskLeadStage(gone), { stage: 'lost', lostReason: 'not_serious' }).expect(200);
    const event = { dedupeKey: `listing-${listingId}-sold-by-seller`, event: { kind: 'listing-sold-by-seller' as const, listingId } };
    expect((await ctx.event(event)).status).toBeLessThan(300);
    const p = await pipeline(withOffer);
    expect(p).toMatchObject({ stage: 'lost', lostReason: 'car_sold' });
    expect(p.offers.map((o: { status: string }) => o.status)).toEqual(['withdrawn']);
    expect(p.timeline.slice(-2).map((e: { summary: string }) => e.summary)).toEqual([
      'The offer of $90,000 ended: the seller marked the car sold',
      'Marked lost: Car sold to another buyer (was Offer; the seller marked the car sold)',
    ]);
    expect((await pipeline(early)).stage).toBe('lost');
    // a lead lost before keeps its reason and gets no mail
    expect((await pipeline(gone)).lostReason).toBe('not_serious');
    const keys = async () => (await ctx.sql<{ dedupe_key: string }>(
      `SELECT dedupe_key FROM $schema.notification_outbox WHERE request->'event'->>'kind' = 'car-sold-elsewhere' AND dedupe_key = ANY($1::text[]) ORDER BY dedupe_key`,
      [[withOffer, early, gone].map((id) => `lead-${id}-car-sold`)],
    )).map((r) => r.dedupe_key);
    expect(await keys()).toEqual([`lead-${withOffer}-car-sold`, `lead-${early}-car-sold`].sort());
    // handed over again: nothing changes
    const events = (await pipeline(withOffer)).timeline.length;
    expect((await ctx.event(event)).status).toBeLessThan(300);
    expect((await pipeline(withOffer)).timeline.length).toBe(events);
    expect(await keys()).toHaveLength(2);
  });
});

