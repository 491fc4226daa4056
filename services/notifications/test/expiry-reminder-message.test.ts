import { NotificationEventSchema, STILL_AVAILABLE_TOKEN_PATTERN } from '@rl/contracts';
import { writeMessage } from '../src/messages/messages.js';

const token = `51.1796692684.${'C'.repeat(43)}`;
const event = NotificationEventSchema.parse({
  kind: 'listing-expiry-reminder', vehicle: { id: 51, title: '2023 Lotus Emira', price: 85000 }, expiresAt: '2026-12-08T01:18:04.000Z', token,
});
const ctx = { siteUrl: 'https://cars.example.com', firstName: 'Ada', to: 'ada@example.com' };

describe('the expiry reminder mail', () => {
  const mail = writeMessage(event, ctx);

  it('says when the listing expires and links the one-click confirm page, in text and HTML', () => {
    expect(token).toMatch(STILL_AVAILABLE_TOKEN_PATTERN);
    expect(mail.subject).toBe('Is your 2023 Lotus Emira still available? Your listing expires on December 8, 2026');
    const link = `https://cars.example.com/still-available?token=${encodeURIComponent(token)}`;
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('$85,000');
    expect(mail.text).toContain('https://cars.example.com/vehicles/51');
    expect(mail.text).toContain('another 90 days');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Still available');
    // a reminder about the seller's own listing is no alert: no unsubscribe headers
    expect(mail.headers).toEqual({});
  });

  it('refuses an event whose token is not a still-available token', () => {
    expect(NotificationEventSchema.safeParse({ ...event, token: 'ss.12.abc' }).success).toBe(false);
  });
});
