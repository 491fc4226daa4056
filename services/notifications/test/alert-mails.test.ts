import { eventually, startCatcher, startFakeAuth, startNotifications, type NotificationsTestContext } from './notifications-app.js';

type Catcher = Awaited<ReturnType<typeof startCatcher>>;
type FakeAuth = Awaited<ReturnType<typeof startFakeAuth>>;

const token = `ss.12.${'A'.repeat(43)}`;
const priceToken = `pd.user-1.${'B'.repeat(43)}`;
const emira = { id: 51, title: '2023 Lotus Emira', price: 85000 };
const evora = { id: 52, title: '2021 Lotus Evora GT', price: 79500 };

describe('alert mails on a real SMTP server', () => {
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
  beforeEach(async () => {
    await fetch(`${catcher.httpUrl}/dev/mailbox/messages.json`, { method: 'DELETE' });
  });

  const one = async () => (await eventually(async () => {
    const m = await catcher.messages();
    expect(m).toHaveLength(1);
    return m;
  }))[0]!;

  it('a new match of an instant search: the car, the results link, List-Unsubscribe with one-click, the unsubscribe page in the footer', async () => {
    const request = {
      dedupeKey: 'saved-search-12-vehicle-51', to: { userId: 'user-1' },
      event: { kind: 'saved-search-match', searchName: 'Lotus under 90k', searchPath: '/search?make=Lotus&maxPrice=90000', vehicles: [emira], moreCount: 0, digest: false, unsubscribeToken: token },
    };
    await svc.send(request).expect(202);
    expect((await svc.send(request).expect(202)).body.duplicate).toBe(true);
    const mail = await one();
    expect(mail.to).toEqual(['seller@example.com']);
    expect(mail.subject).toBe('New match for “Lotus under 90k”: 2023 Lotus Emira');
    expect(mail.headers['list-unsubscribe']).toBe(`<https://cars.example.com/api/alerts/unsubscribe?token=${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const part of ['2023 Lotus Emira', '$85,000', 'https://cars.example.com/vehicles/51', 'https://cars.example.com/search?make=Lotus&maxPrice=90000']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.text).toContain(`Unsubscribe from these alerts: https://cars.example.com/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`href="https://cars.example.com/unsubscribe?token=${token}"`);
    expect(mail.html).toContain('https://cars.example.com/search?make=Lotus&amp;maxPrice=90000');
  });

  it('a daily digest lists the new cars and counts the rest', async () => {
    await svc.send({
      dedupeKey: 'saved-search-12-digest-2026-11-25', to: { userId: 'user-1' },
      event: { kind: 'saved-search-match', searchName: 'Lotus', searchPath: '/search?make=Lotus', vehicles: [emira, evora], moreCount: 3, digest: true, unsubscribeToken: token },
    }).expect(202);
    const mail = await one();
    expect(mail.subject).toBe('5 new matches for “Lotus”');
    expect(mail.text).toContain('Here are the 5 new listings for your saved search “Lotus”.');
    for (const part of ['2023 Lotus Emira', '2021 Lotus Evora GT', '$79,500', '…and 3 more listings.']) expect(mail.text).toContain(part);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a price drop of a saved car: was, now and by how much', async () => {
    await svc.send({
      dedupeKey: 'price-drop-7-user-user-1', to: { userId: 'user-1' },
      event: { kind: 'price-drop', vehicle: emira, previousPrice: 87000, price: 85000, unsubscribeToken: priceToken },
    }).expect(202);
    const mail = await one();
    expect(mail.subject).toBe('Price drop: 2023 Lotus Emira is now $85,000');
    expect(mail.text).toContain('the price of the 2023 Lotus Emira you saved went down by $2,000.');
    expect(mail.text).toContain('Was: $87,000');
    expect(mail.headers['list-unsubscribe']).toBe(`<https://cars.example.com/api/alerts/unsubscribe?token=${priceToken}>`);
  });

  it('refuses an alert without a valid unsubscribe token (no alert mail can lack one)', async () => {
    const res = await svc.send({
      dedupeKey: 'price-drop-8-user-user-1', to: { userId: 'user-1' },
      event: { kind: 'price-drop', vehicle: emira, previousPrice: 87000, price: 85000, unsubscribeToken: 'nope' },
    }).expect(400);
    expect(res.body.fields[0].field).toBe('event.unsubscribeToken');
  });

  it('other mails carry no List-Unsubscribe', async () => {
    await svc.send({ dedupeKey: 'listing-42-approved-9', to: { userId: 'user-1' }, event: { kind: 'listing-approved', vehicle: emira } }).expect(202);
    const mail = await one();
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
  });
});
