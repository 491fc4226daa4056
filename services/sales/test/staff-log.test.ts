import { type StaffActionRecord, API } from '@rl/contracts';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, startSales, type SalesTestContext } from './sales-app.js';

let ctx: SalesTestContext;
let listing = 700;
beforeAll(async () => { ctx = await startSales(); });
afterAll(async () => { await ctx?.close(); });

async function qualifiedLead(listingId = ++listing): Promise<number> {
  const leadId = (await ctx.event(inquiry({ listingId }))).body.leadId as number;
  expect((await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'qualified' })).status).toBe(200);
  return leadId;
}
/** The staff action log entries sales recorded (its outbox to auth) since `sinceId`, oldest first. */
async function entries(sinceId = 0): Promise<(StaffActionRecord & { rowId: number })[]> {
  const rows = await ctx.sql<{ id: string; request: StaffActionRecord }>('SELECT id, request FROM $schema.staff_action_outbox WHERE id > $1 ORDER BY id', [sinceId]);
  return rows.map((r) => ({ ...r.request, rowId: Number(r.id) }));
}
const lastRowId = async () => Number((await ctx.sql<{ id: string | null }>('SELECT max(id) AS id FROM $schema.staff_action_outbox'))[0]?.id ?? 0);
const linkAnswer = (offerId: number, body: object) =>
  ctx.call('anonymous', 'POST', API.offerLink, { token: ctx.app.get(ThreadTokens).offerTokenFor(offerId), ...body });

describe('the staff action log of the sales desk', () => {
  it('records stage moves, offers, the desk\'s offer moves, deposits and sales with actor, role, object, before and after, address and request id', async () => {
    const since = await lastRowId();
    const leadId = await qualifiedLead();
    const offer = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 90_000 });
    expect(offer.status).toBe(201);
    expect((await linkAnswer(offer.body.id, { answer: 'counter', counterAmount: 95_000 })).status).toBe(200);
    expect((await ctx.call('associate', 'POST', API.deskOfferAction(offer.body.id), { action: 'buyer-accepts-counter' })).status).toBe(200);
    expect((await ctx.call('associate', 'POST', API.deskLeadDeposit(leadId), { amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-7' })).status).toBe(201);
    expect((await ctx.call('admin', 'POST', API.deskLeadSale(leadId), { finalPrice: 95_000, soldOn: '2026-11-20', showPrice: false })).status).toBe(201);

    const log = await entries(since);
    expect(log.map((e) => [e.action, e.actorId, e.actorRole, e.objectType, e.objectId])).toEqual([
      ['lead.stage', 'assoc-a', 'associate', 'lead', String(leadId)],
      ['offer.record', 'assoc-a', 'associate', 'offer', String(offer.body.id)],
      ['offer.buyer-accepts-counter', 'assoc-a', 'associate', 'offer', String(offer.body.id)],
      ['sale.deposit', 'assoc-a', 'associate', 'lead', String(leadId)],
      ['sale.record', 'admin-1', 'admin', 'lead', String(leadId)],
    ]);
    const [stage, recorded, accepted, deposit, sale] = log;
    expect([stage!.before, stage!.after]).toEqual([{ stage: 'new' }, { stage: 'qualified', lostReason: null }]);
    expect(recorded!.before).toMatchObject({ leadId, stage: 'qualified', replacedOfferIds: [] });
    expect(recorded!.after).toMatchObject({ leadId, listingId: listing, stage: 'offer', amount: 90_000, status: 'open' });
    expect(accepted!.before).toMatchObject({ status: 'countered', amount: 90_000, counterAmount: 95_000, stage: 'offer' });
    expect(accepted!.after).toMatchObject({ status: 'accepted', stage: 'accepted' });
    expect([deposit!.before, deposit!.after]).toEqual([{ stage: 'accepted' }, { stage: 'deposit', amount: 5000, receivedOn: '2026-11-18', reference: 'WIRE-7' }]);
    expect(sale!.before).toEqual({ stage: 'deposit' });
    expect(sale!.after).toMatchObject({ stage: 'sold', listingId: listing, offerId: offer.body.id, finalPrice: 95_000, soldOn: '2026-11-20', showPrice: false });
    for (const e of log) {
      expect(e.service).toBe(ctx.env.DB_SCHEMA.slice(0, 32));
      expect(e.address).toMatch(/127\.0\.0\.1|::1/);
      expect(e.requestId).toMatch(/.+/);
    }
    // the seller's counter is not a staff action
    expect(log.some((e) => e.actorRole === 'user')).toBe(false);
  });

  it('records the desk declining below the minimum and the buyer\'s withdrawal', async () => {
    const leadId = await qualifiedLead();
    expect((await ctx.call('seller', 'POST', API.sellerMinimumPrice(listing), { minimumPrice: 90_000 })).status).toBe(200);
    const since = await lastRowId();
    const low = (await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 80_000 })).body;
    expect((await ctx.call('associate', 'POST', API.deskOfferAction(low.id), { action: 'decline' })).status).toBe(200);
    const next = (await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 92_000 })).body;
    expect((await ctx.call('associate', 'POST', API.deskOfferAction(next.id), { action: 'withdraw' })).status).toBe(200);
    const log = await entries(since);
    expect(log.map((e) => [e.action, e.objectId, e.before?.status, e.after?.status])).toEqual([
      ['offer.record', String(low.id), undefined, 'open'],
      ['offer.decline', String(low.id), 'open', 'declined'],
      ['offer.record', String(next.id), undefined, 'open'],
      ['offer.withdraw', String(next.id), 'open', 'withdrawn'],
    ]);
  });

  it('an action whose log entry cannot be written does not happen: an offer, a stage move and a reassignment roll back', async () => {
    const leadId = await qualifiedLead();
    const offers = async () => (await ctx.sql('SELECT 1 FROM $schema.offers WHERE lead_id = $1', [leadId])).length;
    const stage = async () => (await ctx.sql<{ stage: string; associate_id: string }>('SELECT stage, associate_id FROM $schema.leads WHERE id = $1', [leadId]))[0];
    const events = async () => (await ctx.sql('SELECT 1 FROM $schema.lead_events WHERE lead_id = $1', [leadId])).length;
    const before = { offers: await offers(), lead: await stage(), events: await events(), log: await lastRowId() };
    // the outbox refuses every new row (as a full disk or a broken table would)
    await ctx.sql('ALTER TABLE $schema.staff_action_outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      expect((await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 90_000 })).status).toBe(500);
      expect((await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'lost', lostReason: 'not_serious' })).status).toBe(500);
      expect((await ctx.call('admin', 'POST', API.deskLeadAssociate(leadId), { associateId: before.lead!.associate_id === 'assoc-a' ? 'assoc-b' : 'assoc-a' })).status).toBe(500);
      expect({ offers: await offers(), lead: await stage(), events: await events(), log: await lastRowId() }).toEqual(before);
      // nothing went to the listing either (no offer means no mail and no badge)
      expect(await ctx.sql(`SELECT 1 FROM $schema.notification_outbox WHERE request->'event'->>'kind' = 'offer-received' AND request->'event'->'vehicle'->>'id' = $1`, [String(listing)])).toEqual([]);
    } finally {
      await ctx.sql('ALTER TABLE $schema.staff_action_outbox DROP CONSTRAINT refuse_all');
    }
    // with the log working again the same action goes through, with its entry
    expect((await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 90_000 })).status).toBe(201);
    expect((await entries(before.log)).map((e) => e.action)).toEqual(['offer.record']);
  });
});
