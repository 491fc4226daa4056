import { API } from '@rl/contracts';
import { inquiry, listingLive, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
beforeAll(async () => { ctx = await startSales(); });
afterAll(async () => { await ctx?.close(); });

const holderOfLead = async (id: number) => (await ctx.sql<{ a: string | null }>('SELECT associate_id AS a FROM $schema.leads WHERE id = $1', [id]))[0]?.a;
const holderOfListing = async (id: number) => (await ctx.sql<{ a: string | null }>('SELECT associate_id AS a FROM $schema.listings WHERE listing_id = $1', [id]))[0]?.a;

describe('reassignment by admins', () => {
  it('a listing goes to another associate with its open leads; a closed lead keeps who worked it', async () => {
    expect((await ctx.event(listingLive(7))).body.associateId).toBe('assoc-a');
    const a = (await ctx.event(inquiry({ listingId: 7 }))).body.leadId as number;
    const b = (await ctx.event(inquiry({ listingId: 7 }))).body.leadId as number;
    const closed = (await ctx.event(inquiry({ listingId: 7 }))).body.leadId as number;
    await ctx.sql(`UPDATE $schema.leads SET status = 'closed' WHERE id = $1`, [closed]);
    const res = await ctx.call('admin', 'POST', API.deskListingAssociate(7), { associateId: 'assoc-b' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ associateId: 'assoc-b', associateName: 'Ben Associate', leadIds: expect.arrayContaining([a, b]) });
    expect(res.body.leadIds).toHaveLength(2);
    expect(await holderOfListing(7)).toBe('assoc-b');
    expect([await holderOfLead(a), await holderOfLead(b), await holderOfLead(closed)]).toEqual(['assoc-b', 'assoc-b', 'assoc-a']);
    // the seller sees the new associate
    const seller = await ctx.call('user', 'GET', API.sellerAssociates);
    expect(seller.status).toBe(200);
  });

  it('a single lead goes to another associate; its listing keeps its own', async () => {
    const lead = (await ctx.event(inquiry({ listingId: 7 }))).body.leadId as number;
    const res = await ctx.call('admin', 'POST', API.deskLeadAssociate(lead), { associateId: 'assoc-a' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ associateId: 'assoc-a', associateName: 'Ava Associate', leadIds: [lead] });
    expect(await holderOfLead(lead)).toBe('assoc-a');
    expect(await holderOfListing(7)).toBe('assoc-b');
    expect((await ctx.call('admin', 'GET', API.deskLead(lead))).body.associateId).toBe('assoc-a');
  });

  it('each reassignment is recorded for the staff action log (the outbox to auth): who, role, what, to whom', async () => {
    const rows = await ctx.sql<{ request: { action: string; actorId: string; actorRole: string; objectType: string; objectId: string; after: Record<string, unknown> } }>(
      'SELECT request FROM $schema.staff_action_outbox ORDER BY id');
    expect(rows.map((r) => r.request)).toEqual([
      expect.objectContaining({ action: 'listing.reassign', actorRole: 'admin', objectType: 'listing', objectId: '7', after: expect.objectContaining({ associateId: 'assoc-b', associateName: 'Ben Associate' }) }),
      expect.objectContaining({ action: 'lead.reassign', actorRole: 'admin', objectType: 'lead', after: { associateId: 'assoc-a', associateName: 'Ava Associate' } }),
    ]);
  });

  it('bad input: 400 naming the field, unknown lead or listing 404, nothing changed', async () => {
    const lead = (await ctx.event(inquiry({ listingId: 7 }))).body.leadId as number;
    const before = await holderOfLead(lead);
    const cases: [string, object, number, string | null][] = [
      [API.deskLeadAssociate(lead), {}, 400, 'associateId'],
      [API.deskLeadAssociate(lead), { associateId: '' }, 400, 'associateId'],
      [API.deskLeadAssociate(lead), { associateId: 'admin-1' }, 400, 'associateId'], // an admin, not an associate
      [API.deskLeadAssociate(lead), { associateId: 'nobody' }, 400, 'associateId'],
      [API.deskLeadAssociate(lead), { associateId: 'assoc-a', extra: 1 }, 400, 'extra'],
      [API.deskLeadAssociate('abc'), { associateId: 'assoc-a' }, 400, 'id'],
      [API.deskLeadAssociate(999999), { associateId: 'assoc-a' }, 404, null],
      [API.deskListingAssociate(999999), { associateId: 'assoc-a' }, 404, null],
    ];
    for (const [path, body, status, field] of cases) {
      const res = await ctx.call('admin', 'POST', path, body);
      expect([path, res.status]).toEqual([path, status]);
      if (field) expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await holderOfLead(lead)).toBe(before);
  });

  it('refused callers change nothing', async () => {
    const lead = (await ctx.event(inquiry({ listingId: 7 }))).body.leadId as number;
    const before = [await holderOfLead(lead), await holderOfListing(7)];
    for (const who of ['anonymous', 'user', 'moderator', 'associate', 'associate2'] as Who[]) {
      expect((await ctx.call(who, 'POST', API.deskLeadAssociate(lead), { associateId: 'assoc-b' })).status).toBe(who === 'anonymous' ? 401 : 403);
      expect((await ctx.call(who, 'POST', API.deskListingAssociate(7), { associateId: 'assoc-a' })).status).toBe(who === 'anonymous' ? 401 : 403);
    }
    expect([await holderOfLead(lead), await holderOfListing(7)]).toEqual(before);
  });

  it('the desk sees the associates with their open leads and what waits unassigned', async () => {
    ctx.auth.staff.splice(0, ctx.auth.staff.length, ...ctx.auth.staff.filter((s) => s.role !== 'associate'));
    expect((await ctx.event(listingLive(8))).body.associateId).toBeNull();
    await ctx.event(inquiry({ listingId: 8 }));
    const res = await ctx.call('associate', 'GET', API.deskAssignments);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ associates: [], unassignedListings: 1, unassignedLeads: 1 });
    ctx.auth.staff.push({ id: 'assoc-a', email: 'ava@example.com', name: 'Ava Associate', role: 'associate' });
    const after = await ctx.call('admin', 'GET', API.deskAssignments);
    expect(after.body.associates).toEqual([{ id: 'assoc-a', name: 'Ava Associate', openLeads: expect.any(Number) }]);
    expect(after.body.associates[0].openLeads).toBeGreaterThan(0);
  });
});
