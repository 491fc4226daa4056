import { NotificationEventSchema } from '@rl/contracts';
import { writeMessage } from '../src/messages/messages.js';

const ctx = { siteUrl: 'https://cars.example.com', firstName: null, to: 'bea@example.com' };
const event = (patch: Record<string, unknown> = {}) => NotificationEventSchema.parse({
  kind: 'conversation-message', leadId: 12, vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900 },
  associateName: 'Avery Stone', body: 'Yes, it is available <today>.', replyTo: 'reply+12xabc@mail.example.com',
  threadPath: '/conversations?token=12x0123456789abcdef01234567', ...patch,
});

describe('the conversation mail', () => {
  it('carries the answer, the car, the thread link, and the thread headers', () => {
    const mail = writeMessage(event(), ctx);
    expect(mail.subject).toBe('Re: your inquiry about the 2021 Porsche 911 Carrera S');
    expect(mail.text).toContain('Avery Stone of');
    expect(mail.text).toContain('Yes, it is available <today>.');
    expect(mail.text).toContain('https://cars.example.com/conversations?token=12x0123456789abcdef01234567');
    expect(mail.text).toContain('Simply answer this mail');
    expect(mail.html).toContain('available &lt;today&gt;');
    expect(mail.headers).toEqual({
      'Reply-To': 'reply+12xabc@mail.example.com', 'In-Reply-To': '<lead-12@cars.example.com>', References: '<lead-12@cars.example.com>',
    });
  });

  it('without a reply address: no Reply-To, and the mail says to answer on the site', () => {
    const mail = writeMessage(event({ replyTo: null, threadPath: '/account/messages/12' }), ctx);
    expect(mail.headers['Reply-To']).toBeUndefined();
    expect(mail.text).toContain('To reply, open the conversation on our site.');
    expect(mail.text).toContain('https://cars.example.com/account/messages/12');
  });

  it('refuses a thread path that is not a conversation page', () => {
    for (const threadPath of ['https://evil.example.com/x', '/conversations/12x0123456789abcdef01234567', '/account/messages/x']) {
      expect(NotificationEventSchema.safeParse({ ...event(), threadPath }).success).toBe(false);
    }
  });
});

describe('the seller channel mail and the staff invitation', () => {
  it('the associate\'s message to the seller: the car, the dashboard, its own thread headers', () => {
    const mail = writeMessage(NotificationEventSchema.parse({
      kind: 'seller-message', listingId: 42, vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900 },
      associateName: 'Avery Stone', body: 'Could you send the last service invoice?', replyTo: 'reply+42s0123456789abcdef01234567@mail.example.com',
    }), { ...ctx, to: 'sam@example.com' });
    expect(mail.subject).toBe('About your 2021 Porsche 911 Carrera S');
    expect(mail.text).toContain('Could you send the last service invoice?');
    expect(mail.text).toContain('https://cars.example.com/dashboard');
    expect(mail.headers).toEqual({
      'Reply-To': 'reply+42s0123456789abcdef01234567@mail.example.com',
      'In-Reply-To': '<listing-42-seller@cars.example.com>', References: '<listing-42-seller@cars.example.com>',
    });
  });

  it('the staff invitation: the role, who invited, the one-time link and its 72 hours', () => {
    const token = 'a'.repeat(43);
    const mail = writeMessage(NotificationEventSchema.parse({ kind: 'staff-invite', token, role: 'associate', invitedBy: 'Ada Admin' }), { ...ctx, to: 'ivy@example.com' });
    expect(mail.text).toContain('Ada Admin invited you to join the');
    expect(mail.text).toContain('as an associate (the sales desk)');
    expect(mail.text).toContain(`https://cars.example.com/reset-password?token=${token}`);
    expect(mail.text).toContain('72 hours');
  });
});

describe('the overdue mail to the associate', () => {
  it('names the buyer and the car and links the desk', () => {
    const mail = writeMessage(NotificationEventSchema.parse({
      kind: 'lead-overdue', leadId: 7, buyerName: 'Bea Buyer', dueAt: '2026-01-05T18:00:00.000Z',
      vehicle: { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900 },
    }), { ...ctx, to: 'ava@example.com' });
    expect(mail.subject).toBe('Overdue: Bea Buyer is waiting for an answer about the 2021 Porsche 911 Carrera S');
    expect(mail.text).toContain('https://cars.example.com/admin');
    expect(mail.text).toContain('any other associate on the desk may take it');
  });
});
