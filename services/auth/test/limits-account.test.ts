import request from 'supertest';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { fakeNotifications } from './fake-peers.js';

let ctx: AuthTestContext;
let notifications: Awaited<ReturnType<typeof fakeNotifications>>;
beforeAll(async () => {
  notifications = await fakeNotifications();
  ctx = await startAuth({ limits: true, notificationsUrl: notifications.url });
});
afterAll(async () => {
  await ctx?.close();
  await notifications?.stop();
});

describe('forgot password limits', () => {
  it('answers 429 with Retry-After after three requests for one address within the hour', async () => {
    const http = ctx.app.getHttpServer();
    for (let i = 0; i < 3; i++) await request(http).post('/api/password/forgot').send({ email: 'someone@example.com' }).expect(202);
    const limited = await request(http).post('/api/password/forgot').send({ email: 'Someone@example.com' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // another address is not affected
    await request(http).post('/api/password/forgot').send({ email: 'other@example.com' }).expect(202);
  });
});
