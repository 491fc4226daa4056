import request from 'supertest';
import { IDENTITY_HEADER, type NotificationRequest, type Viewing, API } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { zonedInstant } from '../src/viewings/team-time.js';
import { inquiry, PEOPLE, startSales, type SalesTestContext, type Who } from './sales-app.js';

let ctx: SalesTestContext;
let leadId: number;
/** the lead's associate, and the other one */
let mine: Who;
let other: Who;
const TZ = 'America/Los_Angeles';

/** Any method (PATCH too) as `who`, with an identity minted for exactly this request. */
function call(who: Who, method: 'GET' | 'POST' | 'PATCH', path: string, body?: object) {
  const agent = request(ctx.app.getHttpServer());
  let r = method === 'GET' ? agent.get(path) : method === 'PATCH' ? agent.patch(path).send(body ?? {}) : agent.post(path).send(body ?? {});
  if (who !== 'anonymous') {
    const p = PEOPLE[who];
    r = r.set(IDENTITY_HEADER, mintIdentity({ sub: p.sub, role: p.role, method, path }, TEST_IDENTITY_SECRET));
  }
  return r;
}

/** An iCalendar object read back: unfolded lines, the VEVENT's properties by name (parameters kept apart). */
function parseIcs(text: string) {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
  const prop = (line: string) => {
    const colon = line.indexOf(':');
    const [name, ...params] = line.slice(0, colon).split(';');
    return { name: name!, params, value: line.slice(colon + 1) };
  };
  const all = lines.map(prop);
  const start = all.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT');
  const end = all.findIndex((p) => p.name === 'END' && p.value === 'VEVENT');
  const calendar = Object.fromEntries(all.slice(0, start).map((p) => [p.name, p.value]));
  const event = all.slice(start + 1, end);
  const one = (name: string) => event.find((p) => p.name === name)?.value;
  return { calendar, event, one, all: event.filter((p) => p.name === 'ATTENDEE') };
}

/** The invitations written for a viewing, oldest first. */
async function invitations(viewingId: number) {
  const rows = await ctx.sql<{ dedupe_key: string; request: NotificationRequest }>(
    `SELECT dedupe_key, request FROM $schema.notification_outbox WHERE dedupe_key LIKE $1 ORDER BY id`, [`viewing-${viewingId}-%`],
  );
  return rows.map((r) => {
    const event = r.request.event as Extract<NotificationRequest['event'], { kind: 'viewing-invitation' }>;
    return { key: r.dedupe_key, to: r.request.to, event, ics: parseIcs(event.calendar) };
  });
}

/** A day and time of the team's clock some days ahead. */
function ahead(days: number, time = '10:30') {
  const date = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
  return { date, time };
}
const icsTime = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

beforeAll(async () => {
  ctx = await startSales();
  leadId = (await ctx.event(inquiry({ listingId: 81 }))).body.leadId;
  const lead = await ctx.call('admin', 'GET', `/api/desk/leads/${leadId}`);
  mine = lead.body.associateId === 'assoc-a' ? 'associate' : 'associate2';
  other = mine === 'associate' ? 'associate2' : 'associate';
});
afterAll(async () => { await ctx?.close(); });

describe('viewings and inspections: authorization', () => {
  const body = () => ({ kind: 'viewing', ...ahead(3), place: 'Remote Listings showroom, 1 Main St, Los Angeles' });
  it.each(['anonymous', 'service', 'user', 'seller', 'moderator'] as Who[])('%s cannot schedule, change, cancel or list (401/403), nothing written', async (who) => {
    const expected = who === 'anonymous' || who === 'service' ? 401 : 403;
    expect((await call(who, 'POST', API.deskLeadViewings(leadId), body())).status).toBe(expected);
    expect((await call(who, 'GET', API.deskViewings)).status).toBe(expected);
    expect((await call(who, 'PATCH', API.deskViewing(1), { time: '11:00' })).status).toBe(expected);
    expect((await call(who, 'POST', API.deskViewingCancel(1), {})).status).toBe(expected);
    expect(await ctx.sql('SELECT 1 FROM $schema.viewings')).toEqual([]);
  });

  it("another associate's lead: 403 for schedule, change and cancel; its associate and admins may", async () => {
    expect((await call(other, 'POST', API.deskLeadViewings(leadId), body())).status).toBe(403);
    const made = await call(mine, 'POST', API.deskLeadViewings(leadId), body());
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    expect((await call(other, 'PATCH', API.deskViewing(id), { time: '11:00' })).status).toBe(403);
    expect((await call(other, 'POST', API.deskViewingCancel(id), {})).status).toBe(403);
    expect((await call('admin', 'PATCH', API.deskViewing(id), { time: '11:00' })).status).toBe(200);
    expect((await call('admin', 'POST', API.deskViewingCancel(id), {})).status).toBe(200);
  });
});

describe('the invitations (.ics read back)', () => {
  let id: number;
  let uid: string;

  it('schedules: the buyer gets METHOD:REQUEST, SEQUENCE 0, the time in UTC, the place, themselves as attendee; the seller nothing unless invited', async () => {
    const when = ahead(5, '14:15');
    const res = await call(mine, 'POST', API.deskLeadViewings(leadId), { kind: 'viewing', ...when, durationMinutes: 45, place: '1 Main St, Los Angeles', note: 'Bring your licence.' });
    expect(res.status).toBe(201);
    const v = res.body as Viewing;
    expect(v).toMatchObject({ leadId, kind: 'viewing', status: 'scheduled', date: when.date, time: '14:15', timeZone: TZ, durationMinutes: 45, sequence: 0, inviteSeller: false });
    id = v.id;
    uid = v.uid;
    const mails = await invitations(id);
    expect(mails.map((m) => m.key)).toEqual([`viewing-${id}-0-buyer`]);
    const [buyer] = mails;
    expect(buyer!.to).toEqual({ email: 'bea@example.com', name: 'Bea Buyer' });
    expect(buyer!.event).toMatchObject({ action: 'scheduled', role: 'buyer', viewingKind: 'viewing', place: '1 Main St, Los Angeles', durationMinutes: 45 });
    expect(buyer!.event.when).toMatch(/at 2:15\sPM P[SD]T$/);
    const ics = buyer!.ics;
    expect(ics.calendar.METHOD).toBe('REQUEST');
    expect(ics.one('UID')).toBe(uid);
    expect(ics.one('SEQUENCE')).toBe('0');
    expect(ics.one('DTSTART')).toBe(icsTime(zonedInstant(when.date, '14:15', TZ)));
    expect(ics.one('DURATION')).toBe('PT45M');
    expect(ics.one('LOCATION')).toBe('1 Main St\\, Los Angeles');
    expect(ics.one('STATUS')).toBe('CONFIRMED');
    expect(ics.one('SUMMARY')).toBe('Viewing: 2021 Porsche 911 Carrera S');
    expect(ics.all.map((a) => a.value)).toEqual(['mailto:bea@example.com']);
  });

  it('a change keeps the UID and raises the SEQUENCE; inviting the seller sends them the same event without the buyer', async () => {
    const when = ahead(6, '09:00');
    const res = await call(mine, 'PATCH', API.deskViewing(id), { ...when, inviteSeller: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid, sequence: 1, date: when.date, time: '09:00', inviteSeller: true });
    const mails = (await invitations(id)).filter((m) => m.key.startsWith(`viewing-${id}-1-`));
    expect(mails.map((m) => m.key).sort()).toEqual([`viewing-${id}-1-buyer`, `viewing-${id}-1-seller`]);
    const buyer = mails.find((m) => m.event.role === 'buyer')!;
    const seller = mails.find((m) => m.event.role === 'seller')!;
    expect(buyer.event.action).toBe('updated');
    expect(seller.event.action).toBe('scheduled');
    expect(seller.to).toEqual({ userId: 'seller-1' });
    for (const m of [buyer, seller]) {
      expect(m.ics.calendar.METHOD).toBe('REQUEST');
      expect(m.ics.one('UID')).toBe(uid);
      expect(m.ics.one('SEQUENCE')).toBe('1');
      expect(m.ics.one('DTSTART')).toBe(icsTime(zonedInstant(when.date, '09:00', TZ)));
    }
    // never a buyer's identity in what the seller gets
    expect(seller.ics.all).toEqual([]);
    expect(JSON.stringify(seller.event)).not.toMatch(/Bea|bea@example\.com/);
  });

  it('nothing changed: no new step, no mail', async () => {
    const before = (await invitations(id)).length;
    const res = await call(mine, 'PATCH', API.deskViewing(id), { inviteSeller: true });
    expect(res.status).toBe(200);
    expect(res.body.sequence).toBe(1);
    expect((await invitations(id)).length).toBe(before);
  });

  it('un-inviting the seller cancels their event (METHOD:CANCEL, higher SEQUENCE); the buyer gets the update', async () => {
    const res = await call(mine, 'PATCH', API.deskViewing(id), { inviteSeller: false, place: '2 Ocean Ave, Santa Monica' });
    expect(res.body.sequence).toBe(2);
    const mails = (await invitations(id)).filter((m) => m.key.startsWith(`viewing-${id}-2-`));
    const seller = mails.find((m) => m.event.role === 'seller')!;
    expect(seller.event.action).toBe('cancelled');
    expect(seller.ics.calendar.METHOD).toBe('CANCEL');
    expect(seller.ics.one('STATUS')).toBe('CANCELLED');
    expect(seller.ics.one('UID')).toBe(uid);
    const buyer = mails.find((m) => m.event.role === 'buyer')!;
    expect(buyer.ics.one('LOCATION')).toBe('2 Ocean Ave\\, Santa Monica');
    expect(buyer.ics.one('SEQUENCE')).toBe('2');
  });

  it('cancels: METHOD:CANCEL, STATUS:CANCELLED, same UID, SEQUENCE raised; then changes and a second cancel are 409', async () => {
    const res = await call(mine, 'POST', API.deskViewingCancel(id), { reason: 'The buyer is ill' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', sequence: 3, uid });
    const mails = (await invitations(id)).filter((m) => m.key.startsWith(`viewing-${id}-3-`));
    expect(mails.map((m) => m.event.role)).toEqual(['buyer']);
    const ics = mails[0]!.ics;
    expect(ics.calendar.METHOD).toBe('CANCEL');
    expect(ics.one('STATUS')).toBe('CANCELLED');
    expect(ics.one('UID')).toBe(uid);
    expect(ics.one('SEQUENCE')).toBe('3');
    expect(mails[0]!.event).toMatchObject({ action: 'cancelled', reason: 'The buyer is ill' });
    // every step's SEQUENCE, in order
    expect((await invitations(id)).filter((m) => m.event.role === 'buyer').map((m) => Number(m.ics.one('SEQUENCE')))).toEqual([0, 1, 2, 3]);
    expect((await call(mine, 'POST', API.deskViewingCancel(id), {})).status).toBe(409);
    expect((await call(mine, 'PATCH', API.deskViewing(id), { time: '12:00' })).status).toBe(409);
  });

  it('an inspection names its inspector (the place may be left out)', async () => {
    const res = await call(mine, 'POST', API.deskLeadViewings(leadId), { kind: 'inspection', ...ahead(4, '08:00'), inspector: 'Ian Inspector', inviteSeller: true });
    expect(res.status).toBe(201);
    const mails = await invitations(res.body.id);
    expect(mails.map((m) => m.event.role).sort()).toEqual(['buyer', 'seller']);
    for (const m of mails) {
      expect(m.ics.one('SUMMARY')).toBe('Inspection of 2021 Porsche 911 Carrera S by Ian Inspector');
      expect(m.ics.one('LOCATION')).toBe('Inspection by Ian Inspector');
      expect(m.event.inspector).toBe('Ian Inspector');
    }
  });
});

describe('bad input: a 4xx naming the field, nothing written', () => {
  const good = () => ({ kind: 'viewing', ...ahead(3), place: 'Showroom' });
  it.each([
    [{ ...good(), date: undefined }, 'date'],
    [{ ...good(), date: '2026-02-30' }, 'date'],
    [{ ...good(), date: '01/02/2027' }, 'date'],
    [{ ...good(), time: '25:00' }, 'time'],
    [{ ...good(), time: '9am' }, 'time'],
    [{ ...good(), kind: 'tour' }, 'kind'],
    [{ ...good(), place: undefined }, 'place'],
    [{ ...good(), place: 'Line one\nline two' }, 'place'],
    [{ ...good(), kind: 'inspection', place: null }, 'inspector'],
    [{ ...good(), durationMinutes: 5 }, 'durationMinutes'],
    [{ ...good(), durationMinutes: 30.5 }, 'durationMinutes'],
    [{ ...good(), inviteSeller: 'yes' }, 'inviteSeller'],
    [{ ...good(), date: '2020-01-01' }, 'date'],
    [{ ...good(), buyerEmail: 'x@example.com' }, 'buyerEmail'],
  ] as [Record<string, unknown>, string][])('%j -> 400 naming %s', async (body, field) => {
    const before = (await ctx.sql('SELECT count(*)::int AS n FROM $schema.viewings'))[0];
    const res = await call(mine, 'POST', API.deskLeadViewings(leadId), body);
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await ctx.sql('SELECT count(*)::int AS n FROM $schema.viewings'))[0]).toEqual(before);
  });

  it('unknown lead or viewing 404, malformed ids 400 naming id, an empty change 400, a viewing changed into an inspection without its inspector 400', async () => {
    expect((await call('admin', 'POST', API.deskLeadViewings(999_999), good())).status).toBe(404);
    expect((await call('admin', 'PATCH', API.deskViewing(999_999), { time: '10:00' })).status).toBe(404);
    const bad = await call('admin', 'POST', API.deskLeadViewings('abc'), good());
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toEqual(['id']);
    const made = await call(mine, 'POST', API.deskLeadViewings(leadId), good());
    expect((await call(mine, 'PATCH', API.deskViewing(made.body.id), {})).status).toBe(400);
    const toInspection = await call(mine, 'PATCH', API.deskViewing(made.body.id), { kind: 'inspection' });
    expect(toInspection.status).toBe(400);
    expect(toInspection.body.fields.map((f: { field: string }) => f.field)).toEqual(['inspector']);
    const range = await call(mine, 'GET', `${API.deskViewings}?range=month`);
    expect(range.status).toBe(400);
    expect(range.body.fields.map((f: { field: string }) => f.field)).toEqual(['range']);
  });
});

describe("the desk's panel: today's and this week's viewings", () => {
  it('lists scheduled ones in range, soonest first; an associate sees their leads\', admins everyone\'s', async () => {
    // a few minutes ahead on the team's clock: today (unless that crosses midnight there)
    const soon = new Date(Date.now() + 3 * 60_000);
    const date = soon.toLocaleDateString('en-CA', { timeZone: TZ });
    const time = soon.toLocaleTimeString('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: TZ });
    const made = await call(mine, 'POST', API.deskLeadViewings(leadId), { kind: 'viewing', date, time, place: 'Showroom' });
    expect(made.status).toBe(201);
    const far = await call(mine, 'POST', API.deskLeadViewings(leadId), { kind: 'viewing', ...ahead(60), place: 'Showroom' });
    const list = await call(mine, 'GET', `${API.deskViewings}?range=today`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ range: 'today', timeZone: TZ, from: today, to: today });
    const ids = list.body.viewings.map((v: Viewing) => v.id);
    if (date === today) expect(ids).toContain(made.body.id);
    expect(ids).not.toContain(far.body.id);
    const week = await call('admin', 'GET', `${API.deskViewings}?range=week`);
    expect(week.body.to).toBe(new Date(Date.parse(`${week.body.from}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10));
    const starts = week.body.viewings.map((v: Viewing) => v.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(week.body.viewings.every((v: Viewing) => v.status === 'scheduled' && v.date >= week.body.from && v.date <= week.body.to)).toBe(true);
    if (date === today) {
      expect(week.body.viewings.find((v: Viewing) => v.id === made.body.id)).toMatchObject({ buyerName: 'Bea Buyer', vehicle: { title: '2021 Porsche 911 Carrera S' } });
      // the other associate does not see this lead's viewings
      const theirs = await call(other, 'GET', `${API.deskViewings}?range=today`);
      expect(theirs.body.viewings.map((v: Viewing) => v.id)).not.toContain(made.body.id);
    }
  });
});

describe("the lead's viewings", () => {
  it('every one of the lead, cancelled ones too, by time; desk staff only; 404 for no such lead', async () => {
    const res = await call(other, 'GET', API.deskLeadViewings(leadId));
    expect(res.status).toBe(200);
    const list = res.body.viewings as Viewing[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.some((v) => v.status === 'cancelled')).toBe(true);
    expect(list.every((v) => v.leadId === leadId)).toBe(true);
    expect([...list.map((v) => v.startsAt)].sort()).toEqual(list.map((v) => v.startsAt));
    expect((await call('user', 'GET', API.deskLeadViewings(leadId))).status).toBe(403);
    expect((await call('admin', 'GET', API.deskLeadViewings(999_999))).status).toBe(404);
  });
});
