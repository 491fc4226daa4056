import { NotificationEventSchema } from '@rl/contracts';
import { writeMessage } from '../src/messages/messages.js';

const ctx = { siteUrl: 'https://cars.example.com', firstName: 'Sam', to: 'sam@example.com' };
const vehicle = { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900 };

describe('the pipeline mails', () => {
  it('offer received: amount, conditions, expiry and the three signed links to the answer page', () => {
    const token = `17o${'a'.repeat(24)}`;
    const mail = writeMessage(NotificationEventSchema.parse({
      kind: 'offer-received', offerId: 17, vehicle, amount: 101000, conditions: ['Subject to inspection'], expiresAt: '2026-11-30T10:00:00.000Z', token,
    }), ctx);
    expect(mail.subject).toBe('An offer of $101,000 for your 2021 Porsche 911 Carrera S');
    expect(mail.text).toContain('Subject to inspection');
    expect(mail.text).toContain('$109,900');
    for (const answer of ['accept', 'counter', 'decline']) expect(mail.text).toContain(`https://cars.example.com/offer-answer?token=${token}&answer=${answer}`);
    expect(mail.html).toContain('Accept the offer');
    expect(NotificationEventSchema.safeParse({ kind: 'offer-received', offerId: 17, vehicle, amount: 1, conditions: [], expiresAt: '2026-11-30T10:00:00.000Z', token: '17x' + 'a'.repeat(24) }).success).toBe(false);
  });

  it('under offer and sold elsewhere: polite, similar cars, a link to keep getting them and one to stop', () => {
    const under = writeMessage(NotificationEventSchema.parse({ kind: 'car-under-offer', leadId: 5, vehicle }), ctx);
    expect(under.subject).toBe('The 2021 Porsche 911 Carrera S is now under offer');
    expect(under.text).toContain('Sale pending');
    const stopToken = `5x${'b'.repeat(24)}`;
    const sold = writeMessage(NotificationEventSchema.parse({
      kind: 'car-sold-elsewhere', leadId: 5, vehicle: { ...vehicle, price: null }, similar: [{ id: 501, title: '2020 Porsche Cayman', price: 99000 }],
      searchPath: '/search?minPrice=104900&maxPrice=114900&excludeId=42&limit=6', stopToken,
    }), ctx);
    expect(sold.subject).toBe('The 2021 Porsche 911 Carrera S has been sold');
    expect(sold.text).toContain('2020 Porsche Cayman');
    expect(sold.text).toContain('https://cars.example.com/vehicles/501');
    expect(sold.html).toContain('href="https://cars.example.com/search?minPrice=104900&amp;maxPrice=114900&amp;excludeId=42&amp;limit=6"');
    expect(sold.text).toContain(`https://cars.example.com/conversations?token=${stopToken}&suggestions=stop`);
  });
});
