import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER, type Role } from '@rl/contracts';
import { createLogger, mintIdentity } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createModerationApp } from '../src/app.js';
import { ModerationEnvSchema } from '../src/env.js';
import { OutboxRetrier } from '../src/outbox/outbox-retrier.js';
import { FakeEnrichment } from './fake-enrichment.js';
import { FakeListings } from './fake-listings.js';
import { FakeMedia } from './fake-media.js';
import { FakeAuth } from './fake-auth.js';

export interface ModerationTestContext {
  app: NestExpressApplication;
  db: TestDatabase;
  listings: FakeListings;
  enrichment: FakeEnrichment;
  media: FakeMedia;
  /** auth's staff action log receiver */
  auth: FakeAuth;
  /** a second app on the same database (a restart after a crash) */
  restart(): Promise<NestExpressApplication>;
  /** rows of the decisions table, oldest first */
  rows(): Promise<DecisionRow[]>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

interface DecisionRow {
  id: number; vehicle_id: number; admin_id: string; admin_email: string | null; from_status: string | null; to_status: string;
  reason: string | null; state: string; attempts: number; note: string | null; applied_at: Date | null;
}

function env(db: TestDatabase, listingsUrl: string, enrichmentUrl: string, mediaUrl: string, authUrl: string) {
  return ModerationEnvSchema.parse({
    NODE_ENV: 'test', PORT: '4003', DATABASE_URL: db.url, DB_SCHEMA: db.schema, IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'silent', LISTINGS_URL: listingsUrl, ENRICHMENT_URL: enrichmentUrl, MEDIA_URL: mediaUrl, AUTH_URL: authUrl,
    LISTINGS_TIMEOUT_MS: '1500', ENRICHMENT_TIMEOUT_MS: '1000', MEDIA_TIMEOUT_MS: '1000',
    OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '50', OUTBOX_RETRY_MAX_MS: '200',
  });
}

/** The moderation service on a throwaway schema, with fake listings and enrichment services. */
export async function startModeration(): Promise<ModerationTestContext> {
  const db = await startTestDatabase('moderation');
  const listings = new FakeListings();
  const enrichment = new FakeEnrichment();
  const media = new FakeMedia();
  const auth = new FakeAuth();
  await auth.start();
  await listings.start();
  await enrichment.start();
  await media.start();
  const apps: NestExpressApplication[] = [];
  const boot = async () => {
    const app = await createModerationApp(env(db, listings.url, enrichment.url, media.url, auth.url), createLogger('moderation', 'silent'));
    await app.init();
    apps.push(app);
    return app;
  };
  const app = await boot();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const sql = async <T,>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[];
  return {
    app, db, listings, enrichment, media, auth,
    restart: boot,
    sql,
    rows: () => sql<DecisionRow>(`SELECT * FROM "${db.schema}"."decisions" ORDER BY id`),
    async close() {
      for (const a of apps) await a.close().catch(() => undefined);
      await client.end();
      await listings.stop();
      await enrichment.stop();
      await media.stop();
      await auth.stop();
      await db.stop();
    },
  };
}

export type Who = 'anonymous' | 'user' | 'admin' | 'admin2' | 'moderator' | 'associate' | 'service';

const PEOPLE: Record<Exclude<Who, 'anonymous'>, { sub: string; role: Role | 'service'; email?: string }> = {
  user: { sub: 'user-1', role: 'user', email: 'user@example.com' },
  admin: { sub: 'admin-1', role: 'admin', email: 'admin@example.com' },
  admin2: { sub: 'admin-2', role: 'admin', email: 'other.admin@example.com' },
  moderator: { sub: 'moderator-1', role: 'moderator', email: 'moderator@example.com' },
  associate: { sub: 'associate-1', role: 'associate', email: 'associate@example.com' },
  service: { sub: 'service:listings', role: 'service' },
};

/** What the gateway forwards: a single-use identity bound to this method and path. */
export function identity(who: Exclude<Who, 'anonymous'>, method: string, path: string): string {
  const p = PEOPLE[who];
  return mintIdentity({ sub: p.sub, role: p.role, email: p.email, method, path }, TEST_IDENTITY_SECRET);
}

/** A supertest request as `who`. */
export function call(app: NestExpressApplication, who: Who, method: 'GET' | 'PATCH' | 'POST', path: string): request.Test {
  const agent = request(app.getHttpServer());
  const r = method === 'GET' ? agent.get(path) : method === 'PATCH' ? agent.patch(path) : agent.post(path);
  return who === 'anonymous' ? r : r.set(IDENTITY_HEADER, identity(who, method, path));
}

export const retrier = (app: NestExpressApplication) => app.get(OutboxRetrier);

/** Polls until `check` passes (or fails with its last error after `ms`). */
export async function eventually(check: () => Promise<void> | void, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
