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
