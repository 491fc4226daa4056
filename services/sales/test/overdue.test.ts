import { API } from '@rl/contracts';
import { OverdueSweep } from '../src/response-time/overdue-sweep.js';
import { inquiry, listingLive, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
beforeAll(async () => {
  ctx = await startSales({ env: { OVERDUE_POLL_MS: '3600000' } });
  expect((await ctx.event(listingLive(81))).body.associateId).toBe('assoc-a');
});
afterAll(async () => { await ctx?.close(); });

const overdueMails = () => ctx.sql<{ dedupe_key: string; request: { to: unknown; event: Record<string, unknown> } }>(
  `SELECT dedupe_key, request FROM $schema.notification_outbox WHERE request->'event'->>'kind' = 'lead-overdue' ORDER BY id`,
);
const makeOverdue = (leadId: number) => ctx.sql(`UPDATE $schema.leads SET first_response_due_at = now() - interval '1 minute' WHERE id = $1`, [leadId]);

describe('an overdue lead', () => {
  it('mails its associate once, however often (and on however many replicas) the sweep runs', async () => {
    const leadId = (await ctx.event(inquiry({ listingId: 81 }))).body.leadId as number;
    const sweep = ctx.app.get(OverdueSweep);
    await sweep.runOnce();
    expect(await overdueMails()).toEqual([]); // not due yet
    await makeOverdue(leadId);
    await Promise.all([sweep.runOnce(), sweep.runOnce()]);
    await sweep.runOnce();
    const mails = await overdueMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.request).toMatchObject({ to: { userId: 'assoc-a' }, event: { kind: 'lead-overdue', leadId, buyerName: 'Bea Buyer', vehicle: { id: 81 } } });
    // answered leads and unassigned ones are not mailed
    const answered = (await ctx.event(inquiry({ listingId: 81 }))).body.leadId as number;
    await ctx.call('associate', 'POST', API.deskLeadMessages(answered), { body: 'Yes.' }).expect(201);
    await makeOverdue(answered);
    const unassigned = (await ctx.event(inquiry({ listingId: 82 }))).body.leadId as number;
    await ctx.sql('UPDATE $schema.leads SET associate_id = NULL WHERE id = $1', [unassigned]);
    await makeOverdue(unassigned);
    await sweep.runOnce();
    expect(await overdueMails()).toHaveLength(1);
  });

  it('another associate can take an overdue lead, not one that is on time; admins can take any', async () => {
    const onTime = (await ctx.event(inquiry({ listingId: 81 }))).body.leadId as number;
    const late = (await ctx.event(inquiry({ listingId: 81 }))).body.leadId as number;
    await makeOverdue(late);
    const refused = await ctx.call('associate2', 'POST', API.deskLeadTake(onTime));
    expect(refused.status).toBe(409);
    expect((await ctx.call('admin', 'GET', API.deskLead(onTime))).body.associateId).toBe('assoc-a');
    const took = await ctx.call('associate2', 'POST', API.deskLeadTake(late));
    expect(took.status).toBe(200);
    expect(took.body).toEqual({ associateId: 'assoc-b', associateName: 'Ben Associate', leadIds: [late] });
    expect((await ctx.call('admin', 'GET', API.deskLead(late))).body.associateId).toBe('assoc-b');
    expect((await ctx.call('admin', 'POST', API.deskLeadTake(onTime))).status).toBe(200);
    expect((await ctx.call('associate', 'POST', API.deskLeadTake(999999))).status).toBe(404);
    expect((await ctx.call('associate', 'POST', API.deskLeadTake('x'))).body.fields[0].field).toBe('id');
  });

  it.each(['anonymous', 'service', 'user', 'seller', 'moderator'] as Who[])('the role matrix of take: %s is refused, nothing changes', async (who) => {
    const leadId = (await ctx.event(inquiry({ listingId: 81 }))).body.leadId as number;
    await makeOverdue(leadId);
    const res = await ctx.call(who, 'POST', API.deskLeadTake(leadId));
    expect(res.status).toBe(who === 'anonymous' || who === 'service' ? 401 : 403);
    expect((await ctx.call('admin', 'GET', API.deskLead(leadId))).body.associateId).toBe('assoc-a');
  });
});
