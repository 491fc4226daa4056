import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER, StaffActionSchema, StaffLogResponseSchema, type StaffActionRecord } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { createStaff } from '../src/cli/staff-create.js';
import { StaffLog } from '../src/staff-log/staff-log.service.js';
import { startAuth, type AuthTestContext } from './auth-app.js';
import { rememberSecret, signInFully, STAFF_TOTP_SECRET, TEST_TOTP_KEY } from './second-factor.js';

let ctx: AuthTestContext;
let db: pg.Client;
let admin = '';
let associate = '';
const http = () => ctx.app.getHttpServer();
const table = () => `"${ctx.db.schema}"."staff_actions"`;
const sql = async <T,>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

const record = (over: Partial<StaffActionRecord> = {}): StaffActionRecord => ({
  dedupeKey: `moderation-${Math.random()}`, service: 'moderation', actorId: 'mod-1', actorEmail: 'casey@staff.test', actorRole: 'moderator',
  action: 'listing.status', objectType: 'listing', objectId: '42', before: { status: 'pending' }, after: { status: 'approved' },
  address: '203.0.113.5', requestId: 'req-1', occurredAt: new Date().toISOString(), ...over,
});
const handOver = (body: object, who: 'service' | 'admin' = 'service') => {
  const path = '/internal/staff-actions';
  const identity = mintIdentity(who === 'service' ? { sub: 'service:moderation', role: 'service', method: 'POST', path } : { sub: 'x', role: 'admin', method: 'POST', path }, TEST_IDENTITY_SECRET);
  return request(http()).post(path).set(IDENTITY_HEADER, identity).send(body);
};

beforeAll(async () => {
  ctx = await startAuth();
  db = new pg.Client({ connectionString: ctx.db.url });
  await db.connect();
  const base = { databaseUrl: ctx.db.url, schema: ctx.db.schema, totpKey: TEST_TOTP_KEY };
  await createStaff({ ...base, email: 'boss@staff.test', password: 'boss-secret', role: 'admin', totpSecret: STAFF_TOTP_SECRET });
  await createStaff({ ...base, email: 'desk@staff.test', password: 'desk-secret', role: 'associate', totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' });
  rememberSecret('desk@staff.test', 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  admin = (await signInFully(http(), 'boss@staff.test', 'boss-secret')).cookie!;
});
afterAll(async () => {
  await db?.end();
  await ctx?.close();
});

describe('the staff action log', () => {
  it('records staff sign-ins and second-factor changes with actor, role, address and request id; not customers', async () => {
    await request(http()).post('/api/register').send({ email: 'buyer@example.com', password: 'buyer-secret' }).expect(201);
    await request(http()).post('/api/login').send({ email: 'buyer@example.com', password: 'buyer-secret' }).expect(200);
    const rows = await sql<{ actor_email: string; actor_role: string; action: string; object_type: string; after: unknown; address: string; request_id: string }>(
      `SELECT * FROM ${table()} ORDER BY "id"`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_email: 'boss@staff.test', actor_role: 'admin', action: 'staff.sign-in', object_type: 'user', after: { method: 'totp' } });
    expect(rows[0]!.address).toMatch(/127\.0\.0\.1|::1/);
    expect(rows[0]!.request_id).toMatch(/.+/);
  });

  it('takes services\' hand-overs once per dedupe key, from service identities only', async () => {
    const r = record({ dedupeKey: 'moderation-once' });
    await handOver(r).expect(204);
    await handOver(r).expect(204);
    expect(await sql(`SELECT 1 FROM ${table()} WHERE "dedupe_key" = 'moderation-once'`)).toHaveLength(1);
    expect((await handOver(record(), 'admin')).status).toBe(403);
    const bad = await handOver({ ...record(), action: 'Not An Action' });
    expect([bad.status, bad.body.fields[0].field]).toEqual([400, 'action']);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE; `at` is always the time of recording', async () => {
    await handOver(record({ dedupeKey: 'tamper', occurredAt: '2020-01-01T00:00:00.000Z' })).expect(204);
    const [row] = await sql<{ id: string; at: Date }>(`SELECT "id", "at" FROM ${table()} WHERE "dedupe_key" = 'tamper'`);
    expect(Date.now() - new Date(row!.at).getTime()).toBeLessThan(60_000);
    await expect(db.query(`UPDATE ${table()} SET "action" = 'listing.featured' WHERE "id" = $1`, [row!.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`DELETE FROM ${table()} WHERE "id" = $1`, [row!.id])).rejects.toThrow(/append-only/);
    await expect(db.query(`TRUNCATE ${table()}`)).rejects.toThrow(/append-only/);
    await expect(db.query(`INSERT INTO ${table()} ("at", "occurred_at", "dedupe_key", "service", "actor_id", "actor_role", "action", "object_type") VALUES ('2001-01-01', now(), 'backdated', 'x', 'x', 'admin', 'a.b', 'x')`)).resolves.toBeDefined();
    const [backdated] = await sql<{ at: Date }>(`SELECT "at" FROM ${table()} WHERE "dedupe_key" = 'backdated'`);
    expect(new Date(backdated!.at).getFullYear()).toBeGreaterThan(2001);
    await expect(db.query(`DELETE FROM ${table()} WHERE "dedupe_key" = 'backdated'`)).rejects.toThrow(/append-only/);
  });

  it('the retention cleanup deletes only entries older than 400 days', async () => {
    // an entry from 401 days ago can only be made with the stamping trigger off (the test owns the table)
    await db.query(`ALTER TABLE ${table()} DISABLE TRIGGER "staff_actions_stamp"`);
    await db.query(`INSERT INTO ${table()} ("at", "occurred_at", "dedupe_key", "service", "actor_id", "actor_role", "action", "object_type") VALUES (now() - interval '401 days', now() - interval '401 days', 'ancient', 'x', 'x', 'admin', 'a.b', 'x'), (now() - interval '399 days', now() - interval '399 days', 'old', 'x', 'x', 'admin', 'a.b', 'x')`);
    await db.query(`ALTER TABLE ${table()} ENABLE TRIGGER "staff_actions_stamp"`);
    const before = (await sql(`SELECT 1 FROM ${table()}`)).length;
    expect(await ctx.app.get(StaffLog).cleanUp()).toBe(1);
    expect((await sql(`SELECT "dedupe_key" FROM ${table()} WHERE "dedupe_key" IN ('ancient', 'old')`))).toEqual([{ dedupe_key: 'old' }]);
    expect((await sql(`SELECT 1 FROM ${table()}`)).length).toBe(before - 1);
  });

  it('admins filter it by actor, action, object and time, page through it and export it as JSON Lines; nobody else sees it', async () => {
    for (let i = 0; i < 3; i++) await handOver(record({ dedupeKey: `filter-${i}`, actorId: 'assoc-7', actorEmail: 'avery@staff.test', actorRole: 'associate', action: 'lead.reassign', objectType: 'lead', objectId: String(100 + i) })).expect(204);
    const get = (q: string) => request(http()).get(`/api/staff/log${q}`).set('Cookie', admin);
    const byActor = StaffLogResponseSchema.parse((await get('?actor=avery@staff').expect(200)).body);
    expect(byActor.entries.map((e) => e.objectId)).toEqual(['102', '101', '100']);
    expect((await get('?actor=assoc-7&action=lead.').expect(200)).body.entries).toHaveLength(3);
    expect((await get('?action=staff.sign-in').expect(200)).body.entries.map((e: { actorEmail: string }) => e.actorEmail)).toEqual(['boss@staff.test']);
    expect((await get('?objectType=lead&objectId=101').expect(200)).body.entries).toHaveLength(1);
    expect((await get(`?actor=assoc-7&from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`).expect(200)).body.entries).toHaveLength(0);
    expect((await get(`?actor=assoc-7&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`).expect(200)).body.entries).toHaveLength(3);
    const page1 = StaffLogResponseSchema.parse((await get('?actor=assoc-7&limit=2').expect(200)).body);
    expect(page1.entries).toHaveLength(2);
    const page2 = StaffLogResponseSchema.parse((await get(`?actor=assoc-7&limit=2&before=${page1.nextBefore}`).expect(200)).body);
    expect([page2.entries.map((e) => e.objectId), page2.nextBefore]).toEqual([['100'], null]);
    const bad = await get('?from=yesterday');
    expect([bad.status, bad.body.fields[0].field]).toEqual([400, 'from']);

    const exported = await request(http()).get('/api/staff/log/export?action=lead.reassign').set('Cookie', admin).expect(200);
    expect(exported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="staff-log-\d{4}-\d{2}-\d{2}\.jsonl"/);
    const lines = exported.text.trim().split('\n').map((l) => StaffActionSchema.parse(JSON.parse(l)));
    expect(lines.map((l) => l.objectId)).toEqual(['102', '101', '100']);

    associate = (await signInFully(http(), 'desk@staff.test', 'desk-secret')).cookie!;
    expect((await request(http()).get('/api/staff/log').set('Cookie', associate)).status).toBe(403);
    expect((await request(http()).get('/api/staff/log/export')).status).toBe(401);
  });
});
