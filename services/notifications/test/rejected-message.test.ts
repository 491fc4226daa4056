import { NotificationEventSchema } from '@rl/contracts';
import { writeMessage } from '../src/messages/messages.js';

const ctx = { siteUrl: 'https://cars.example.com', firstName: 'Sam', to: 'sam@example.com' };
const REASON = 'The VIN does not match the car described: the VIN decodes to a 2017 X3';

describe('the rejection mail', () => {
  const mail = writeMessage(NotificationEventSchema.parse({
    kind: 'listing-rejected', vehicle: { id: 42, title: '2018 BMW X5', price: 41000 }, reason: REASON,
  }), ctx);

  it('says the listing was rejected, and why, in its subject and body (not the words of a request for changes)', () => {
    expect(mail.subject).toBe('Your listing was rejected: 2018 BMW X5');
    expect(mail.text).toContain('We reviewed your 2018 BMW X5 and rejected it');
    expect(mail.text).toContain('Why it was rejected:');
    expect(mail.text).toContain(REASON);
    expect(mail.html).toContain('Why it was rejected:');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/needs changes|could not publish it as it is/);
  });
});
