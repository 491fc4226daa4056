import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER, type MailboxMessage, INTERNAL_API } from '@rl/contracts';
import { startMailCatcher, type MailCatcher } from '@rl/embedded-infra';
import { createLogger, mintIdentity } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createNotificationsApp } from '../src/app.js';
import { NotificationsEnvSchema } from '../src/env.js';

/** Users the fake auth knows; any other id is an account that no longer exists. */
const USERS: Record<string, { email: string; firstName: string | null }> = {
  'user-1': { email: 'seller@example.com', firstName: 'Ada' },
};

/** auth's contact route, as the notifications service calls it. */
export async function startFakeAuth(): Promise<{ url: string; calls: string[]; stop(): Promise<void> }> {
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    calls.push(req.url ?? '');
    const id = decodeURIComponent(/^\/internal\/users\/([^/]+)\/contact$/.exec(req.url ?? '')?.[1] ?? '');
    const user = USERS[id];
    res.writeHead(user ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(user ?? { statusCode: 404, message: 'No such user' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, stop: () => new Promise((r) => server.close(() => r())) };
}

/** A free TCP port (nothing listens on it once this resolves). */
export async function freePort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

export async function startCatcher(smtpPort?: number): Promise<MailCatcher & { messages(): Promise<MailboxMessage[]> }> {
  const catcher = await startMailCatcher({ dataDir: mkdtempSync(join(tmpdir(), 'rl-mail-')), smtpPort });
  return {
    ...catcher,
    async messages() {
      const res = await fetch(`${catcher.httpUrl}/dev/mailbox/messages.json`);
      return (await res.json()) as MailboxMessage[];
    },
  };
}

export interface NotificationsTestContext {
  app: NestExpressApplication;
  db: TestDatabase;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  send(body: unknown, who?: 'service' | 'user' | 'anonymous'): request.Test;
  close(): Promise<void>;
}

/**
 * The notifications service on a throwaway schema, sending to `smtpUrl`; on the real Redis (BullMQ) when
 * REDIS_URL is set (CI), with the in-process runner otherwise. Short retry and sweep intervals.
 */
export async function startNotifications(opts: { smtpUrl: string; authUrl: string }): Promise<NotificationsTestContext> {
  const db = await startTestDatabase('notifications');
  const env = NotificationsEnvSchema.parse({
    NODE_ENV: 'test', PORT: '4006', DATABASE_URL: db.url, DB_SCHEMA: db.schema, IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'silent', SMTP_URL: opts.smtpUrl, AUTH_URL: opts.authUrl, SALES_INBOX: 'sales@example.com',
    PUBLIC_URL: 'https://cars.example.com', RETRY_BASE_MS: '100', RETRY_MAX_MS: '400', SWEEP_INTERVAL_MS: '300',
    SEND_LEASE_MS: '2000', SMTP_TIMEOUT_MS: '1500',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `t-notif-${randomBytes(4).toString('hex')}` } : {}),
  });
  const app = await createNotificationsApp(env, createLogger('notifications', 'silent'));
  await app.init();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const path = INTERNAL_API.notifications.send;
  return {
    app, db,
    sql: async <T,>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    send(body, who = 'service') {
      const r = request(app.getHttpServer()).post(path).send(body as object);
      if (who === 'anonymous') return r;
      const token = mintIdentity(who === 'service' ? { sub: 'service:listings', role: 'service', method: 'POST', path } : { sub: 'user-1', role: 'user', method: 'POST', path }, TEST_IDENTITY_SECRET);
      return r.set(IDENTITY_HEADER, token);
    },
    async close() {
      await app.close();
      await client.end();
      await db.stop();
    },
  };
}

/** Polls until `check` passes (or fails with its last error after `ms`). */
export async function eventually<T>(check: () => Promise<T> | T, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export const vehicle = { id: 42, title: '2021 Porsche 911 Carrera S', price: 109900 };
