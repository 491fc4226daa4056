import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { IDENTITY_HEADER, API } from '@rl/contracts';
import { createLogger, mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { createSalesApp } from '../src/app.js';
import { inquiry, PEOPLE, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
let base: string;
const open: AbortController[] = [];
beforeAll(async () => {
  ctx = await startSales();
  await ctx.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const a of open) a.abort();
  await ctx?.close();
});

/** Opens an event stream as `who`; `next()` resolves with the next `lead` event's leadId (or rejects after `ms`). */
async function stream(who: Exclude<Who, 'anonymous'>, path: string, at = base) {
  const abort = new AbortController();
  open.push(abort);
  const p = PEOPLE[who];
  const res = await fetch(`${at}${path}`, {
    headers: { [IDENTITY_HEADER]: mintIdentity({ sub: p.sub, role: p.role, method: 'GET', path }, TEST_IDENTITY_SECRET) },
    signal: abort.signal,
  });
  const reader = res.body!.getReader();
  let text = '';
  const next = async (ms = 1000): Promise<number> => {
    const until = Date.now() + ms;
    for (;;) {
      // `event: lead`, then Nest's `id: n`, then `data: {...}`, and a blank line
      const m = /event: lead\n(?:id: [^\n]*\n)?data: (\{[^\n]*\})\n\n/.exec(text);
      if (m) {
        text = text.slice(m.index + m[0].length);
        return (JSON.parse(m[1]!) as { leadId: number }).leadId;
      }
      const left = until - Date.now();
      if (left <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
      if (chunk === null) continue;
      if (chunk.done) throw new Error('stream ended');
      text += new TextDecoder().decode(chunk.value);
    }
  };
  return { res, next };
}

describe('live updates (server-sent events)', () => {
  it('a new inquiry reaches the open desk within a second, without buffering', async () => {
    const desk = await stream('associate', API.deskEvents);
    expect(desk.res.status).toBe(200);
    expect(desk.res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(desk.res.headers.get('x-accel-buffering')).toBe('no');
    const t0 = Date.now();
    const { body } = await ctx.event(inquiry({ listingId: 61 }));
    expect(await desk.next()).toBe(body.leadId);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('the buyer\'s stream tells them of their own conversations only', async () => {
    const buyer = await stream('user', API.myEvents);
    const other = await stream('user2', API.myEvents);
    const { body } = await ctx.event(inquiry({ listingId: 62, buyerUserId: 'buyer-1' }));
    expect(await buyer.next()).toBe(body.leadId);
    await ctx.call('associate', 'POST', API.deskLeadMessages(body.leadId), { body: 'Hello!' });
    expect(await buyer.next()).toBe(body.leadId);
    await expect(other.next(300)).rejects.toThrow('no event in time');
  });

  it('the desk stream is refused to buyers and anonymous callers', async () => {
    expect((await fetch(`${base}${API.deskEvents}`)).status).toBe(401);
    const buyer = await stream('user', API.deskEvents);
    expect(buyer.res.status).toBe(403);
  });

  const shared = Boolean(process.env.REDIS_URL);
  it(shared ? 'with Redis, a change taken by another replica reaches this replica\'s streams'
    : 'without Redis, a change taken by another process reaches only that process\'s streams', async () => {
    const other: NestExpressApplication = await createSalesApp(ctx.env, createLogger('sales', 'silent'));
    await other.init();
    try {
      const desk = await stream('associate', API.deskEvents);
      const res = await (await import('supertest')).default(other.getHttpServer())
        .post('/internal/sales/events')
        .set(IDENTITY_HEADER, mintIdentity({ sub: 'service:listings', role: 'service', method: 'POST', path: '/internal/sales/events' }, TEST_IDENTITY_SECRET))
        .send(inquiry({ listingId: 63 }));
      if (shared) expect(await desk.next()).toBe(res.body.leadId);
      else await expect(desk.next(300)).rejects.toThrow('no event in time');
    } finally {
      await other.close();
    }
  });

  it('the seller\'s counter from the mail link reaches the open desk at once (the buyer\'s own stream hears nothing)', async () => {
    const { ThreadTokens } = await import('../src/threads/thread-tokens.js');
    const leadId = (await ctx.event(inquiry({ listingId: 62, buyerUserId: 'buyer-1' }))).body.leadId as number;
    await ctx.call('associate', 'POST', API.deskLeadStage(leadId), { stage: 'qualified' });
    const offerId = (await ctx.call('associate', 'POST', API.deskLeadOffers(leadId), { amount: 40_000 })).body.id as number;
    const desk = await stream('associate', API.deskEvents);
    const buyer = await stream('user', API.myEvents);
    const t0 = Date.now();
    const res = await ctx.call('anonymous', 'POST', API.offerLink, { token: ctx.app.get(ThreadTokens).offerTokenFor(offerId), answer: 'counter', counterAmount: 45_000 });
    expect(res.status).toBe(200);
    expect(await desk.next()).toBe(leadId);
    expect(Date.now() - t0).toBeLessThan(1000);
    await expect(buyer.next(300)).rejects.toThrow('no event in time');
  });
});
