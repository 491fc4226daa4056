import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eventually, freePort, startCatcher, startFakeAuth, startNotifications, vehicle, type NotificationsTestContext } from './notifications-app.js';

type Catcher = Awaited<ReturnType<typeof startCatcher>>;
type FakeAuth = Awaited<ReturnType<typeof startFakeAuth>>;

const inquirySales = (key: string) => ({
  dedupeKey: key,
  to: { salesTeam: true },
  event: { kind: 'inquiry-sales', inquiryId: 7, vehicle, name: 'Grace Hopper', email: 'grace@example.com', phone: '(555) 123-4567', message: 'Is it still available?\nCan I see it on Saturday?' },
});

describe('notifications: delivery to a real SMTP server', () => {
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

  it('mails the sales team every inquiry with the vehicle, price, link and the buyer\'s contact, once per dedupe key', async () => {
    const first = await svc.send(inquirySales('inquiry-7-sales')).expect(202);
    expect(first.body).toEqual({ id: expect.any(String), duplicate: false });
    const again = await svc.send(inquirySales('inquiry-7-sales')).expect(202);
    expect(again.body).toEqual({ id: first.body.id, duplicate: true });

    const [mail] = await eventually(async () => {
      const m = await catcher.messages();
      expect(m).toHaveLength(1);
      return m;
    });
    expect(mail!.to).toEqual(['sales@example.com']);
    expect(mail!.subject).toBe('New inquiry #7: 2021 Porsche 911 Carrera S from Grace Hopper');
    for (const part of ['2021 Porsche 911 Carrera S', '$109,900', 'https://cars.example.com/vehicles/42', 'grace@example.com', '(555) 123-4567', 'Can I see it on Saturday?']) {
      expect(mail!.text).toContain(part);
      expect(mail!.html).toContain(part);
    }
    // the product's frame: name, sales line and footer
    expect(mail!.text).toContain('Remote Listings · Sales line (800) 555-0142');
    await new Promise((r) => setTimeout(r, 700)); // two sweeps later: still exactly one
    expect(await catcher.messages()).toHaveLength(1);
    const [row] = await svc.sql<{ state: string; attempts: number }>(`SELECT state, attempts FROM "${svc.db.schema}"."mails"`);
    expect(row).toEqual({ state: 'sent', attempts: 1 });
  });

  it('looks up a user\'s address in auth, greets them by name, and skips an account that is gone', async () => {
    await svc.send({ dedupeKey: 'listing-42-approved-1', to: { userId: 'user-1' }, event: { kind: 'listing-approved', vehicle } }).expect(202);
    const [mail] = await eventually(async () => {
      const m = await catcher.messages();
      expect(m).toHaveLength(1);
      return m;
    });
    expect(mail!.to).toEqual(['seller@example.com']);
    expect(mail!.subject).toBe('Your 2021 Porsche 911 Carrera S is now live');
    expect(mail!.text).toMatch(/^Hi Ada,/);
    expect(mail!.html).toContain('href="https://cars.example.com/vehicles/42"');

    const gone = await svc.send({ dedupeKey: 'listing-43-approved-1', to: { userId: 'deleted-user' }, event: { kind: 'listing-approved', vehicle } }).expect(202);
    expect(gone.body).toEqual({ id: null, duplicate: false, skipped: 'recipient-gone' });
  });

  it('writes every message as HTML and text, with the reset link of the token and the buyer\'s receipt', async () => {
    const token = 'A'.repeat(43);
    await svc.send({ dedupeKey: 'auth-token-1', to: { email: 'ada@example.com', name: 'Ada' }, event: { kind: 'reset-password', token } }).expect(202);
    await svc.send({ dedupeKey: 'inquiry-7-receipt', to: { email: 'grace@example.com', name: 'Grace' }, event: { kind: 'inquiry-receipt', vehicle, name: 'Grace Hopper', message: 'Is it still available?' } }).expect(202);
    const mails = await eventually(async () => {
      const m = await catcher.messages();
      expect(m).toHaveLength(2);
      return m;
    });
    const reset = mails.find((m) => m.to[0] === 'ada@example.com')!;
    expect(reset.subject).toBe('Reset your Remote Listings password');
    expect(reset.text).toContain(`https://cars.example.com/reset-password?token=${token}`);
    expect(reset.text).toContain('The link works for 60 minutes and only once.');
    const receipt = mails.find((m) => m.to[0] === 'grace@example.com')!;
    expect(receipt.subject).toBe('We received your inquiry about the 2021 Porsche 911 Carrera S');
    expect(receipt.text).toContain('Call or text our sales line at (800) 555-0142');
    expect(receipt.html).toContain('<meta name="viewport"');
  });

  it('refuses control characters (header injection) and malformed events with 400 naming the field', async () => {
    const res = await svc.send({ dedupeKey: 'x-1', to: { email: 'a@example.com', name: 'Eve\r\nBcc: victim@example.com' }, event: { kind: 'password-changed' } }).expect(400);
    expect(JSON.stringify(res.body.fields)).toContain('to');
    await svc.send({ dedupeKey: 'x-2', to: { salesTeam: true }, event: { kind: 'no-such-kind' } }).expect(400);
    const [{ n }] = await svc.sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${svc.db.schema}"."mails" WHERE dedupe_key LIKE 'x-%'`);
    expect(n).toBe(0);
  });

  it('is internal: anonymous callers and users get 403', async () => {
    await svc.send(inquirySales('inquiry-8-sales'), 'anonymous').expect(403);
    await svc.send(inquirySales('inquiry-8-sales'), 'user').expect(403);
  });
});

describe('notifications: SMTP down', () => {
  it('keeps the mail while the server is unreachable, retries with backoff, and sends it once when it is back', async () => {
    const port = await freePort();
    const auth = await startFakeAuth();
    const svc = await startNotifications({ smtpUrl: `smtp://127.0.0.1:${port}`, authUrl: auth.url });
    let catcher: Catcher | undefined;
    try {
      await svc.send(inquirySales('inquiry-9-sales')).expect(202);
      const row = await eventually(async () => {
        const [r] = await svc.sql<{ state: string; attempts: number; last_error: string }>(`SELECT state, attempts, last_error FROM "${svc.db.schema}"."mails"`);
        expect(r!.attempts).toBeGreaterThanOrEqual(2);
        return r!;
      });
      expect(row.state).not.toBe('sent');
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

      catcher = await startCatcher(port);
      await eventually(async () => expect(await catcher!.messages()).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 800));
      expect(await catcher.messages()).toHaveLength(1);
      const [sent] = await svc.sql<{ state: string }>(`SELECT state FROM "${svc.db.schema}"."mails"`);
      expect(sent!.state).toBe('sent');
    } finally {
      await svc.close();
      await catcher?.stop();
      await auth.stop();
    }
  });

  it('records a mail the server refuses for good (5xx) as failed with the reason, and does not retry it', async () => {
    let attempts = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, cb) {
        attempts++;
        if (address.address === 'sales@example.com') {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return cb(err);
        }
        cb();
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const auth = await startFakeAuth();
    const svc = await startNotifications({ smtpUrl: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, authUrl: auth.url });
    try {
      await svc.send(inquirySales('inquiry-10-sales')).expect(202);
      const row = await eventually(async () => {
        const [r] = await svc.sql<{ state: string; last_error: string }>(`SELECT state, last_error FROM "${svc.db.schema}"."mails"`);
        expect(r!.state).toBe('failed');
        return r!;
      });
      expect(row.last_error).toContain('550');
      await new Promise((r) => setTimeout(r, 800));
      expect(attempts).toBe(1);
    } finally {
      await svc.close();
      await auth.stop();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
