import request from 'supertest';
import { API, IDENTITY_HEADER, type StaffActionRecord } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, listingLive, PEOPLE, startSales, type SalesTestContext, type Who } from './sales-app.js';

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
/** A PATCH as `who` (the context's helper sends GET and POST only). */
function patch(who: Exclude<Who, 'anonymous'>, path: string, body: object) {
  return request(ctx.app.getHttpServer()).patch(path).send(body)
    .set(IDENTITY_HEADER, mintIdentity({ sub: PEOPLE[who].sub, role: PEOPLE[who].role, method: 'PATCH', path }, TEST_IDENTITY_SECRET));
}
/** The associate a lead went to ('associate' or 'associate2'): viewings are arranged by the lead's own associate. */
async function ownerOf(leadId: number): Promise<'associate' | 'associate2'> {
  const [row] = await ctx.sql<{ associate_id: string | null }>('SELECT associate_id FROM $schema.leads WHERE id = $1', [leadId]);
  return row?.associate_id === 'assoc-b' ? 'associate2' : 'associate';
}
/** A day of the team's clock some days ahead (viewings must be in the future). */
const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: ctx.env.TEAM_TIME_ZONE });
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

  it('records answers to buyers, internal notes and messages to sellers: who, what and a summary without the text', async () => {
    const leadId = (await ctx.event(inquiry({ listingId: ++listing }))).body.leadId as number;
    expect((await ctx.event(listingLive(listing))).status).toBeLessThan(300);
    const [lead] = await ctx.sql<{ status: string; associate_id: string | null }>('SELECT status, associate_id FROM $schema.leads WHERE id = $1', [leadId]);
    const since = await lastRowId();
    const reply = await ctx.call('associate', 'POST', API.deskLeadMessages(leadId), { body: 'Happy to arrange a viewing this week.' });
    expect(reply.status).toBe(201);
    const note = await ctx.call('admin', 'POST', API.deskLeadNotes(leadId), { body: 'Buyer prefers mornings.' });
    expect(note.status).toBe(201);
    const toSeller = await ctx.call('associate', 'POST', API.deskSellerThread(listing), { body: 'Is the service history complete?' });
    expect(toSeller.status).toBe(201);

    const log = await entries(since);
    expect(log.map((e) => [e.action, e.actorId, e.actorRole, e.objectType, e.objectId])).toEqual([
      ['lead.reply', 'assoc-a', 'associate', 'lead', String(leadId)],
      ['lead.note', 'admin-1', 'admin', 'lead', String(leadId)],
      ['listing.seller-message', 'assoc-a', 'associate', 'listing', String(listing)],
    ]);
    const [answered, noted, messaged] = log;
    expect(answered!.before).toEqual({ status: lead!.status, associateId: lead!.associate_id });
    expect(answered!.after).toEqual({
      status: 'open', associateId: lead!.associate_id ?? 'assoc-a', messageId: Number(reply.body.id), length: 'Happy to arrange a viewing this week.'.length, firstResponse: true,
    });
    expect([noted!.before, noted!.after]).toEqual([null, { noteId: note.body.id, length: 'Buyer prefers mornings.'.length }]);
    expect([messaged!.before, messaged!.after]).toEqual([null, { messageId: toSeller.body.id, length: 'Is the service history complete?'.length }]);
    // the texts themselves (a buyer's or seller's conversation) stay out of the log
    expect(JSON.stringify(log)).not.toMatch(/viewing this week|mornings|service history/);
    for (const e of log) {
      expect(e.address).toMatch(/127\.0\.0\.1|::1/);
      expect(e.requestId).toMatch(/.+/);
    }
  });

  it('records viewings scheduled, changed and cancelled with the viewing before and after; a change that changes nothing records nothing', async () => {
    const leadId = (await ctx.event(inquiry({ listingId: ++listing }))).body.leadId as number;
    const owner = await ownerOf(leadId);
    const since = await lastRowId();
    const date = ahead(4);
    const made = await ctx.call(owner, 'POST', API.deskLeadViewings(leadId), { kind: 'viewing', date, time: '10:30', place: '1 Main St, Los Angeles' });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    expect((await patch(owner, API.deskViewing(id), { time: '11:00', durationMinutes: 90 })).status).toBe(200);
    expect((await patch(owner, API.deskViewing(id), { time: '11:00' })).status).toBe(200);
    expect((await ctx.call('admin', 'POST', API.deskViewingCancel(id), { reason: 'Buyer is travelling' })).status).toBe(200);

    const log = await entries(since);
    expect(log.map((e) => [e.action, e.actorId, e.objectType, e.objectId])).toEqual([
      ['viewing.schedule', PEOPLE[owner].sub, 'viewing', String(id)],
      ['viewing.update', PEOPLE[owner].sub, 'viewing', String(id)],
      ['viewing.cancel', 'admin-1', 'viewing', String(id)],
    ]);
    const [scheduled, changed, cancelled] = log;
    const first = { leadId, kind: 'viewing', status: 'scheduled', date, time: '10:30', timeZone: ctx.env.TEAM_TIME_ZONE, durationMinutes: 60, place: '1 Main St, Los Angeles', inspector: null, inviteSeller: false, sequence: 0 };
    expect([scheduled!.before, scheduled!.after]).toEqual([null, first]);
    expect(changed!.before).toEqual(first);
    expect(changed!.after).toEqual({ ...first, time: '11:00', durationMinutes: 90, sequence: 1 });
    expect(cancelled!.before).toEqual({ ...first, time: '11:00', durationMinutes: 90, sequence: 1 });
    expect(cancelled!.after).toEqual({ ...first, time: '11:00', durationMinutes: 90, sequence: 2, status: 'cancelled', reason: 'Buyer is travelling' });
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

  it('an answer, a note, a message to the seller and a viewing\'s schedule, change and cancellation roll back without their entry', async () => {
    const leadId = (await ctx.event(inquiry({ listingId: ++listing }))).body.leadId as number;
    expect((await ctx.event(listingLive(listing))).status).toBeLessThan(300);
    const owner = await ownerOf(leadId);
    const made = await ctx.call(owner, 'POST', API.deskLeadViewings(leadId), { kind: 'viewing', date: ahead(5), time: '15:00', place: 'Showroom' });
    expect(made.status).toBe(201);
    const viewingId = made.body.id as number;
    const state = async () => ({
      lead: (await ctx.sql('SELECT status, associate_id, first_response_at, activity_at FROM $schema.leads WHERE id = $1', [leadId]))[0],
      messages: (await ctx.sql('SELECT id FROM $schema.messages WHERE lead_id = $1', [leadId])).length,
      notes: (await ctx.sql('SELECT id FROM $schema.lead_notes WHERE lead_id = $1', [leadId])).length,
      sellerMessages: (await ctx.sql('SELECT id FROM $schema.seller_messages WHERE listing_id = $1', [listing])).length,
      viewing: (await ctx.sql('SELECT status, local_time, sequence FROM $schema.viewings WHERE id = $1', [viewingId]))[0],
      mails: (await ctx.sql('SELECT id FROM $schema.notification_outbox')).length,
      log: await lastRowId(),
    });
    const before = await state();
    await ctx.sql('ALTER TABLE $schema.staff_action_outbox ADD CONSTRAINT refuse_all CHECK (false) NOT VALID');
    try {
      expect((await ctx.call(owner, 'POST', API.deskLeadMessages(leadId), { body: 'Hello' })).status).toBe(500);
      expect((await ctx.call(owner, 'POST', API.deskLeadNotes(leadId), { body: 'Call back' })).status).toBe(500);
      expect((await ctx.call(owner, 'POST', API.deskSellerThread(listing), { body: 'Keys?' })).status).toBe(500);
      expect((await ctx.call(owner, 'POST', API.deskLeadViewings(leadId), { kind: 'viewing', date: ahead(6), time: '09:00', place: 'Showroom' })).status).toBe(500);
      expect((await patch(owner, API.deskViewing(viewingId), { time: '16:00' })).status).toBe(500);
      expect((await ctx.call(owner, 'POST', API.deskViewingCancel(viewingId), {})).status).toBe(500);
      // no message, note, viewing change or mail (no invitation, no answer to the buyer) happened
      expect(await state()).toEqual(before);
      expect((await ctx.sql('SELECT id FROM $schema.viewings WHERE lead_id = $1', [leadId])).length).toBe(1);
    } finally {
      await ctx.sql('ALTER TABLE $schema.staff_action_outbox DROP CONSTRAINT refuse_all');
    }
    expect((await ctx.call(owner, 'POST', API.deskLeadNotes(leadId), { body: 'Call back' })).status).toBe(201);
    expect((await entries(before.log)).map((e) => e.action)).toEqual(['lead.note']);
  });
});
