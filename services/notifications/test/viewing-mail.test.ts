import { NotificationEventSchema, VIEWING_CALENDAR } from '@rl/contracts';
import { calendarMethod } from '../src/delivery/mailer.js';
import { writeMessage } from '../src/messages/messages.js';
import { eventually, startCatcher, startFakeAuth, startNotifications, vehicle, type NotificationsTestContext } from './notifications-app.js';

const calendar = (method: 'REQUEST' | 'CANCEL', sequence: number) => [
  'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:remotelistings/viewings', `METHOD:${method}`, 'BEGIN:VEVENT',
  'UID:viewing-1@mail.example.com', `SEQUENCE:${sequence}`, 'DTSTAMP:20261128T020000Z', 'DTSTART:20261201T180000Z', 'DURATION:PT45M',
  'SUMMARY:Viewing: 2021 Porsche 911 Carrera S', `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`, 'END:VEVENT', 'END:VCALENDAR', '',
].join('\r\n');

const event = (patch: Record<string, unknown> = {}) => NotificationEventSchema.parse({
  kind: 'viewing-invitation', leadId: 7, viewingId: 1, action: 'scheduled', role: 'buyer', viewingKind: 'viewing', vehicle,
  when: 'Tuesday, December 1, 2026 at 10:00 AM PST', durationMinutes: 45, place: '1 Main St, Los Angeles', inspector: null,
  associateName: 'Avery Stone', note: 'Bring your licence.', reason: null, calendar: calendar('REQUEST', 0), ...patch,
});
const ctx = { siteUrl: 'https://cars.example.com', firstName: 'Bea', to: 'bea@example.com' };

describe('the viewing invitation mail', () => {
  it('says when, where and who, and carries the calendar', () => {
    const mail = writeMessage(event(), ctx);
    expect(mail.subject).toBe('Viewing on Tuesday, December 1, 2026 at 10:00 AM PST: 2021 Porsche 911 Carrera S');
    for (const s of ['1 Main St, Los Angeles', '45 minutes', 'Avery Stone', 'Bring your licence.', 'invite.ics']) expect(mail.text).toContain(s);
    expect(mail.calendar).toBe(calendar('REQUEST', 0));
    expect(calendarMethod(mail.calendar!)).toBe('REQUEST');
  });

  it('updates and cancellations say so; the seller is told they need not meet the buyer', () => {
    expect(writeMessage(event({ action: 'updated', calendar: calendar('REQUEST', 1) }), ctx).subject).toMatch(/^Updated: Viewing on/);
    const cancelled = writeMessage(event({ action: 'cancelled', reason: 'The buyer is ill', calendar: calendar('CANCEL', 2) }), ctx);
    expect(cancelled.subject).toMatch(/^Cancelled: Viewing on/);
    expect(cancelled.text).toContain('The buyer is ill');
    expect(calendarMethod(cancelled.calendar!)).toBe('CANCEL');
    expect(writeMessage(event({ role: 'seller' }), ctx).text).toContain('You do not need to meet the buyer');
  });

  it('refuses a calendar that is not an iCalendar object, and other mails carry none', () => {
    expect(NotificationEventSchema.safeParse({ ...event(), calendar: '<html>' }).success).toBe(false);
    expect(NotificationEventSchema.safeParse({ ...event(), calendar: 'x'.repeat(VIEWING_CALENDAR.maxLength + 1) }).success).toBe(false);
    expect(writeMessage(NotificationEventSchema.parse({ kind: 'listing-approved', vehicle }), ctx).calendar).toBeNull();
  });
});

describe('sent over SMTP', () => {
  let catcher: Awaited<ReturnType<typeof startCatcher>>;
  let auth: Awaited<ReturnType<typeof startFakeAuth>>;
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

  it('the mail arrives with the invitation as text/calendar (method from the calendar) that reads back the same', async () => {
    const res = await svc.send({ dedupeKey: 'viewing-1-2-buyer', to: { email: 'bea@example.com', name: 'Bea Buyer' }, event: event({ action: 'cancelled', calendar: calendar('CANCEL', 2) }) });
    expect(res.status).toBe(202);
    const mail = await eventually(async () => {
      const found = (await catcher.messages()).find((m) => m.subject.startsWith('Cancelled: Viewing'));
      if (!found) throw new Error('not yet');
      return found;
    });
    const parts = mail.attachments ?? [];
    expect(parts.length).toBeGreaterThan(0);
    const ics = parts.find((a) => a.contentType === 'text/calendar')!;
    expect(ics).toBeDefined();
    expect(ics.content.replace(/\r\n/g, '\n')).toBe(calendar('CANCEL', 2).replace(/\r\n/g, '\n'));
    const [row] = await svc.sql<{ calendar: string }>(`SELECT calendar FROM "${svc.db.schema}"."mails" WHERE dedupe_key = 'viewing-1-2-buyer'`);
    expect(row!.calendar).toBe(calendar('CANCEL', 2));
  });
});
