import { NotificationEventSchema } from '@rl/contracts';
import { writeMessage } from '../src/messages/messages.js';

const NOTES = 'Please add a photo of the odometer <and> the service book.';
const event = NotificationEventSchema.parse({
  kind: 'listing-changes-requested', vehicle: { id: 42, title: '2020 BMW M3', price: 61000 }, notes: NOTES,
});
const ctx = { siteUrl: 'https://cars.example.com', firstName: 'Sam', to: 'sam@example.com' };

describe('the changes-requested mail', () => {
  const mail = writeMessage(event, ctx);

  it('says what to change (the notes, escaped in HTML) and links the edit page, in text and HTML', () => {
    expect(mail.subject).toBe('Changes requested for your listing: 2020 BMW M3');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain(NOTES);
    expect(mail.text).toContain('https://cars.example.com/edit-listing/42');
    expect(mail.text).toContain('goes back to the review queue');
    expect(mail.html).toContain('href="https://cars.example.com/edit-listing/42"');
    expect(mail.html).toContain('odometer &lt;and&gt; the service book');
    expect(mail.html).not.toContain('<and>');
    expect(mail.headers).toEqual({});
  });

  it('refuses an event without notes', () => {
    expect(NotificationEventSchema.safeParse({ ...event, notes: '' }).success).toBe(false);
  });
});
