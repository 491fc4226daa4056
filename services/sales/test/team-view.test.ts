import { type TeamStats, API } from '@rl/contracts';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { TeamWeekly1733100000200 } from '../src/migrations/1733100000200-team-weekly.js';
import { histogramMedian, bucketSeconds } from '../src/team-stats/team-aggregates.js';
import { inquiry, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
beforeAll(async () => { ctx = await startSales(); });
afterAll(async () => { await ctx?.close(); });

const team = async (query = ''): Promise<TeamStats> => {
  const res = await ctx.call('admin', 'GET', API.deskTeam + query);
  expect(res.status).toBe(200);
  return res.body;
};
const BUYER = { name: 'Quentin Quirk-Buyer', email: 'quentin.quirk@buyer.example', phone: '+1 415 555 0199' };
async function lead(listingId: number): Promise<number> {
  const e = inquiry({ listingId, buyerUserId: 'buyer-1' });
  if (e.event.kind === 'inquiry') e.event.buyer = { userId: 'buyer-1', ...BUYER };
  return (await ctx.event(e)).body.leadId as number;
}
async function sell(listingId: number): Promise<number> {
  const leadId = await lead(listingId);
  await ctx.call('associate', 'POST', API.deskLeadMessages(leadId), { body: 'Yes, it is available.' }).expect(201);
  await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'qualified' }).expect(200);
  const o = await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 100_000 });
  const token = ctx.app.get(ThreadTokens).offerTokenFor(o.body.id);
  await ctx.call('anonymous', 'POST', API.offerLink, { token, answer: 'accept' }).expect(200);
  await ctx.call('associate', 'POST', API.deskLeadSale(leadId), { finalPrice: 99_000, soldOn: new Date().toISOString().slice(0, 10), showPrice: false }).expect(201);
  return leadId;
}

describe('the team\'s view (maintained aggregates)', () => {
  it('only admins read it; bad input names the field', async () => {
    for (const who of ['anonymous', 'user', 'seller', 'associate', 'moderator'] as Who[]) {
      const res = await ctx.call(who, 'GET', API.deskTeam);
      expect(res.status).toBe(who === 'anonymous' ? 401 : 403);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
    for (const q of ['?weeks=13', '?weeks=0', '?weeks=x', '?weeks=1.5']) {
      const res = await ctx.call('admin', 'GET', API.deskTeam + q);
      expect([res.status, res.body.fields?.[0]?.field]).toEqual([400, 'weeks']);
    }
    const other = await ctx.call('admin', 'GET', API.deskTeam + '?other=1');
    expect(other.status).toBe(400);
  });

  it('inquiries, first answers, stage moves, acceptances and sales are counted in the same transaction', async () => {
    const before = await team();
    expect(before.weeks).toHaveLength(12);
    const open = await lead(7001);
    let t = await team();
    expect(t.inquiriesPerWeek.at(-1)! - before.inquiriesPerWeek.at(-1)!).toBe(1);
    await ctx.call('associate', 'POST', API.deskLeadMessages(open), { body: 'Hello!' }).expect(201);
    t = await team();
    expect(t.stages.find((s) => s.stage === 'contacted')!.total - before.stages.find((s) => s.stage === 'contacted')!.total).toBe(1);
    expect(t.totals.medianFirstResponseSeconds).not.toBeNull();
    const sold = await sell(7002);
    t = await team();
    const [{ associate_id: seller }] = await ctx.sql<{ associate_id: string }>('SELECT associate_id FROM $schema.leads WHERE id = $1', [sold]);
    const a = t.associates.find((x) => x.associateId === seller)!;
    expect(a).toMatchObject({ sold: 1, offersAccepted: 1, name: expect.stringMatching(/ Associate$/) });
    expect(a.medianTimeToSaleSeconds).not.toBeNull();
    expect(a.medianFirstResponseSeconds).not.toBeNull();
    expect(t.associates.reduce((n, x) => n + x.inquiries, 0)).toBe(2);
    expect(t.soldPerWeek.at(-1)).toBe(1);
    expect(t.offersAcceptedPerWeek.at(-1)).toBe(1);
    expect(t.stages.find((s) => s.stage === 'sold')!.perWeek.at(-1)).toBe(1);
    expect(t.stages.find((s) => s.stage === 'accepted')!.perWeek.at(-1)).toBe(1);
    expect(t.totals).toMatchObject({ inquiries: 2, sold: 1, conversion: 0.5, offersAccepted: 1 });
    // read from the aggregate table, not the leads: rows of it, counted per week
    const rows = await ctx.sql<{ metric: string; n: number }>(`SELECT metric, sum(n)::int AS n FROM $schema.team_weekly GROUP BY metric ORDER BY metric`);
    expect(rows).toEqual(expect.arrayContaining([{ metric: 'stage:new', n: 2 }, { metric: 'stage:sold', n: 1 }, { metric: 'offer_accepted', n: 1 }, { metric: 'first_response', n: 2 }, { metric: 'time_to_sale', n: 1 }]));
  });

  it('covers the last 12 weeks only (older weeks are left out), and ?weeks narrows it', async () => {
    await ctx.sql(`INSERT INTO $schema.team_weekly (week, associate_id, metric, bucket, n) VALUES
      ((date_trunc('week', now() AT TIME ZONE 'UTC') - interval '11 weeks')::date, 'assoc-x', 'stage:new', 0, 5),
      ((date_trunc('week', now() AT TIME ZONE 'UTC') - interval '12 weeks')::date, 'assoc-x', 'stage:new', 0, 100)`);
    const t = await team();
    expect(t.inquiriesPerWeek[0]).toBe(5);
    expect(t.associates.find((a) => a.associateId === 'assoc-x')).toMatchObject({ inquiries: 5, name: 'Former associate', conversion: 0 });
    const short = await team('?weeks=4');
    expect(short.weeks).toHaveLength(4);
    expect(short.associates.find((a) => a.associateId === 'assoc-x')).toBeUndefined();
    expect(new Date(t.weeks.at(-1)! + 'T00:00:00Z').getUTCDay()).toBe(1);
  });

  it('the backfill migration rebuilds the same aggregates from the leads, their timeline and sales', async () => {
    // per week and metric (live writes count an event for the lead's associate at that moment, the backfill for its associate now)
    const read = () => ctx.sql(`SELECT week::text, metric, sum(n)::int AS n FROM $schema.team_weekly WHERE associate_id <> 'assoc-x' GROUP BY 1, 2 ORDER BY 1, 2`);
    const kept = await read();
    const runner = ctx.app.get((await import('typeorm')).DataSource).createQueryRunner();
    try {
      const m = new TeamWeekly1733100000200();
      await m.down(runner);
      await m.up(runner);
    } finally { await runner.release(); }
    const rebuilt = await read();
    expect(rebuilt).toEqual(kept);
    expect(kept.length).toBeGreaterThan(5);
  });

  it('medians from the histogram are within 2.5 % of the exact value', () => {
    const samples = [30, 95, 400, 1200, 3600, 7200, 86_400];
    const h = new Map<number, number>();
    for (const s of samples) { const b = Math.floor(Math.log(s) / Math.log(1.05)) + 1; h.set(b, (h.get(b) ?? 0) + 1); }
    expect(Math.abs(histogramMedian(h)! - 1200) / 1200).toBeLessThan(0.025);
    expect(histogramMedian(new Map())).toBeNull();
    expect(bucketSeconds(0)).toBe(0.5);
  });
});

describe('the seller\'s view', () => {
  let listingId: number;
  beforeAll(async () => {
    listingId = 7100;
    const first = await lead(listingId);
    await ctx.call('associate', 'POST', API.deskLeadMessages(first), { body: 'Hi Quentin, yes it is.' }).expect(201);
    await ctx.call('associate', 'POST', API.deskLeadStage(first), { stage: 'qualified' }).expect(200);
    await ctx.call('associate', 'POST', API.deskLeadOffers(first), { amount: 88_000, note: `Quentin Quirk-Buyer, call ${BUYER.phone}` }).expect(201);
    const second = await lead(listingId);
    // a viewing for each buyer, then the second one cancelled: one counted
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await ctx.call('admin', 'POST', API.deskLeadViewings(first), { kind: 'viewing', date: day, time: '10:30', place: 'Showroom, 1 Main St' }).expect(201);
    const off = await ctx.call('admin', 'POST', API.deskLeadViewings(second), { kind: 'inspection', date: day, time: '14:00', inspector: 'Ian Inspector' }).expect(201);
    await ctx.call('admin', 'POST', API.deskViewingCancel(off.body.id), {}).expect(200);
  });

  it('per listing: the associate, inquiries, viewings, offers with amount and status, a timeline; only the owner', async () => {
    const res = await ctx.call('seller', 'GET', API.sellerPipeline);
    expect(res.status).toBe(200);
    const mine = res.body.listings.find((l: { listingId: number }) => l.listingId === listingId);
    expect(mine).toMatchObject({ associate: { name: expect.stringMatching(/ Associate$/) }, inquiries: 2, offerCount: 1, offers: [{ amount: 88_000, status: 'open', buyer: 'Buyer 1' }] });
    expect(mine).toMatchObject({ viewingCount: 1, viewings: [{ kind: 'viewing', buyer: 'Buyer 1', at: expect.stringMatching(/^\d{4}-/) }] });
    expect(mine.timeline.length).toBeGreaterThan(0);
    expect(mine.timeline.map((e: { summary: string }) => e.summary)).toEqual(expect.arrayContaining([expect.stringMatching(/^Offer of \$88,000 recorded/)]));
    for (const who of ['user', 'user2', 'associate', 'admin'] as Who[]) {
      const other = await ctx.call(who, 'GET', API.sellerPipeline);
      expect([other.status, other.body.listings.some((l: { listingId: number }) => l.listingId === listingId)]).toEqual([200, false]);
    }
    expect((await ctx.call('anonymous', 'GET', API.sellerPipeline)).status).toBe(401);
  });

  it('never holds a buyer\'s name, email, phone or account', async () => {
    const text = JSON.stringify((await ctx.call('seller', 'GET', API.sellerPipeline)).body);
    for (const secret of [BUYER.name, 'Quentin', 'Quirk', BUYER.email, 'buyer.example', BUYER.phone, '555 0199', 'buyer-1', 'Bea', 'Ian Inspector']) expect(text).not.toContain(secret);
  });
});
