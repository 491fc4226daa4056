import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SalesEventRequestSchema, type SalesEventRequest, API, INTERNAL_API } from '@rl/contracts';
import { metricsRegistry } from '@rl/service-kit';
import { SalesOutbox } from '../src/sales/sales-outbox.js';
import { alice, as, bob, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

/** sales' events route as listings calls it: answers `status` and keeps what it was handed. */
async function startFakeSales() {
  const received: SalesEventRequest[] = [];
  let status = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      if (req.url === INTERNAL_API.sales.events && req.headers['x-identity'] && status === 200) received.push(SalesEventRequestSchema.parse(JSON.parse(body)));
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received,
    setStatus(s: number) { status = s; },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let ctx: ListingsTestContext;
let sales: Awaited<ReturnType<typeof startFakeSales>>;
beforeAll(async () => {
  sales = await startFakeSales();
  ctx = await startListings({ salesUrl: sales.url });
});
afterAll(async () => {
  await ctx?.close();
  await sales?.stop();
});

const outbox = () => ctx.sql(`SELECT dedupe_key, request, delivered_at FROM sales_outbox ORDER BY id`) as Promise<{ dedupe_key: string; request: SalesEventRequest; delivered_at: Date | null }[]>;
/** the sales outbox's sample of a metric (labelled with its table, `<schema>.sales_outbox`), as Prometheus would scrape it */
async function outboxMetric(name: string): Promise<number> {
  const line = (await metricsRegistry.metrics()).split('\n').find((l) => l.startsWith(`${name}{outbox="`) && l.includes('.sales_outbox"}'));
  return Number(line?.split(' ').pop());
}
const contact = (vehicleId: number) => ({
  vehicleId, senderFirstName: 'Bea', senderLastName: 'Buyer', senderEmail: 'bea@example.com', subject: 'Still available?', message: 'Is it?',
});

describe('listings hands inquiries and approvals to sales through its outbox', () => {
  it('an inquiry writes its sales event in the same transaction; a signed-in buyer is named', async () => {
    const id = await seedListing(ctx, alice, 'approved');
    const res = await as(ctx, bob).post('/api/contact').send(contact(id));
    expect(res.status).toBe(201);
    const rows = await outbox();
    const row = rows.find((r) => r.dedupe_key === `inquiry-${res.body.id}`)!;
    expect(row.request.event).toMatchObject({
      kind: 'inquiry', inquiryId: res.body.id, vehicle: { id, sellerUserId: 'user-alice', title: expect.stringContaining('Porsche 911') },
      buyer: { userId: 'user-bob', name: 'Bea Buyer', email: 'bea@example.com', phone: null }, subject: 'Still available?', message: 'Is it?',
    });
    await ctx.app.get(SalesOutbox).runOnce();
    expect(sales.received.map((e) => e.dedupeKey)).toContain(`inquiry-${res.body.id}`);
    expect((await outbox()).find((r) => r.dedupe_key === `inquiry-${res.body.id}`)!.delivered_at).not.toBeNull();
  });

  it('a refused inquiry writes no sales event', async () => {
    const id = await seedListing(ctx, alice, 'pending');
    const before = (await outbox()).length;
    expect((await as(ctx, undefined).post('/api/contact').send(contact(id))).status).toBe(404);
    expect((await as(ctx, undefined).post('/api/contact').send({ ...contact(id), senderEmail: 'nope' })).status).toBe(400);
    expect((await outbox()).length).toBe(before);
  });

  it('an approval hands the live listing over once; kept and retried while sales is away', async () => {
    sales.setStatus(503);
    const id = await seedListing(ctx, alice, 'pending');
    const ok = await as(ctx, moderation).post(INTERNAL_API.listings.vehicleStatus(id)).send({ status: 'approved', expectedStatus: 'pending' });
    expect(ok.status).toBe(200);
    await ctx.app.get(SalesOutbox).runOnce();
    const waiting = (await outbox()).filter((r) => r.dedupe_key === `listing-${id}-live`);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.delivered_at).toBeNull();
    expect(waiting[0]!.request.event).toMatchObject({ kind: 'listing-live', vehicle: { id, sellerUserId: 'user-alice' } });
    // operators see the stuck row: its age is what the OutboxRowOld alert watches
    await ctx.sql(`UPDATE sales_outbox SET created_at = now() - interval '20 minutes' WHERE dedupe_key = $1`, [`listing-${id}-live`]);
    expect(await outboxMetric('outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(1200);
    expect(await outboxMetric('outbox_pending_rows')).toBeGreaterThanOrEqual(1);
    sales.setStatus(200);
    await ctx.sql(`UPDATE sales_outbox SET next_attempt_at = now() WHERE dedupe_key = $1`, [`listing-${id}-live`]);
    await ctx.app.get(SalesOutbox).runOnce();
    expect(sales.received.filter((e) => e.dedupeKey === `listing-${id}-live`)).toHaveLength(1);
    expect(await outboxMetric('outbox_pending_rows')).toBe(0);
    expect(await outboxMetric('outbox_oldest_pending_seconds')).toBe(0);
  });

  it('the seller marking the car sold tells sales once, in the same transaction; a refused sale tells nothing', async () => {
    const id = await seedListing(ctx, alice, 'approved');
    expect((await as(ctx, bob).post(API.markSold(id))).status).toBe(403);
    expect((await outbox()).filter((r) => r.dedupe_key === `listing-${id}-sold-by-seller`)).toHaveLength(0);
    expect((await as(ctx, alice).post(API.markSold(id))).status).toBe(200);
    expect((await as(ctx, alice).post(API.markSold(id))).status).toBe(409);
    const rows = (await outbox()).filter((r) => r.dedupe_key === `listing-${id}-sold-by-seller`);
    expect(rows.map((r) => r.request.event)).toEqual([{ kind: 'listing-sold-by-seller', listingId: id }]);
    await ctx.app.get(SalesOutbox).runOnce();
    expect(sales.received.filter((e) => e.dedupeKey === `listing-${id}-sold-by-seller`)).toHaveLength(1);
  });
});

