import { NotificationEventSchema } from '@rl/contracts';
import { writeMessage } from '../src/messages/messages.js';

const vehicle = { id: 42, title: '2020 BMW M3', price: 61000 };
const ctx = { siteUrl: 'https://cars.example.com', firstName: 'Sam', to: 'sam@example.com' };

describe('the mails about a seller\'s changes to a live listing', () => {
  it('approved: the changes are live, which fields, a link to the public listing', () => {
    const mail = writeMessage(NotificationEventSchema.parse({ kind: 'revision-approved', vehicle, fields: ['Mileage', 'Description'] }), ctx);
    expect(mail.subject).toBe('Your changes to the 2020 BMW M3 are live');
    expect(mail.text).toContain('Hi Sam,');
    expect(mail.text).toContain('Mileage, Description');
    expect(mail.html).toContain('href="https://cars.example.com/vehicles/42"');
  });

  it('rejected: the listing stays as it was, the reviewer\'s reason (escaped), the way back to the dashboard', () => {
    const reason = 'The mileage cannot go <down>.';
    const mail = writeMessage(NotificationEventSchema.parse({ kind: 'revision-rejected', vehicle, fields: ['Mileage'], reason }), ctx);
    expect(mail.subject).toBe('Your changes to the 2020 BMW M3 were not published');
    expect(mail.text).toContain('stays on sale as it was');
    expect(mail.text).toContain(reason);
    expect(mail.html).toContain('cannot go &lt;down&gt;.');
    expect(mail.html).not.toContain('<down>');
    expect(mail.html).toContain('href="https://cars.example.com/dashboard"');
  });

  it('refuses an event without its fields list', () => {
    expect(NotificationEventSchema.safeParse({ kind: 'revision-approved', vehicle }).success).toBe(false);
  });
});
