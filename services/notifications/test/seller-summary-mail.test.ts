import { eventually, startCatcher, startFakeAuth, startNotifications, type NotificationsTestContext } from './notifications-app.js';

type Catcher = Awaited<ReturnType<typeof startCatcher>>;
type FakeAuth = Awaited<ReturnType<typeof startFakeAuth>>;

const token = `ws.user-1.${'C'.repeat(43)}`;

// The weekly summary to sellers (issue 28, point 5), through a real SMTP server into the mail catcher.
describe('the weekly seller summary mail', () => {
  let catcher: Catcher;
  let auth: FakeAuth;
  let svc: NotificationsTestContext;

  beforeAll(async () => {
    catcher = await startCatcher();
    auth = await startFakeAuth();
    svc = await startNotifications({ smtpUrl: catcher.smtpUrl, authUrl: auth.url });
  });
  afterAll(async () => {
    await svc?.close();
    await catcher?.stop();
    await auth?.stop();
  });

  it('gives each listing\'s week in figures, the suggested price, the dashboard, and an unsubscribe link that works without a session', async () => {
    const request = {
      dedupeKey: 'seller-summary-user-1-2026-11-30', to: { userId: 'user-1' },
      event: {
        kind: 'seller-weekly-summary', from: '2026-11-23', to: '2026-11-29',
        listings: [
          { vehicle: { id: 51, title: '2023 Lotus Emira', price: 91000 }, impressions: 1240, views: 87, saves: 5, inquiries: 2, suggestion: { price: 84900, ratingLabel: 'Good' } },
          { vehicle: { id: 52, title: '2021 Lotus Evora GT', price: 79500 }, impressions: 300, views: 12, saves: 0, inquiries: 1, suggestion: null },
        ],
        moreCount: 1,
        unsubscribeToken: token,
      },
    };
    await svc.send(request).expect(202);
    expect((await svc.send(request).expect(202)).body.duplicate).toBe(true);
    const [mail] = await eventually(async () => {
      const m = await catcher.messages();
      expect(m).toHaveLength(1);
      return m;
    });
    expect(mail!.subject).toBe('Your week on Remote Listings: 99 views, 3 inquiries');
    for (const part of [
      'Here is how your listings did from Mon, Nov 23 to Sun, Nov 29.',
      'Vehicle: 2023 Lotus Emira', 'Price: $91,000', 'Shown in search: 1,240', 'Detail views: 87', 'Saves: 5', 'Inquiries: 2',
      'https://cars.example.com/vehicles/51',
      'Lower to $84,900 to be rated Good: you can apply it in one click on your dashboard.',
      'Vehicle: 2021 Lotus Evora GT', 'Detail views: 12',
      '…and 1 more live listing: see them on your dashboard.',
      'https://cars.example.com/dashboard',
      `https://cars.example.com/unsubscribe?token=${token}`,
    ]) expect(mail!.text).toContain(part);
    // one suggestion only: the Evora has none
    expect(mail!.text.match(/Lower to/g)).toHaveLength(1);
    expect(mail!.headers['list-unsubscribe']).toBe(`<https://cars.example.com/api/alerts/unsubscribe?token=${token}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(`href="https://cars.example.com/unsubscribe?token=${token}"`);
  });

  it('refuses a summary without listings or without a valid unsubscribe token', async () => {
    const base = { kind: 'seller-weekly-summary', from: '2026-11-23', to: '2026-11-29', moreCount: 0, unsubscribeToken: token,
      listings: [{ vehicle: { id: 51, title: '2023 Lotus Emira', price: 91000 }, impressions: 1, views: 1, saves: 0, inquiries: 0, suggestion: null }] };
    await svc.send({ dedupeKey: 'seller-summary-x-1', to: { userId: 'user-1' }, event: { ...base, listings: [] } }).expect(400);
    await svc.send({ dedupeKey: 'seller-summary-x-2', to: { userId: 'user-1' }, event: { ...base, unsubscribeToken: 'nope' } }).expect(400);
  });
});
