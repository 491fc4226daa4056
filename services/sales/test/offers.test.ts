import { type Offer, API } from '@rl/contracts';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, startSales, type SalesTestContext } from './sales-app.js';

let ctx: SalesTestContext;
let listing = 300;
beforeAll(async () => { ctx = await startSales(); });
afterAll(async () => { await ctx?.close(); });

/** A lead on a fresh listing, qualified (ready for an offer). */
async function qualifiedLead(listingId = ++listing, buyerUserId: string | null = null): Promise<number> {
  const leadId = (await ctx.event(inquiry({ listingId, buyerUserId }))).body.leadId as number;
  expect((await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'qualified' })).status).toBe(200);
  return leadId;
}
const offer = async (leadId: number, body: object = { amount: 100_000 }): Promise<Offer> => {
  const res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), body);
  expect(res.status).toBe(201);
  return res.body;
};
const tokenOf = (offerId: number) => ctx.app.get(ThreadTokens).offerTokenFor(offerId);
const linkAnswer = (token: string, body: object) => ctx.call('anonymous', 'POST', API.offerLink, { token, ...body });
const pipeline = async (leadId: number) => (await ctx.call('associate', 'GET', API.deskLeadOffers(leadId))).body;

describe('recording an offer', () => {
  it('records it (48 h by default), moves the lead to offer, mails the seller signed links and notes it on the timeline', async () => {
    const leadId = await qualifiedLead();
    const before = Date.now();
    const o = await offer(leadId, { amount: 98_500, conditions: ['inspection', 'financing'], note: 'Cash ready' });
    expect(o).toMatchObject({ leadId, listingId: listing, amount: 98_500, conditions: ['inspection', 'financing'], status: 'open', counterAmount: null, note: 'Cash ready' });
    const hours = (new Date(o.expiresAt).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    const [mail] = await ctx.sql<{ request: { to: unknown; event: Record<string, unknown> } }>('SELECT request FROM $schema.notification_outbox WHERE dedupe_key = $1', [`offer-${o.id}-seller`]);
    expect(mail!.request.to).toEqual({ userId: 'seller-1' });
    expect(mail!.request.event).toMatchObject({ kind: 'offer-received', offerId: o.id, amount: 98_500, token: tokenOf(o.id), conditions: ['Subject to inspection', 'Subject to financing'] });
    // the buyer's identity never reaches the seller's mail
    expect(JSON.stringify(mail)).not.toMatch(/Bea|bea@example/);
    const p = await pipeline(leadId);
    expect(p.stage).toBe('offer');
    expect(p.timeline.at(-1)).toMatchObject({ kind: 'offer', actor: { kind: 'staff', userId: 'assoc-a', name: 'Ava Associate' }, data: { offerId: o.id, amount: 98_500 } });
    expect(p.timeline.at(-1).summary).toMatch(/^Offer of \$98,500 recorded \(subject to inspection, subject to financing\), expires /);
  });

  it('a newer offer of the buyer replaces the one still waiting', async () => {
    const leadId = await qualifiedLead();
    const first = await offer(leadId, { amount: 90_000 });
    const second = await offer(leadId, { amount: 95_000, expiresInHours: 24 });
    const p = await pipeline(leadId);
    expect(p.offers.map((x: Offer) => [x.id, x.status])).toEqual([[second.id, 'open'], [first.id, 'superseded']]);
    expect((await linkAnswer(tokenOf(first.id), { answer: 'accept' })).status).toBe(409);
  });

  it('refuses bad input naming the field, and offers on sold, withdrawn or not-live listings (409), or from a new lead (409)', async () => {
    const leadId = await qualifiedLead();
    for (const [body, field] of [
      [{}, 'amount'], [{ amount: 0 }, 'amount'], [{ amount: 1.5 }, 'amount'], [{ amount: '100000' }, 'amount'], [{ amount: 1e9 }, 'amount'],
      [{ amount: 1000, expiresInHours: 0 }, 'expiresInHours'], [{ amount: 1000, expiresInHours: 1000 }, 'expiresInHours'],
      [{ amount: 1000, conditions: ['a lot'] }, 'conditions.0'], [{ amount: 1000, conditions: ['inspection', 'inspection'] }, 'conditions'],
      [{ amount: 1000, buyer: 'x' }, 'buyer'],
    ] as const) {
      const res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), body);
      expect({ body, status: res.status, fields: res.body.fields?.map((f: { field: string }) => f.field) }).toEqual({ body, status: 400, fields: expect.arrayContaining([field]) });
    }
    ctx.listings.statuses.set(listing, 'sold');
    let res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 1000 });
    expect([res.status, res.body.message]).toEqual([409, 'The car is already sold: it takes no offers.']);
    ctx.listings.statuses.set(listing, 'rejected');
    res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 1000 });
    expect([res.status, res.body.message]).toEqual([409, 'The listing was withdrawn: it takes no offers.']);
    ctx.listings.statuses.set(listing, 'expired');
    expect((await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 1000 })).status).toBe(409);
    expect(await ctx.sql('SELECT 1 FROM $schema.offers WHERE lead_id = $1', [leadId])).toEqual([]);
    const fresh = (await ctx.event(inquiry({ listingId: ++listing }))).body.leadId;
    res = await ctx.call('associate', 'POST', API.deskLeadOffers(fresh), { amount: 1000 });
    expect([res.status, res.body.message]).toEqual([409, 'A lead at new cannot move to offer (from new: contacted, qualified, lost).']);
    ctx.listings.setDown(true);
    expect((await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 1000 })).status).toBe(503);
    ctx.listings.setDown(false);
  });
});

describe('the seller answers', () => {
  it('opens the offer from the signed link (no buyer identity) and accepts: the lead is accepted, listings shows sale pending', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId, { amount: 101_000 });
    const opened = await ctx.call('anonymous', 'GET', `${API.offerLink}?token=${tokenOf(o.id)}`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ offer: { id: o.id, amount: 101_000, status: 'open' }, vehicle: { id: listing, title: '2021 Porsche 911 Carrera S' } });
    expect(opened.body.offer.leadId).toBeUndefined();
    expect(JSON.stringify(opened.body)).not.toMatch(/Bea|bea@example|Cash/);
    const res = await linkAnswer(tokenOf(o.id), { answer: 'accept' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: o.id, status: 'accepted' });
    expect(ctx.listings.calls).toContain(`POST /internal/vehicles/${listing}/sale-pending {"pending":true}`);
    const p = await pipeline(leadId);
    expect(p.stage).toBe('accepted');
    expect(p.timeline.slice(-2).map((e: { kind: string; actor: { kind: string } }) => [e.kind, e.actor.kind])).toEqual([['offer-answer', 'seller'], ['stage', 'seller']]);
    expect(p.timeline.at(-2).summary).toBe('Offer of $101,000 accepted by the seller (from the mail link)');
  });

  it('a tampered or malformed link opens nothing', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId);
    const token = tokenOf(o.id);
    const flipped = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    expect((await ctx.call('anonymous', 'GET', `${API.offerLink}?token=${flipped}`)).status).toBe(404);
    expect((await linkAnswer(flipped, { answer: 'accept' })).status).toBe(404);
    expect((await linkAnswer(`${o.id + 1}o${token.split('o')[1]}`, { answer: 'accept' })).status).toBe(404);
    const bad = await linkAnswer('123x', { answer: 'accept' });
    expect([bad.status, bad.body.fields[0].field]).toEqual([400, 'token']);
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [o.id]))[0]).toEqual({ status: 'open' });
  });

  it('counters with an amount above the offer (back to the desk), then the buyer takes the counter', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId, { amount: 90_000 });
    const token = tokenOf(o.id);
    let res = await linkAnswer(token, { answer: 'counter' });
    expect([res.status, res.body.fields]).toEqual([400, [{ field: 'counterAmount', message: 'counterAmount is required to counter' }]]);
    res = await linkAnswer(token, { answer: 'counter', counterAmount: 85_000 });
    expect([res.status, res.body.fields]).toEqual([400, [{ field: 'counterAmount', message: 'counterAmount must be above the offer ($90,000)' }]]);
    res = await linkAnswer(token, { answer: 'decline', counterAmount: 95_000 });
    expect(res.body.fields[0].field).toBe('counterAmount');
    res = await linkAnswer(token, { answer: 'maybe' });
    expect(res.body.fields[0].field).toBe('answer');
    res = await linkAnswer(token, { answer: 'counter', counterAmount: 95_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'countered', counterAmount: 95_000 });
    expect((await linkAnswer(token, { answer: 'accept' })).status).toBe(409);
    const p = await pipeline(leadId);
    expect(p.stage).toBe('offer');
    expect(p.timeline.at(-1).summary).toBe('The seller countered the offer of $90,000 with $95,000 (from the mail link)');
    const taken = await ctx.call('associate', 'POST', API.deskOfferAction(o.id), { action: 'buyer-accepts-counter' });
    expect(taken.status).toBe(200);
    expect(taken.body.status).toBe('accepted');
    expect((await pipeline(leadId)).stage).toBe('accepted');
  });

  it('the dashboard lists the seller\'s offers without buyers, answers only their own', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId, { amount: 77_000, note: 'Private note for the desk' });
    const mine = await ctx.call('seller', 'GET', API.sellerOffers);
    expect(mine.status).toBe(200);
    const entry = mine.body.listings.find((l: { listingId: number }) => l.listingId === listing);
    expect(entry.offers[0]).toMatchObject({ id: o.id, amount: 77_000, status: 'open' });
    expect(JSON.stringify(mine.body)).not.toMatch(/Bea|bea@example|Private note/);
    const others = await ctx.call('user2', 'GET', API.sellerOffers);
    expect(others.body.listings).toEqual([]);
    expect((await ctx.call('user2', 'POST', API.sellerOfferAnswer(o.id), { answer: 'accept' })).status).toBe(404);
    const declined = await ctx.call('seller', 'POST', API.sellerOfferAnswer(o.id), { answer: 'decline' });
    expect([declined.status, declined.body.status]).toEqual([200, 'declined']);
    // the answer, then the lead back to qualified (no offer left open)
    expect((await pipeline(leadId)).timeline.slice(-2)).toMatchObject([
      { actor: { kind: 'seller', userId: 'seller-1' }, summary: 'Offer of $77,000 declined by the seller (from the dashboard)' },
      { actor: { kind: 'seller' }, summary: 'Stage Offer → Qualified (no offer open: the seller declined $77,000)' },
    ]);
  });

  it('two answers to the same offer at once: one wins, the other gets 409', async () => {
    for (const [a, b] of [['accept', 'decline'], ['counter', 'accept'], ['accept', 'accept']] as const) {
      const leadId = await qualifiedLead();
      const o = await offer(leadId, { amount: 80_000 });
      const token = tokenOf(o.id);
      const body = (answer: string) => (answer === 'counter' ? { answer, counterAmount: 90_000 } : { answer });
      const results = await Promise.all([
        linkAnswer(token, body(a)),
        ctx.call('seller', 'POST', API.sellerOfferAnswer(o.id), body(b)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const answers = await ctx.sql<{ n: number }>(`SELECT count(*)::int AS n FROM $schema.lead_events WHERE lead_id = $1 AND kind = 'offer-answer'`, [leadId]);
      expect(answers[0]!.n).toBe(1);
    }
  });

  it('an expired offer cannot be answered', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId);
    await ctx.sql(`UPDATE $schema.offers SET expires_at = now() - interval '1 minute' WHERE id = $1`, [o.id]);
    const res = await linkAnswer(tokenOf(o.id), { answer: 'accept' });
    expect([res.status, res.body.message]).toEqual([409, 'This offer has expired: the associate will come back to you with any new offer.']);
  });

  it('a refusal of listings (the listing is no longer approved) undoes the acceptance', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId);
    ctx.listings.statuses.set(listing, 'expired');
    const res = await linkAnswer(tokenOf(o.id), { answer: 'accept' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/cannot be marked sale pending/);
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [o.id]))[0]).toEqual({ status: 'open' });
    expect((await pipeline(leadId)).stage).toBe('offer');
  });
});

describe('sale pending and other buyers', () => {
  it('buyers with open offers on the car are told it is under offer; their offers cannot be accepted', async () => {
    const listingId = ++listing;
    const winner = await qualifiedLead(listingId);
    const other = await qualifiedLead(listingId, 'buyer-2');
    const third = await qualifiedLead(listingId);
    const win = await offer(winner, { amount: 100_000 });
    const back = await offer(other, { amount: 99_000 });
    await offer(third, { amount: 98_000 });
    expect((await linkAnswer(tokenOf(win.id), { answer: 'accept' })).status).toBe(200);
    const mails = await ctx.sql<{ dedupe_key: string; request: { to: unknown } }>(
      `SELECT dedupe_key, request FROM $schema.notification_outbox WHERE request->'event'->>'kind' = 'car-under-offer' AND dedupe_key LIKE $1 ORDER BY dedupe_key`, [`offer-${win.id}-%`],
    );
    expect(mails.map((m) => m.request.to)).toEqual(expect.arrayContaining([{ userId: 'buyer-2' }, { email: 'bea@example.com', name: 'Bea Buyer' }]));
    expect(mails).toHaveLength(2);
    const res = await linkAnswer(tokenOf(back.id), { answer: 'accept' });
    expect([res.status, res.body.message]).toEqual([409, 'Another buyer\'s offer on this car was already accepted.']);
    expect((await pipeline(other)).timeline.at(-1).summary).toMatch(/told the car is under offer/);
  });
});

describe('a deal that falls through', () => {
  it('lost after acceptance: the accepted offer is withdrawn and listings takes the badge off; another buyer may then be accepted', async () => {
    const listingId = ++listing;
    const first = await qualifiedLead(listingId);
    const second = await qualifiedLead(listingId);
    const a = await offer(first, { amount: 100_000 });
    const b = await offer(second, { amount: 99_000 });
    expect((await linkAnswer(tokenOf(a.id), { answer: 'accept' })).status).toBe(200);
    const lost = await ctx.call('associate', 'POST', API.deskLeadStage(first), { stage: 'lost', lostReason: 'financing_failed' });
    expect(lost.status).toBe(200);
    expect(ctx.listings.calls).toContain(`POST /internal/vehicles/${listingId}/sale-pending {"pending":false}`);
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [a.id]))[0]).toEqual({ status: 'withdrawn' });
    expect((await pipeline(first)).timeline.at(-1).summary).toBe('The accepted offer of $100,000 fell through: the listing is no longer sale pending');
    expect((await linkAnswer(tokenOf(b.id), { answer: 'accept' })).status).toBe(200);
    expect(ctx.listings.pending.get(listingId)).toBe(true);
  });

  it('a lost lead\'s waiting offers end with it: the seller\'s late answer is a 409', async () => {
    const leadId = await qualifiedLead();
    const o = await offer(leadId);
    expect((await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'lost', lostReason: 'bought_elsewhere' })).status).toBe(200);
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [o.id]))[0]).toEqual({ status: 'withdrawn' });
    expect((await linkAnswer(tokenOf(o.id), { answer: 'accept' })).status).toBe(409);
  });

  it('a new offer on an accepted lead replaces the accepted one (back to offer, badge off)', async () => {
    const leadId = await qualifiedLead();
    const a = await offer(leadId, { amount: 100_000 });
    expect((await linkAnswer(tokenOf(a.id), { answer: 'accept' })).status).toBe(200);
    await offer(leadId, { amount: 97_000 });
    expect((await pipeline(leadId)).stage).toBe('offer');
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [a.id]))[0]).toEqual({ status: 'withdrawn' });
    expect(ctx.listings.pending.get(listing)).toBe(false);
    expect((await ctx.call('associate', 'POST', API.deskLeadSale(leadId), { finalPrice: 97_000, soldOn: '2026-11-20', showPrice: false })).status).toBe(409);
  });
});

describe('the seller\'s minimum price', () => {
  it('is private to the desk; below it the desk declines without asking the seller', async () => {
    const leadId = await qualifiedLead();
    expect((await ctx.call('user2', 'POST', API.sellerMinimumPrice(listing), { minimumPrice: 90_000 })).status).toBe(404);
    const bad = await ctx.call('seller', 'POST', API.sellerMinimumPrice(listing), { minimumPrice: -1 });
    expect([bad.status, bad.body.fields[0].field]).toEqual([400, 'minimumPrice']);
    expect((await ctx.call('seller', 'POST', API.sellerMinimumPrice(listing), { minimumPrice: 90_000 })).body).toEqual({ listingId: listing, minimumPrice: 90_000 });
    expect((await pipeline(leadId)).minimumPrice).toBe(90_000);
    const high = await offer(leadId, { amount: 92_000 });
    let res = await ctx.call('associate', 'POST', API.deskOfferAction(high.id), { action: 'decline' });
    expect([res.status, res.body.message]).toEqual([409, 'The offer is at or above the seller\'s minimum ($90,000): only the seller can decline it.']);
    const low = await offer(leadId, { amount: 80_000 });
    res = await ctx.call('associate', 'POST', API.deskOfferAction(low.id), { action: 'decline' });
    expect([res.status, res.body.status]).toEqual([200, 'declined']);
    // straight away, without a mail to the seller
    res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 70_000, declineBelowMinimum: true });
    expect([res.status, res.body.status]).toEqual([201, 'declined']);
    expect(await ctx.sql('SELECT 1 FROM $schema.notification_outbox WHERE dedupe_key = $1', [`offer-${res.body.id}-seller`])).toEqual([]);
    res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 95_000, declineBelowMinimum: true });
    expect(res.status).toBe(409);
    const p = await pipeline(leadId);
    expect(p.timeline.filter((e: { kind: string }) => e.kind === 'minimum-price')[0]).toMatchObject({ actor: { kind: 'seller' }, summary: 'The seller set a minimum price of $90,000' });
    expect(p.timeline.at(-1).summary).toBe('Offer of $70,000 declined by the desk: below the seller\'s minimum ($90,000)');
    // the seller sees their own minimum; buyers never (no buyer route carries it)
    const mine = await ctx.call('seller', 'GET', API.sellerOffers);
    expect(mine.body.listings.find((l: { listingId: number }) => l.listingId === listing).minimumPrice).toBe(90_000);
    expect(JSON.stringify((await ctx.call('user', 'GET', '/api/messages')).body)).not.toMatch(/90000|90,000/);
  });
});
