import type { NotificationRequest } from '@rl/contracts';
import { alice, as, bob, listing, moderation, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

let ctx: ListingsTestContext;
beforeAll(async () => { ctx = await startListings(); });
afterAll(async () => { await ctx?.close(); });

/** What the service recorded for the notifications service (NOTIFICATIONS_URL is unset here: nothing is sent). */
async function outbox(): Promise<NotificationRequest[]> {
  const rows = await ctx.sql<{ request: NotificationRequest }>(`SELECT request FROM notification_outbox ORDER BY id`);
  return rows.map((r) => r.request);
}
const byKey = async (prefix: string) => (await outbox()).filter((r) => r.dedupeKey.startsWith(prefix));

const contact = (vehicleId: number, email = 'bea@example.com') => ({
  vehicleId, senderFirstName: 'Bea', senderLastName: 'Buyer', senderEmail: email, senderPhone: '(555) 010-2000',
  subject: 'Interested', message: 'Is it still available?', isFinancingInterest: false, isTradeInInterest: false,
});

describe('mails about listings and inquiries, recorded with the change', () => {
  it('a new listing: the seller is told it waits for review', async () => {
    const res = await as(ctx, alice).post('/api/vehicles').send(listing({ make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, price: 109900 })).expect(201);
    const [mail] = await byKey(`listing-${res.body.id}-received`);
    expect(mail).toEqual({
      dedupeKey: `listing-${res.body.id}-received`, to: { userId: 'user-alice' },
      event: { kind: 'listing-received', vehicle: { id: res.body.id, title: '2021 Porsche 911 Carrera S', price: 109900 } },
    });
  });

  it('an inquiry: a receipt to the buyer and the whole inquiry to the sales team, remembering a signed-in sender', async () => {
    const id = await seedListing(ctx, alice, 'approved', { make: 'BMW', model: 'M4', trim: null, year: 2022, price: 78500 });
    const anonymous = await as(ctx, undefined).post('/api/contact').send(contact(id)).expect(201);
    const mails = await byKey(`inquiry-${anonymous.body.id}-`);
    expect(mails).toEqual([
      { dedupeKey: `inquiry-${anonymous.body.id}-receipt`, to: { email: 'bea@example.com', name: 'Bea' }, event: expect.objectContaining({ kind: 'inquiry-receipt', name: 'Bea Buyer' }) },
      {
        dedupeKey: `inquiry-${anonymous.body.id}-sales`, to: { salesTeam: true },
        event: {
          kind: 'inquiry-sales', inquiryId: anonymous.body.id, vehicle: { id, title: '2022 BMW M4', price: 78500 }, name: 'Bea Buyer',
          email: 'bea@example.com', phone: '(555) 010-2000', message: 'Is it still available?',
        },
      },
    ]);
    const signedIn = await as(ctx, bob).post('/api/contact').send(contact(id, 'bob@example.com')).expect(201);
    const [row] = await ctx.sql(`SELECT sender_user_id FROM inquiries WHERE id = $1`, [signedIn.body.id]);
    expect(row.sender_user_id).toBe('user-bob');
  });

  it('a moderator\'s decision: one mail per applied change, the rejection with its reason, none for a refused call', async () => {
    const id = await seedListing(ctx, alice, 'pending');
    const path = `/internal/vehicles/${id}/status`;
    await as(ctx, moderation).post(path).send({ status: 'rejected', expectedStatus: 'pending', reason: 'Photos are too dark' }).expect(200);
    await as(ctx, moderation).post(path).send({ status: 'rejected', expectedStatus: 'pending', reason: 'again' }).expect(409);
    const rejected = await byKey(`listing-${id}-rejected-`);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.event).toMatchObject({ kind: 'listing-rejected', reason: 'Photos are too dark' });
    const id2 = await seedListing(ctx, alice, 'pending');
    const path2 = `/internal/vehicles/${id2}/status`;
    await as(ctx, moderation).post(path2).send({ status: 'approved', expectedStatus: 'pending' }).expect(200);
    await as(ctx, moderation).post(path2).send({ status: 'sold', expectedStatus: 'approved' }).expect(200);
    expect((await byKey(`listing-${id2}-approved-`)).map((m) => m.to)).toEqual([{ userId: 'user-alice' }]);
    expect(await byKey(`listing-${id2}-sold-`)).toHaveLength(1);
  });
});

describe('a user\'s data: export and erasure (auth asks)', () => {
  const carol = { userId: 'user-carol', role: 'user' as const, email: 'carol@example.com' };

  it('are internal: users get 403', async () => {
    await as(ctx, carol).get(`/internal/users/user-carol/data`).expect(403);
    await as(ctx, carol).post(`/internal/users/user-carol/erase`).send({ email: 'carol@example.com' }).expect(403);
  });

  it('lists the user\'s listings and sent inquiries, then erases them: listings gone, inquiries kept without personal data', async () => {
    const own = await seedListing(ctx, carol, 'approved', { make: 'Audi', model: 'RS6' });
    const other = await seedListing(ctx, alice, 'approved');
    const asked = await as(ctx, carol).post('/api/contact').send({ ...contact(other, 'carol@example.com'), senderFirstName: 'Carol', senderPhone: '(555) 777-0000' }).expect(201);
    const byAddress = await as(ctx, undefined).post('/api/contact').send(contact(other, 'Carol@Example.com')).expect(201);

    const data = await as(ctx, moderation).get(`/internal/users/user-carol/data?email=carol%40example.com`).expect(200);
    expect(data.body.listings.map((l: { id: number }) => l.id)).toEqual([own]);
    expect(data.body.inquiriesSent.map((i: { id: number }) => i.id).sort()).toEqual([asked.body.id, byAddress.body.id].sort());

    const erased = await as(ctx, moderation).post(`/internal/users/user-carol/erase`).send({ email: 'carol@example.com' }).expect(200);
    expect(erased.body).toEqual({ listingsRemoved: 1, inquiriesAnonymised: 2, savedSearchesRemoved: 0, savedVehiclesRemoved: 0 });
    expect(await ctx.sql(`SELECT id FROM vehicles WHERE user_id = 'user-carol'`)).toHaveLength(0);
    const kept = await ctx.sql(`SELECT sender_name, sender_email, sender_phone, sender_user_id, message FROM inquiries WHERE id = ANY($1)`, [[asked.body.id, byAddress.body.id]]);
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row).toMatchObject({ sender_name: 'Deleted account', sender_email: 'deleted-account@invalid', sender_phone: null, sender_user_id: null, message: 'Is it still available?' });
    }
    expect(JSON.stringify(await ctx.sql(`SELECT * FROM inquiries`))).not.toMatch(/carol/i);
    await as(ctx, undefined).get(`/api/vehicles/${own}`).expect(404);
    // repeating it is harmless
    expect((await as(ctx, moderation).post(`/internal/users/user-carol/erase`).send({ email: 'carol@example.com' }).expect(200)).body).toEqual({ listingsRemoved: 0, inquiriesAnonymised: 0, savedSearchesRemoved: 0, savedVehiclesRemoved: 0 });
  });
});
