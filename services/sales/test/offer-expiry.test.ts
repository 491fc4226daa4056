import type { NestExpressApplication } from '@nestjs/platform-express';
import { API } from '@rl/contracts';
import { createLogger } from '@rl/service-kit';
import { createSalesApp } from '../src/app.js';
import { OfferExpiry } from '../src/pipeline/offer-expiry.js';
import { inquiry, startSales, type SalesTestContext } from './sales-app.js';

let ctx: SalesTestContext;
/** a second replica on the same schema: its own scheduler */
let replica: NestExpressApplication;
beforeAll(async () => {
  ctx = await startSales();
  replica = await createSalesApp(ctx.env, createLogger('sales', 'silent'));
  await replica.init();
});
afterAll(async () => {
  await replica?.close();
  await ctx?.close();
});

async function openOffer(listingId: number, amount: number): Promise<{ leadId: number; offerId: number }> {
  const leadId = (await ctx.event(inquiry({ listingId }))).body.leadId as number;
  await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'qualified' });
  const res = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount });
  expect(res.status).toBe(201);
  return { leadId, offerId: res.body.id };
}
/** the period may run again (as if OFFER_EXPIRY_POLL_MS had passed) */
const nextPeriod = () => ctx.sql(`UPDATE $schema.job_runs SET ran_at = now() - interval '2 hours' WHERE name = 'offer-expiry'`);

describe('offers expire by themselves, once per cluster', () => {
  it('two replicas\' schedulers ticking together: one runs the period, every due offer expires once, the timeline says so once', async () => {
    const due = await Promise.all([openOffer(801, 50_000), openOffer(802, 60_000), openOffer(803, 70_000)]);
    const waiting = await openOffer(804, 80_000);
    await ctx.sql(`UPDATE $schema.offers SET expires_at = now() - interval '1 minute' WHERE id = ANY($1::bigint[])`, [due.map((d) => d.offerId)]);
    await nextPeriod();
    const a = ctx.app.get(OfferExpiry);
    const b = replica.get(OfferExpiry);
    expect(a).not.toBe(b);
    const [ranA, ranB] = await Promise.all([a.pass(), b.pass()]);
    // exactly one of them claimed the period
    expect([ranA, ranB].filter((r) => r !== null)).toHaveLength(1);
    expect(([ranA, ranB].find((r) => r !== null) ?? []).sort()).toEqual(due.map((d) => d.leadId).sort());
    const statuses = await ctx.sql<{ id: string; status: string }>('SELECT id, status FROM $schema.offers WHERE id = ANY($1::bigint[]) ORDER BY id', [[...due, waiting].map((d) => d.offerId)]);
    expect(statuses.map((s) => s.status)).toEqual(['expired', 'expired', 'expired', 'open']);
    const events = await ctx.sql<{ n: number }>(`SELECT count(*)::int AS n FROM $schema.lead_events WHERE kind = 'offer-expired'`);
    expect(events[0]!.n).toBe(3);
    const timeline = (await ctx.call('associate', 'GET', API.deskLeadOffers(due[0]!.leadId))).body.timeline;
    expect(timeline.at(-2)).toMatchObject({ kind: 'offer-expired', actor: { kind: 'system', userId: null }, summary: 'Offer of $50,000 expired without an answer' });
    // within the same period neither runs again
    expect(await Promise.all([a.pass(), b.pass()])).toEqual([null, null]);
    // the next period: one of them again, nothing left to expire twice
    await nextPeriod();
    const again = await Promise.all([b.pass(), a.pass()]);
    expect(again.filter((r) => r !== null)).toEqual([[]]);
    expect((await ctx.sql<{ n: number }>(`SELECT count(*)::int AS n FROM $schema.lead_events WHERE kind = 'offer-expired'`))[0]!.n).toBe(3);
    expect((await ctx.sql<{ runs: string }>(`SELECT runs FROM $schema.job_runs WHERE name = 'offer-expiry'`))[0]!.runs).toBeDefined();
  });

  it('an expired offer\'s link answers 409 and the seller\'s late answer changes nothing', async () => {
    const { offerId } = await openOffer(805, 55_000);
    await ctx.sql(`UPDATE $schema.offers SET expires_at = now() - interval '1 second' WHERE id = $1`, [offerId]);
    await nextPeriod();
    await ctx.app.get(OfferExpiry).pass();
    const res = await ctx.call('seller', 'POST', API.sellerOfferAnswer(offerId), { answer: 'accept' });
    expect(res.status).toBe(409);
    expect((await ctx.sql('SELECT status FROM $schema.offers WHERE id = $1', [offerId]))[0]).toEqual({ status: 'expired' });
  });

  it('a lead whose last open offer expires goes back to the stage it came from, and its timeline says why', async () => {
    const pipeline = async (leadId: number) => (await ctx.call('associate', 'GET', API.deskLeadOffers(leadId))).body as { stage: string; timeline: { kind: string; summary: string; actor: { kind: string } }[] };
    // from viewing: back to viewing
    const viewed = (await ctx.event(inquiry({ listingId: 806 }))).body.leadId as number;
    await ctx.call('associate', 'POST', API.deskLeadStage(viewed), { stage: 'qualified' }).expect(200);
    await ctx.call('associate', 'POST', API.deskLeadStage(viewed), { stage: 'viewing' }).expect(200);
    const v = await ctx.call('associate', 'POST', API.deskLeadOffers(viewed), { amount: 61_000 }).expect(201);
    // from qualified, with two offers: the first expiring leaves it at offer, the second declined sends it back
    const { leadId, offerId } = await openOffer(807, 62_000);
    const second = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 63_000 }).expect(201);
    await ctx.sql(`UPDATE $schema.offers SET expires_at = now() - interval '1 minute' WHERE id = ANY($1::bigint[])`, [[v.body.id, offerId]]);
    await nextPeriod();
    await ctx.app.get(OfferExpiry).pass();
    const back = await pipeline(viewed);
    expect(back.stage).toBe('viewing');
    expect(back.timeline.at(-1)).toMatchObject({ kind: 'stage', actor: { kind: 'system' }, summary: 'Stage Offer → Viewing (no offer open: the offer of $61,000 expired)' });
    expect((await pipeline(leadId)).stage).toBe('offer');
    expect((await ctx.call('seller', 'POST', API.sellerOfferAnswer(second.body.id), { answer: 'decline' })).status).toBe(200);
    const declined = await pipeline(leadId);
    expect(declined.stage).toBe('qualified');
    expect(declined.timeline.at(-1)).toMatchObject({ kind: 'stage', actor: { kind: 'seller' }, summary: 'Stage Offer → Qualified (no offer open: the seller declined $63,000)' });
    // a new offer takes it to offer again
    await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 64_000 }).expect(201);
    expect((await pipeline(leadId)).stage).toBe('offer');
  });
});
