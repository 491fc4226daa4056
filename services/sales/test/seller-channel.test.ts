import { API } from '@rl/contracts';
import { InboundSmtp } from '../src/inbound-mail/inbound-smtp.js';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, listingLive, startSales, type SalesTestContext, type Who } from './sales-app.js';
import { mail, sendRaw } from './smtp-dialog.js';

let ctx: SalesTestContext;
let port: number;
beforeAll(async () => {
  ctx = await startSales({ env: { INBOUND_SMTP_PORT: '0' } });
  port = ctx.app.get(InboundSmtp).port!;
  await ctx.event(listingLive(61));
  // a buyer's inquiry on the listing: none of it may reach the seller's side
  await ctx.event(inquiry({ listingId: 61, buyerUserId: 'buyer-1' }));
});
afterAll(async () => { await ctx?.close(); });

const thread = () => ctx.sql<{ author: string; body: string; via: string; author_name: string }>(
  'SELECT author, body, via, author_name FROM $schema.seller_messages WHERE listing_id = 61 ORDER BY id',
);
const count = async () => (await ctx.sql<{ n: number }>('SELECT count(*)::int AS n FROM $schema.seller_messages'))[0]!.n;

describe('role matrix of the seller channel', () => {
  type Route = { name: string; method: 'GET' | 'POST'; path: string; body?: object; ok: number; allowed: Who[]; refusedSignedIn: number };
  const routes: Route[] = [
    { name: 'desk thread', method: 'GET', path: API.deskSellerThread(61), ok: 200, allowed: ['associate', 'associate2', 'admin'], refusedSignedIn: 403 },
    { name: 'desk message', method: 'POST', path: API.deskSellerThread(61), body: { body: 'Matrix?' }, ok: 201, allowed: ['associate', 'associate2', 'admin'], refusedSignedIn: 403 },
    { name: 'seller threads', method: 'GET', path: API.sellerThreads, ok: 200, allowed: ['user', 'user2', 'seller', 'associate', 'associate2', 'moderator', 'admin'], refusedSignedIn: 403 },
    // another person's listing is 404 (it does not say whether the listing exists)
    { name: 'seller answer', method: 'POST', path: API.sellerThread(61), body: { body: 'Matrix!' }, ok: 201, allowed: ['seller'], refusedSignedIn: 404 },
  ];
  const everyone: Who[] = ['anonymous', 'service', 'user', 'user2', 'seller', 'moderator', 'associate', 'associate2', 'admin'];
  const cases = routes.flatMap((r) => everyone.map((who) => [r.name, who, r] as const));
  it.each(cases)('%s as %s', async (_name, who, route) => {
    const before = await count();
    const res = await ctx.call(who, route.method, route.path, route.body);
    const want = route.allowed.includes(who) ? route.ok : who === 'anonymous' || who === 'service' ? 401 : route.refusedSignedIn;
    expect(res.status).toBe(want);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    if (want >= 400) {
      expect(res.body).toMatchObject({ statusCode: want, message: expect.any(String) });
      expect(await count()).toBe(before);
    }
  });
});

describe('the seller channel', () => {
  it('the associate writes; the seller is mailed (with the thread\'s reply address) in the same transaction', async () => {
    const res = await ctx.call('associate', 'POST', API.deskSellerThread(61), { body: 'Could you send the last service invoice?' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ author: 'associate', authorName: 'Ava Associate', via: 'web' });
    const [row] = await ctx.sql<{ request: { to: unknown; event: Record<string, unknown> } }>(
      'SELECT request FROM $schema.notification_outbox WHERE dedupe_key = $1', [`listing-61-seller-message-${res.body.id}`],
    );
    const token = ctx.app.get(ThreadTokens).sellerTokenFor(61);
    expect(row!.request).toMatchObject({
      to: { userId: 'seller-1' },
      event: { kind: 'seller-message', listingId: 61, associateName: 'Ava Associate', body: 'Could you send the last service invoice?', replyTo: `reply+${token}@mail.example.com` },
    });
  });

  it('the seller reads their threads (never a buyer\'s details) and answers from the dashboard', async () => {
    const mine = await ctx.call('seller', 'GET', API.sellerThreads);
    expect(mine.status).toBe(200);
    const t = mine.body.threads.find((x: { listingId: number }) => x.listingId === 61);
    expect(t).toMatchObject({ listingId: 61, associateName: 'Ava Associate', vehicle: { id: 61, title: expect.any(String) } });
    const text = JSON.stringify(mine.body);
    expect(text).not.toContain('bea@example.com');
    expect(text).not.toContain('Bea Buyer');
    expect(text).not.toContain('buyer-1');
    const answer = await ctx.call('seller', 'POST', API.sellerThread(61), { body: 'Sure, I will upload it tonight.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ author: 'seller', authorName: 'Sam', via: 'web' });
    // another seller gets nothing of it
    expect((await ctx.call('user2', 'GET', API.sellerThreads)).body.threads).toEqual([]);
  });

  it('the desk sees the seller\'s name and address, and the whole thread', async () => {
    const res = await ctx.call('associate2', 'GET', API.deskSellerThread(61));
    expect(res.status).toBe(200);
    expect(res.body.seller).toEqual({ name: 'Sam', email: 'sam@seller.example' });
    expect(res.body.messages.map((m: { author: string }) => m.author)).toEqual(expect.arrayContaining(['associate', 'seller']));
  });

  it('the seller answers by mail: stored once per Message-ID; a tampered token or one of another listing opens nothing (550)', async () => {
    const token = ctx.app.get(ThreadTokens).sellerTokenFor(61);
    const address = `reply+${token}@mail.example.com`;
    const raw = mail({
      From: 'Sam <sam@seller.example>', To: address, Subject: 'Re: About your Car 61', 'Message-ID': '<seller-1@client.example.net>',
      'MIME-Version': '1.0', 'Content-Type': 'text/plain; charset=utf-8', Date: new Date().toUTCString(),
    }, 'Uploaded, see the photos.\n\nOn Mon, Ava wrote:\n> Could you send the last service invoice?\n');
    expect(await sendRaw(port, [address], raw)).toEqual({ rcpt: [250], data: 250 });
    expect(await sendRaw(port, [address], raw)).toEqual({ rcpt: [250], data: 250 });
    const mailed = (await thread()).filter((m) => m.via === 'mail');
    expect(mailed).toEqual([{ author: 'seller', body: 'Uploaded, see the photos.', via: 'mail', author_name: 'Sam' }]);
    const before = await count();
    const flipped = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    const otherListing = `62s${token.split('s')[1]}`;
    for (const bad of [flipped, otherListing, `999s${token.split('s')[1]}`]) {
      expect((await sendRaw(port, [`reply+${bad}@mail.example.com`], raw)).rcpt).toEqual([550]);
    }
    // a listing token that is valid but names a listing sales does not know
    const unknown = ctx.app.get(ThreadTokens).sellerTokenFor(999);
    expect((await sendRaw(port, [`reply+${unknown}@mail.example.com`], raw)).rcpt).toEqual([550]);
    expect(await count()).toBe(before);
  });

  it('bad input: 400 naming the field, 404 for an unknown listing, nothing written', async () => {
    const before = await count();
    const cases: [Who, string, object, number, string | null][] = [
      ['associate', API.deskSellerThread(61), {}, 400, 'body'],
      ['associate', API.deskSellerThread(61), { body: '   ' }, 400, 'body'],
      ['associate', API.deskSellerThread(61), { body: 'x'.repeat(5001) }, 400, 'body'],
      ['associate', API.deskSellerThread('x'), { body: 'hi' }, 400, 'id'],
      ['associate', API.deskSellerThread(999), { body: 'hi' }, 404, null],
      ['seller', API.sellerThread(61), { body: 'hi', extra: 1 }, 400, 'extra'],
      ['seller', API.sellerThread(999), { body: 'hi' }, 404, null],
    ];
    for (const [who, path, body, status, field] of cases) {
      const res = await ctx.call(who, 'POST', path, body);
      expect([path, res.status]).toEqual([path, status]);
      if (field) expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    expect(await count()).toBe(before);
  });
});
