import { API } from '@rl/contracts';
import { inquiry, listingLive, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
beforeAll(async () => {
  ctx = await startSales();
  await ctx.event(listingLive(95));
});
afterAll(async () => { await ctx?.close(); });

const unread = async (who: Who) => (await ctx.call(who, 'GET', API.unread).expect(200)).body;

describe('the header\'s unread count', () => {
  it.each([['anonymous', 401], ['service', 401]] as [Who, number][])('the role matrix: %s gets %i', async (who, status) => {
    expect((await ctx.call(who, 'GET', API.unread)).status).toBe(status);
  });

  it('a buyer: conversations with an answer not opened since; opening the thread reads it', async () => {
    expect(await unread('user')).toEqual({ messages: 0, desk: null });
    const a = (await ctx.event(inquiry({ listingId: 95, buyerUserId: 'buyer-1' }))).body.leadId as number;
    const b = (await ctx.event(inquiry({ listingId: 95, buyerUserId: 'buyer-1' }))).body.leadId as number;
    expect(await unread('user')).toEqual({ messages: 0, desk: null });
    await ctx.call('associate', 'POST', API.deskLeadMessages(a), { body: 'Yes.' }).expect(201);
    await ctx.call('associate', 'POST', API.deskLeadMessages(b), { body: 'Sure.' }).expect(201);
    expect(await unread('user')).toEqual({ messages: 2, desk: null });
    expect(await unread('user2')).toEqual({ messages: 0, desk: null });
    await ctx.call('user', 'GET', API.myThread(a)).expect(200);
    expect(await unread('user')).toEqual({ messages: 1, desk: null });
    // another person's thread does not mark anything
    await ctx.call('user2', 'GET', API.myThread(b)).expect(404);
    expect(await unread('user')).toEqual({ messages: 1, desk: null });
    // a new answer after reading counts again
    await ctx.call('associate', 'POST', API.deskLeadMessages(a), { body: 'Saturday works.' }).expect(201);
    expect(await unread('user')).toEqual({ messages: 2, desk: null });
  });

  it('desk staff: their open leads (or unassigned) whose last message is the buyer\'s; moderators get no desk count', async () => {
    const before = (await unread('associate')).desk as number;
    const c = (await ctx.event(inquiry({ listingId: 95 }))).body.leadId as number;
    expect((await unread('associate')).desk).toBe(before + 1);
    expect((await unread('associate2')).desk).toBe(0);
    await ctx.call('associate', 'POST', API.deskLeadMessages(c), { body: 'Hello!' }).expect(201);
    expect((await unread('associate')).desk).toBe(before);
    expect((await unread('moderator')).desk).toBeNull();
    expect(typeof (await unread('admin')).desk).toBe('number');
  });
});
