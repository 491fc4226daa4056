import { checkStageMove, LEAD_STAGES, LEAD_TRANSITIONS, type LeadStage, API } from '@rl/contracts';
import { inquiry, startSales, type SalesTestContext } from './sales-app.js';

describe('the transition table (contracts)', () => {
  it('sold and lost are final; every stage but those may be lost', () => {
    for (const from of LEAD_STAGES) {
      for (const to of LEAD_STAGES) {
        const check = checkStageMove(from, to, to === 'accepted' ? 'acceptance' : to === 'deposit' ? 'deposit' : to === 'sold' ? 'sale' : to === 'offer' ? 'offer' : 'desk');
        expect({ from, to, ok: check.ok }).toEqual({ from, to, ok: LEAD_TRANSITIONS[from].includes(to) });
      }
    }
    expect(LEAD_TRANSITIONS.sold).toEqual([]);
    expect(LEAD_TRANSITIONS.lost).toEqual([]);
    for (const s of LEAD_STAGES.filter((x) => x !== 'sold' && x !== 'lost')) expect(LEAD_TRANSITIONS[s]).toContain('lost');
  });

  it('stages set by an action are never reached by a bare move, and the reason says so', () => {
    expect(checkStageMove('offer', 'accepted', 'desk')).toEqual({ ok: false, reason: 'A lead moves to accepted by an accepted offer, not by hand.' });
    expect(checkStageMove('deposit', 'sold', 'desk')).toMatchObject({ ok: false, reason: expect.stringContaining('recording the sale') });
    expect(checkStageMove('new', 'viewing', 'desk')).toEqual({ ok: false, reason: 'A lead at new cannot move to viewing (from new: contacted, qualified, lost).' });
    expect(checkStageMove('lost', 'contacted', 'desk')).toMatchObject({ ok: false, reason: expect.stringContaining('no longer changes') });
  });
});

describe('stage moves on the server', () => {
  let ctx: SalesTestContext;
  beforeAll(async () => { ctx = await startSales(); });
  afterAll(async () => { await ctx?.close(); });

  const open = async () => (await ctx.event(inquiry({ listingId: 70 }))).body.leadId as number;
  const stageOf = async (id: number) => (await ctx.sql<{ stage: LeadStage; lost_reason: string | null }>('SELECT stage, lost_reason FROM $schema.leads WHERE id = $1', [id]))[0]!;
  const move = (id: number, body: object, who: 'associate' | 'admin' = 'associate') => ctx.call(who, 'POST', API.deskLeadStage(id), body);

  it('a new lead starts at new; the first answer moves it to contacted, on the timeline with who did it', async () => {
    const id = await open();
    expect(await stageOf(id)).toEqual({ stage: 'new', lost_reason: null });
    expect((await ctx.call('associate', 'POST', API.deskLeadMessages(id), { body: 'Hello!' })).status).toBe(201);
    expect((await stageOf(id)).stage).toBe('contacted');
    const pipeline = await ctx.call('associate', 'GET', API.deskLeadOffers(id));
    expect(pipeline.status).toBe(200);
    expect(pipeline.body).toMatchObject({ stage: 'contacted', timeline: [{ kind: 'stage', actor: { kind: 'staff', userId: 'assoc-a', name: 'Ava Associate' }, data: { from: 'new', to: 'contacted' } }] });
    // a second answer moves nothing
    await ctx.call('associate', 'POST', API.deskLeadMessages(id), { body: 'Again' });
    expect((await ctx.call('associate', 'GET', API.deskLeadOffers(id))).body.timeline).toHaveLength(1);
  });

  it('allowed moves go through and are recorded; forbidden ones answer 409 with the reason and change nothing', async () => {
    const id = await open();
    const ok = await move(id, { stage: 'qualified' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ leadId: id, stage: 'qualified', lostReason: null });
    expect((await move(id, { stage: 'viewing' }, 'admin')).status).toBe(200);
    for (const [stage, reason] of [
      ['new', 'A lead at viewing cannot move to new (from viewing: qualified, offer, lost).'],
      ['accepted', 'A lead moves to accepted by an accepted offer, not by hand.'],
      ['sold', 'A lead moves to sold by recording the sale, not by hand.'],
      ['offer', 'A lead moves to offer by recording an offer, not by hand.'],
      ['viewing', 'This lead is already at viewing.'],
    ] as const) {
      const res = await move(id, { stage });
      expect({ stage, status: res.status, message: res.body.message }).toEqual({ stage, status: 409, message: reason });
    }
    expect((await stageOf(id)).stage).toBe('viewing');
    const { body } = await ctx.call('associate', 'GET', API.deskLeadOffers(id));
    expect(body.timeline.map((e: { summary: string; actor: { name: string } }) => [e.summary, e.actor.name])).toEqual([
      ['Stage New → Qualified', 'Ava Associate'],
      ['Stage Qualified → Viewing', 'Ada Admin'],
    ]);
  });

  it('lost needs one of the reasons; a lost lead moves no more', async () => {
    const id = await open();
    const missing = await move(id, { stage: 'lost' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([{ field: 'lostReason', message: 'lostReason is required to mark a lead lost' }]);
    const wrong = await move(id, { stage: 'lost', lostReason: 'bored' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields[0].field).toBe('lostReason');
    const extra = await move(id, { stage: 'qualified', lostReason: 'not_serious' });
    expect(extra.body.fields).toEqual([{ field: 'lostReason', message: 'lostReason is only for a lost lead' }]);
    expect((await move(id, { stage: 'lost', lostReason: 'financing_failed' })).status).toBe(200);
    expect(await stageOf(id)).toEqual({ stage: 'lost', lost_reason: 'financing_failed' });
    expect((await ctx.sql('SELECT status FROM $schema.leads WHERE id = $1', [id]))[0]).toEqual({ status: 'closed' });
    const again = await move(id, { stage: 'contacted' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This lead is lost: its stage no longer changes.');
  });

  it('bad input names the field; an unknown lead is a 404', async () => {
    const id = await open();
    for (const [body, field] of [[{ stage: 'won' }, 'stage'], [{}, 'stage'], [{ stage: 'qualified', extra: 1 }, 'extra']] as const) {
      const res = await move(id, body);
      expect(res.status).toBe(400);
      expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect((await ctx.call('associate', 'POST', API.deskLeadStage('abc'), { stage: 'qualified' })).body.fields[0].field).toBe('id');
    expect((await move(999_999, { stage: 'qualified' })).status).toBe(404);
  });

  it('the board shows open leads by stage with days in stage and the stale mark after 3 days without activity', async () => {
    const fresh = await open();
    const old = await open();
    await move(old, { stage: 'qualified' });
    await ctx.sql(`UPDATE $schema.leads SET stage_changed_at = now() - interval '5 days', activity_at = now() - interval '4 days',
      last_message_at = now() - interval '4 days' WHERE id = $1`, [old]);
    const res = await ctx.call('associate', 'GET', API.deskBoard);
    expect(res.status).toBe(200);
    expect(res.body.stages.map((s: { stage: string }) => s.stage)).toEqual(['new', 'contacted', 'qualified', 'viewing', 'offer', 'accepted', 'deposit']);
    const all = res.body.stages.flatMap((s: { leads: { id: number }[] }) => s.leads);
    expect(all.find((l: { id: number }) => l.id === fresh)).toMatchObject({ stage: 'new', daysInStage: 0, stale: false, buyerName: 'Bea Buyer', openOffer: null });
    expect(all.find((l: { id: number }) => l.id === old)).toMatchObject({ stage: 'qualified', daysInStage: 5, stale: true });
    // lost leads are not on the board
    expect(all.map((l: { stage: string }) => l.stage)).not.toContain('lost');
    const qualified = res.body.stages.find((s: { stage: string }) => s.stage === 'qualified');
    expect(qualified.count).toBe(qualified.leads.length);
    // a note is activity: no longer stale
    await ctx.call('associate', 'POST', API.deskLeadNotes(old), { body: 'Called, no answer' });
    const again = (await ctx.call('associate', 'GET', `${API.deskBoard}?filter=all`)).body.stages.flatMap((s: { leads: { id: number }[] }) => s.leads);
    expect(again.find((l: { id: number }) => l.id === old)).toMatchObject({ stale: false, daysInStage: 5 });
    const mine = await ctx.call('associate2', 'GET', `${API.deskBoard}?filter=mine`);
    expect(mine.status).toBe(200);
    // the counts are whole: every open lead of each stage (all), or of the caller's (mine); lost ones never count
    const lost = await open();
    await ctx.sql('UPDATE $schema.leads SET associate_id = $2 WHERE id = ANY($1::bigint[])', [[old, lost], 'assoc-b']);
    expect((await move(lost, { stage: 'lost', lostReason: 'not_serious' }, 'admin')).status).toBe(200);
    const expected = async (mineOnly: boolean) => Object.fromEntries((await ctx.sql<{ stage: string; n: number }>(
      `SELECT stage, count(*)::int AS n FROM $schema.leads WHERE stage NOT IN ('sold', 'lost') ${mineOnly ? "AND associate_id = 'assoc-b'" : ''} GROUP BY stage`,
    )).map((r) => [r.stage, r.n]));
    const countsOf = (board: { stages: { stage: string; count: number }[] }) => Object.fromEntries(board.stages.filter((x) => x.count > 0).map((x) => [x.stage, x.count]));
    const allCounts = countsOf((await ctx.call('admin', 'GET', `${API.deskBoard}?filter=all`)).body);
    const mineCounts = countsOf((await ctx.call('associate2', 'GET', `${API.deskBoard}?filter=mine`)).body);
    expect(allCounts).toEqual(await expected(false));
    expect(mineCounts).toEqual(await expected(true));
    expect(mineCounts.qualified).toBeGreaterThanOrEqual(1);
    expect((await ctx.call('associate', 'GET', `${API.deskBoard}?filter=everything`)).body.fields[0].field).toBe('filter');
  });
});
