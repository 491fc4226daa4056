import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER, type Role, type SalesEventRequest, type StaffMember, INTERNAL_API } from '@rl/contracts';
import { createLogger, mintIdentity } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createSalesApp } from '../src/app.js';
import { SalesEnvSchema, type SalesEnv } from '../src/env.js';

/** Contact details auth gives for users (GET /internal/users/:id/contact). */
export const CONTACTS: Record<string, { email: string; firstName: string | null }> = {
  'seller-1': { email: 'sam@seller.example', firstName: 'Sam' },
};

/** auth's staff and contact routes as sales calls them, over HTTP, with a list the test changes. */
export async function startFakeAuth(staff: StaffMember[]) {
  const calls: string[] = [];
  let down = false;
  const server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    const contact = /^\/internal\/users\/([^/]+)\/contact$/.exec(url.pathname);
    if (!down && contact && req.headers[IDENTITY_HEADER]) {
      const found = CONTACTS[decodeURIComponent(contact[1]!)];
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(found ?? {}));
    }
    if (down || url.pathname !== '/internal/staff' || !req.headers[IDENTITY_HEADER]) {
      res.writeHead(down ? 503 : 404, { 'content-type': 'application/json' });
      return res.end('{}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ staff: staff.filter((s) => s.role === url.searchParams.get('role')) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    staff, calls,
    setDown(v: boolean) { down = v; },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * listings' routes as the pipeline calls them, over HTTP: a listing's status (`statuses`, approved unless
 * set), the sale-pending and sale routes of INTERNAL_ROUTES.listings (409 as the contract says) and the public
 * search (similar cars). `calls` records `METHOD path body`.
 */
export async function startFakeListings() {
  const calls: string[] = [];
  const statuses = new Map<number, string>();
  const pending = new Map<number, boolean>();
  let down = false;
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => { text += c; });
    req.on('end', () => {
      calls.push(`${req.method} ${req.url} ${text}`.trim());
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: unknown) => { res.writeHead(status, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
      if (down) return send(503, { statusCode: 503, message: 'down' });
      if (url.pathname === '/api/vehicles/search') {
        const exclude = Number(url.searchParams.get('excludeId'));
        return send(200, { total: 2, vehicles: [
          { id: 501, year: 2020, make: 'Porsche', model: 'Cayman', price: '99000.00' },
          { id: exclude, year: 2021, make: 'Porsche', model: '911', price: '109900.00' },
          { id: 502, year: 2019, make: 'BMW', model: 'M4', price: '105000.00' },
        ] });
      }
      if (!req.headers[IDENTITY_HEADER]) return send(401, { statusCode: 401, message: 'no identity' });
      const m = /^\/internal\/vehicles\/(\d+)(?:\/(sale-pending|sale))?$/.exec(url.pathname);
      if (!m) return send(404, { statusCode: 404, message: 'Not found' });
      const id = Number(m[1]);
      const status = statuses.get(id) ?? 'approved';
      if (!m[2]) return send(200, { id, status, salePending: pending.get(id) ?? false });
      if (m[2] === 'sale-pending') {
        if (status !== 'approved') return send(409, { statusCode: 409, message: 'The listing is not approved' });
        pending.set(id, JSON.parse(text).pending);
        return send(200, { id, status, salePending: pending.get(id) });
      }
      if (status === 'sold' || status === 'rejected') return send(409, { statusCode: 409, message: `The listing is ${status}` });
      statuses.set(id, 'sold');
      return send(200, { id, status: 'sold' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls, statuses, pending,
    setDown(v: boolean) { down = v; },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type Who = 'anonymous' | 'user' | 'user2' | 'seller' | 'associate' | 'associate2' | 'moderator' | 'admin' | 'service';

export const PEOPLE: Record<Exclude<Who, 'anonymous'>, { sub: string; role: Role | 'service' }> = {
  user: { sub: 'buyer-1', role: 'user' },
  user2: { sub: 'buyer-2', role: 'user' },
  /** the seller of the listings of inquiry() and listingLive() */
  seller: { sub: 'seller-1', role: 'user' },
  associate: { sub: 'assoc-a', role: 'associate' },
  associate2: { sub: 'assoc-b', role: 'associate' },
  moderator: { sub: 'mod-1', role: 'moderator' },
  admin: { sub: 'admin-1', role: 'admin' },
  service: { sub: 'service:listings', role: 'service' },
};

export const STAFF: StaffMember[] = [
  { id: 'assoc-a', email: 'ava@example.com', name: 'Ava Associate', role: 'associate' },
  { id: 'assoc-b', email: 'ben@example.com', name: 'Ben Associate', role: 'associate' },
  { id: 'admin-1', email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
];

export interface SalesTestContext {
  app: NestExpressApplication;
  env: SalesEnv;
  db: TestDatabase;
  auth: Awaited<ReturnType<typeof startFakeAuth>>;
  listings: Awaited<ReturnType<typeof startFakeListings>>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  call(who: Who, method: 'GET' | 'POST', path: string, body?: object): request.Test;
  event(req: SalesEventRequest): request.Test;
  close(): Promise<void>;
}

/** The sales service on a throwaway schema, with a fake auth; no NOTIFICATIONS_URL (mails stay in the outbox for the test to read). */
export async function startSales(opts: { staff?: StaffMember[]; env?: Record<string, string> } = {}): Promise<SalesTestContext> {
  const db = await startTestDatabase('sales');
  const auth = await startFakeAuth(opts.staff ?? [...STAFF]);
  const listings = await startFakeListings();
  const env = SalesEnvSchema.parse({
    NODE_ENV: 'test', PORT: '4007', DATABASE_URL: db.url, DB_SCHEMA: db.schema, IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'silent', AUTH_URL: auth.url, LISTINGS_URL: listings.url, OFFER_EXPIRY_POLL_MS: '3600000', STAFF_CACHE_MS: '0', ASSIGN_POLL_MS: '3600000', MAIL_DOMAIN: 'mail.example.com',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...opts.env,
  });
  const app = await createSalesApp(env, createLogger('sales', 'silent'));
  await app.init();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const call = (who: Who, method: 'GET' | 'POST', path: string, body?: object) => {
    const agent = request(app.getHttpServer());
    let r = method === 'GET' ? agent.get(path) : agent.post(path).send(body ?? {});
    if (who !== 'anonymous') {
      const p = PEOPLE[who];
      r = r.set(IDENTITY_HEADER, mintIdentity({ sub: p.sub, role: p.role, method, path }, TEST_IDENTITY_SECRET));
    }
    return r;
  };
  return {
    app, env, db, auth, listings, call,
    sql: async <T,>(text: string, params: unknown[] = []) => (await client.query(text.replaceAll('$schema', `"${db.schema}"`), params)).rows as T[],
    event: (req) => call('service', 'POST', INTERNAL_API.sales.events, req),
    async close() {
      await app.close();
      await client.end();
      await auth.stop();
      await listings.stop();
      await db.stop();
    },
  };
}

let nextInquiry = 1000;
/** An inquiry event as listings hands it over. */
export function inquiry(opts: { listingId?: number; buyerUserId?: string | null; message?: string; inquiryId?: number } = {}): SalesEventRequest {
  const inquiryId = opts.inquiryId ?? nextInquiry++;
  const listingId = opts.listingId ?? 42;
  return {
    dedupeKey: `inquiry-${inquiryId}`,
    event: {
      kind: 'inquiry', inquiryId,
      vehicle: { id: listingId, title: '2021 Porsche 911 Carrera S', price: 109900, sellerUserId: 'seller-1', photo: '/media/p/1.webp' },
      buyer: { userId: opts.buyerUserId ?? null, name: 'Bea Buyer', email: 'bea@example.com', phone: null },
      subject: 'Is it still available?', message: opts.message ?? 'Hello, is the car still available?', at: new Date().toISOString(),
    },
  };
}

export function listingLive(listingId: number): SalesEventRequest {
  return {
    dedupeKey: `listing-${listingId}-live`,
    event: { kind: 'listing-live', vehicle: { id: listingId, title: `Car ${listingId}`, price: 50000, sellerUserId: 'seller-1', photo: null } },
  };
}
