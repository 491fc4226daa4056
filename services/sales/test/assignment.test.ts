import type { StaffMember } from '@rl/contracts';
import { inquiry, listingLive, startSales, type SalesTestContext } from './sales-app.js';

let ctx: SalesTestContext;
const staff: StaffMember[] = [];
beforeAll(async () => { ctx = await startSales({ staff }); });
afterAll(async () => { await ctx?.close(); });

const associate = (id: string): StaffMember => ({ id, email: `${id}@example.com`, name: id, role: 'associate' });
const assignedTo = async (listingId: number) =>
  (await ctx.sql<{ associate_id: string | null }>('SELECT associate_id FROM $schema.listings WHERE listing_id = $1', [listingId]))[0]?.associate_id;

describe('assignment on approval', () => {
  it('without any associate a listing waits unassigned, and its leads too', async () => {
    expect((await ctx.event(listingLive(1))).body).toEqual({ associateId: null });
    const lead = await ctx.event(inquiry({ listingId: 1 }));
    expect(lead.body.associateId).toBeNull();
    expect(await assignedTo(1)).toBeNull();
  });

  it('the first associate picks the waiting listings up (with their leads)', async () => {
    staff.push(associate('a1'));
    const { AssignmentSweep } = await import('../src/assignment/assignment-sweep.js');
    await ctx.app.get(AssignmentSweep).runOnce();
    expect(await assignedTo(1)).toBe('a1');
    const leads = await ctx.sql('SELECT associate_id FROM $schema.leads WHERE listing_id = 1');
    expect(leads).toEqual([{ associate_id: 'a1' }]);
  });

  it('fewest open leads first; ties go to the one assigned longest ago', async () => {
    staff.push(associate('a2'), associate('a3'));
    // a1 has one open lead; a2 and a3 none and were never assigned: a2 (older account) then a3
    expect((await ctx.event(listingLive(2))).body.associateId).toBe('a2');
    expect((await ctx.event(listingLive(3))).body.associateId).toBe('a3');
    // a2 and a3 tie on zero leads: a2 was assigned longer ago
    expect((await ctx.event(listingLive(4))).body.associateId).toBe('a2');
    // two leads for a2's listing 2: now a3 (0 leads) wins over a1 (1) and a2 (2)
    await ctx.event(inquiry({ listingId: 2 }));
    await ctx.event(inquiry({ listingId: 2 }));
    expect((await ctx.event(listingLive(5))).body.associateId).toBe('a3');
    // a listing keeps its associate when handed over again
    expect((await ctx.event(listingLive(2))).body.associateId).toBe('a2');
  });

  it('a burst in parallel: every listing gets exactly one associate, by the same rule as one at a time', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 100 + i);
    const answers = await Promise.all(ids.map((id) => ctx.event(listingLive(id))));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    const rows = await ctx.sql<{ associate_id: string; n: number }>(
      'SELECT associate_id, count(*)::int AS n FROM $schema.listings WHERE listing_id >= 100 GROUP BY 1 ORDER BY 1',
    );
    // a3 has no open lead (a1 one, a2 two): new listings bring no leads, so a3 takes them all
    expect(rows).toEqual([{ associate_id: 'a3', n: 12 }]);
  });

  it('once a3 has the most open leads, the next listing goes to the one with the fewest', async () => {
    for (let i = 0; i < 3; i++) await ctx.event(inquiry({ listingId: 100 }));
    // open leads now: a1 1, a2 2, a3 3
    expect((await ctx.event(listingLive(150))).body.associateId).toBe('a1');
  });

  it('the seller sees the associate of each of their listings, and the team\'s direct line', async () => {
    const res = await ctx.call('user', 'GET', '/api/seller/associates');
    expect(res.status).toBe(200);
    expect(res.body.listings).toEqual([]);
    const mine = await ctx.sql('SELECT count(*)::int AS n FROM $schema.listings WHERE seller_user_id = $1', ['seller-1']);
    expect(mine[0]!.n).toBeGreaterThan(0);
    const { mintIdentity } = await import('@rl/service-kit');
    const { TEST_IDENTITY_SECRET } = await import('@rl/test-kit');
    const { default: request } = await import('supertest');
    const seller = await request(ctx.app.getHttpServer()).get('/api/seller/associates')
      .set('x-identity', mintIdentity({ sub: 'seller-1', role: 'user', method: 'GET', path: '/api/seller/associates' }, TEST_IDENTITY_SECRET));
    expect(seller.body.listings).toContainEqual({ listingId: 2, associateName: 'a2' });
    expect(seller.body.team).toEqual({ phone: '(800) 555-0142', email: 'sales@remotelistings.example' });
  });

  it('auth away: the listing is recorded and assigned later by the sweep', async () => {
    ctx.auth.setDown(true);
    expect((await ctx.event(listingLive(200))).body).toEqual({ associateId: null });
    ctx.auth.setDown(false);
    const { AssignmentSweep } = await import('../src/assignment/assignment-sweep.js');
    await ctx.app.get(AssignmentSweep).runOnce();
    expect(await assignedTo(200)).toEqual(expect.stringMatching(/^a[123]$/));
  });
});

describe('hand-over when a member of staff leaves', () => {
  it('a deactivated associate\'s listings and open leads go to the others, fewest open leads first; closed leads stay', async () => {
    const { AssignmentSweep } = await import('../src/assignment/assignment-sweep.js');
    const { Assignment } = await import('../src/assignment/assignment.service.js');
    await ctx.app.get(AssignmentSweep).runOnce();
    const openLeads = async () => Object.fromEntries((await ctx.sql<{ associate_id: string; n: number }>(
      `SELECT associate_id, count(*)::int AS n FROM $schema.leads WHERE status <> 'closed' GROUP BY 1`,
    )).map((r) => [r.associate_id, r.n]));
    // a2 holds listings 2 and 4 (two open leads on 2) and gets a lead on a listing of a3's by hand, and a closed one
    const extra = await ctx.event(inquiry({ listingId: 3 }));
    await ctx.sql(`UPDATE $schema.leads SET associate_id = 'a2' WHERE id = $1`, [extra.body.leadId ?? extra.body.id]);
    const closed = await ctx.event(inquiry({ listingId: 4 }));
    await ctx.sql(`UPDATE $schema.leads SET status = 'closed' WHERE id = $1`, [closed.body.leadId ?? closed.body.id]);
    const before = await openLeads();
    expect(before.a2).toBe(3);
    const a2Listings = (await ctx.sql<{ listing_id: number }>(`SELECT listing_id FROM $schema.listings WHERE associate_id = 'a2' ORDER BY 1`)).map((r) => r.listing_id);
    expect(a2Listings).toEqual(expect.arrayContaining([2, 4]));

    // auth away: nothing is handed over on a guess
    staff.splice(staff.findIndex((s) => s.id === 'a2'), 1);
    ctx.auth.setDown(true);
    await ctx.app.get(AssignmentSweep).runOnce();
    expect(await assignedTo(2)).toBe('a2');
    ctx.auth.setDown(false);

    const moved = await ctx.app.get(Assignment).handOver();
    expect(moved).toEqual({ listings: a2Listings.length, leads: 1 });
    const after = await openLeads();
    expect(after.a2).toBeUndefined();
    // every open lead still has an associate, and the total is unchanged
    expect(Object.values(after).reduce((a, b) => a + b, 0)).toBe(Object.values(before).reduce((a, b) => a + b, 0));
    expect(await ctx.sql(`SELECT id FROM $schema.leads WHERE status <> 'closed' AND associate_id IS NULL`)).toEqual([]);
    // listing 2 (two leads) went first, to a1 (fewest open leads then), with its leads
    expect(await assignedTo(2)).toBe('a1');
    expect(await ctx.sql(`SELECT DISTINCT associate_id FROM $schema.leads WHERE listing_id = 2 AND status <> 'closed'`)).toEqual([{ associate_id: 'a1' }]);
    // the closed lead keeps its associate (the record of who worked it)
    expect((await ctx.sql(`SELECT associate_id FROM $schema.leads WHERE id = $1`, [closed.body.leadId ?? closed.body.id]))[0]).toEqual({ associate_id: 'a2' });
    // a second pass changes nothing
    expect(await ctx.app.get(Assignment).handOver()).toEqual({ listings: 0, leads: 0 });
  });

  it('with no associate left, the listings and leads wait unassigned until one is created', async () => {
    const { Assignment } = await import('../src/assignment/assignment.service.js');
    const { AssignmentSweep } = await import('../src/assignment/assignment-sweep.js');
    const gone = staff.splice(0, staff.length);
    await ctx.app.get(Assignment).handOver();
    expect(await ctx.sql(`SELECT listing_id FROM $schema.listings WHERE associate_id IS NOT NULL`)).toEqual([]);
    expect(await ctx.sql(`SELECT id FROM $schema.leads WHERE status <> 'closed' AND associate_id IS NOT NULL`)).toEqual([]);
    staff.push(gone[0]!);
    await ctx.app.get(AssignmentSweep).runOnce();
    expect(await ctx.sql(`SELECT listing_id FROM $schema.listings WHERE associate_id IS NULL`)).toEqual([]);
    expect(await ctx.sql(`SELECT id FROM $schema.leads WHERE status <> 'closed' AND associate_id IS DISTINCT FROM $1`, [gone[0]!.id])).toEqual([]);
  });
});
