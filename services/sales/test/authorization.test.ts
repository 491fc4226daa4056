import { API } from '@rl/contracts';
import { inquiry, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
let leadId: number;
let token: string;
beforeAll(async () => {
  ctx = await startSales();
  const opened = await ctx.event(inquiry({ buyerUserId: 'buyer-1' }));
  leadId = opened.body.leadId;
  const { ThreadTokens } = await import('../src/threads/thread-tokens.js');
  token = ctx.app.get(ThreadTokens).tokenFor(leadId);
});
afterAll(async () => { await ctx?.close(); });

type Route = { name: string; method: 'GET' | 'POST'; path: () => string; body?: object; ok: number; allowed: Who[] };
const reply = { body: 'Yes, it is.' };
// every public route of the service, who may call it, and the answer of a valid call
const routes: Route[] = [
  { name: 'desk list', method: 'GET', path: () => API.deskLeads, ok: 200, allowed: ['associate', 'associate2', 'admin'] },
  { name: 'desk lead', method: 'GET', path: () => API.deskLead(leadId), ok: 200, allowed: ['associate', 'associate2', 'admin'] },
  { name: 'desk answer', method: 'POST', path: () => API.deskLeadMessages(leadId), body: reply, ok: 201, allowed: ['associate', 'associate2', 'admin'] },
  { name: 'my messages', method: 'GET', path: () => API.myMessages, ok: 200, allowed: ['user', 'user2', 'associate', 'associate2', 'moderator', 'admin'] },
  { name: 'my thread', method: 'GET', path: () => API.myThread(leadId), ok: 200, allowed: ['user'] },
  { name: 'seller associates', method: 'GET', path: () => API.sellerAssociates, ok: 200, allowed: ['user', 'user2', 'associate', 'associate2', 'moderator', 'admin'] },
  { name: 'my answer', method: 'POST', path: () => API.myThread(leadId), body: reply, ok: 201, allowed: ['user'] },
  { name: 'desk assignments', method: 'GET', path: () => API.deskAssignments, ok: 200, allowed: ['associate', 'associate2', 'admin'] },
  { name: 'reassign lead', method: 'POST', path: () => API.deskLeadAssociate(leadId), body: { associateId: 'assoc-b' }, ok: 200, allowed: ['admin'] },
  { name: 'reassign listing', method: 'POST', path: () => API.deskListingAssociate(42), body: { associateId: 'assoc-a' }, ok: 200, allowed: ['admin'] },
];
const everyone: Who[] = ['anonymous', 'service', 'user', 'user2', 'moderator', 'associate', 'associate2', 'admin'];

/** What a refused caller gets: 401 without a person, 404 for another buyer's thread, 403 otherwise. */
function refusal(route: Route, who: Who): number {
  if (who === 'anonymous' || who === 'service') return 401;
  return route.name.startsWith('my ') ? 404 : 403;
}

describe('role matrix of every sales route', () => {
  const cases = routes.flatMap((r) => everyone.map((who) => [r.name, who, r] as const));
  it.each(cases)('%s as %s', async (_name, who, route) => {
    const before = await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.messages');
    const res = await ctx.call(who, route.method, route.path(), route.body);
    const want = route.allowed.includes(who) ? route.ok : refusal(route, who);
    expect(res.status).toBe(want);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const after = await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.messages');
    if (want >= 400) {
      expect(res.body).toMatchObject({ statusCode: want, message: expect.any(String) });
      expect(after[0]!.n).toBe(before[0]!.n); // nothing written
    }
  });

  it('the internal events route takes service identities only', async () => {
    for (const who of ['anonymous', 'user', 'associate', 'admin'] as Who[]) {
      const res = await ctx.call(who, 'POST', '/internal/sales/events', inquiry());
      expect(res.status).toBe(403);
    }
  });

  it('the signed link opens the thread without an account; a tampered one opens nothing', async () => {
    const open = (t: string) => ctx.call('anonymous', 'GET', `${API.conversation}?token=${encodeURIComponent(t)}`);
    expect((await open(token)).status).toBe(200);
    const before = await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.messages');
    const flipped = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    const otherLead = `${leadId + 1}x${token.split('x')[1]}`;
    for (const bad of [flipped, otherLead]) {
      expect((await open(bad)).status).toBe(404);
      expect((await ctx.call('anonymous', 'POST', API.conversation, { token: bad, ...reply })).status).toBe(404);
    }
    for (const malformed of [`${leadId}`, 'x'.repeat(30), '']) {
      const res = await open(malformed);
      expect(res.status).toBe(400);
      expect(res.body.fields[0].field).toBe('token');
      expect((await ctx.call('anonymous', 'POST', API.conversation, { token: malformed, ...reply })).status).toBe(400);
    }
    const after = await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.messages');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
