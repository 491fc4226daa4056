import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { IDENTITY_HEADER, type ListingInput, type ListingStatus } from '@rl/contracts';
import { createLogger, mintIdentity } from '@rl/service-kit';
import { startTestDatabase, TEST_IDENTITY_SECRET, type TestDatabase } from '@rl/test-kit';
import { createListingsApp } from '../src/app.js';
import { ListingsEnvSchema } from '../src/env.js';
import { MediaUnavailableError, type MediaOwners } from '../src/media/media-owners.js';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import type { VinDecoderClient } from '../src/vin-decodes/vin-decoder-client.js';

/** A media service stand-in: photos are registered to owners; `down` makes it unreachable. */
export class FakeMediaOwners implements MediaOwners {
  readonly owners = new Map<string, string>();
  down = false;
  calls: string[][] = [];

  /** registers a photo as uploaded by `userId` and returns its URL */
  upload(userId: string, name = `${Math.random().toString(36).slice(2)}.webp`): string {
    const url = `/media/img/${name}`;
    this.owners.set(url, userId);
    return url;
  }

  async ownersOf(urls: readonly string[]): Promise<Record<string, string | null>> {
    this.calls.push([...urls]);
    if (this.down) throw new MediaUnavailableError('media is down (test)');
    return Object.fromEntries(urls.map((u) => [u, this.owners.get(u) ?? null]));
  }
}

export interface ListingsTestContext {
  app: NestExpressApplication;
  db: TestDatabase;
  media: FakeMediaOwners;
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  /** raw SQL on the test schema's tables (search_path set to it) */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test rows are checked by the assertions
  sql<T = any>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface StartOptions {
  countCap?: number;
  /** no fake: the service runs as with MEDIA_URL unset */
  noMedia?: boolean;
  redisUrl?: string;
  /** the write limits on (off by default: the suites write far more than a person) */
  limits?: boolean;
  /** a VIN decoder stand-in (default: none, as with ENRICHMENT_URL unset) */
  vinDecoder?: VinDecoderClient;
  /** listings per sitemap file (default: the service's own) */
  sitemapPerFile?: number;
  /** the sales service the sales outbox hands over to (default: none, as with SALES_URL unset) */
  salesUrl?: string;
  /** further variables of the service's environment (e.g. IMPRESSION_FLUSH_MS) */
  env?: Record<string, string>;
}

/** The service's environment in a test: its database and schema, quiet logs, the write limits off unless asked. */
export function testListingsEnv(databaseUrl: string, schema: string, opts: StartOptions = {}) {
  return ListingsEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '4002',
    DATABASE_URL: databaseUrl,
    DB_SCHEMA: schema,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    LOG_LEVEL: 'silent',
    ...(opts.countCap ? { SEARCH_EXACT_COUNT_CAP: String(opts.countCap) } : {}),
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...(opts.sitemapPerFile ? { SITEMAP_LISTINGS_PER_FILE: String(opts.sitemapPerFile) } : {}),
    ...(opts.salesUrl ? { SALES_URL: opts.salesUrl } : {}),
    RATE_LIMITS: opts.limits ? 'on' : 'off',
    ...opts.env,
  });
}

/** One more listings process-alike on a given database and schema (a second replica, or one behind a proxy). */
export async function startListingsReplica(databaseUrl: string, schema: string, opts: StartOptions = {}): Promise<NestExpressApplication> {
  const app = await createListingsApp(testListingsEnv(databaseUrl, schema, opts), createLogger('listings', 'silent'), { mediaOwners: new FakeMediaOwners() });
  await app.init();
  return app;
}

/** The listings service on a throwaway schema (real PostgreSQL with DATABASE_URL, PGlite without). */
export async function startListings(opts: StartOptions = {}): Promise<ListingsTestContext> {
  const db = await startTestDatabase('listings');
  const env = testListingsEnv(db.url, db.schema, opts);
  const media = new FakeMediaOwners();
  const app = await createListingsApp(env, createLogger('listings', 'silent'), { ...(opts.noMedia ? {} : { mediaOwners: media }), vinDecoder: opts.vinDecoder });
  await app.init();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  // Set before every query, not once: on the embedded database every connection shares PGlite's one session, so
  // a second app started by the same file (another schema) moves the search path of this client too.
  const searchPath = `SET search_path TO "${db.schema}", public`;
  return {
    app,
    db,
    media,
    http: app.getHttpServer(),
    sql: async (text, params) => {
      await client.query(searchPath);
      return (await client.query(text, params as unknown[])).rows;
    },
    async close() {
      await client.end();
      await app.close();
      await db.stop();
    },
  };
}

export type Who = { userId: string; role: 'user' | 'admin' | 'service'; email?: string } | undefined;

export const alice: Who = { userId: 'user-alice', role: 'user', email: 'alice@example.com' };
export const bob: Who = { userId: 'user-bob', role: 'user', email: 'bob@example.com' };
export const admin: Who = { userId: 'user-admin', role: 'admin', email: 'admin@example.com' };
export const moderation: Who = { userId: 'service:moderation', role: 'service' };

/** A request as `who`, with a fresh identity minted for exactly this method and path. */
export function as(ctx: ListingsTestContext, who: Who) {
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete') => (path: string) => {
    const r = request(ctx.http)[method](path);
    if (!who) return r;
    const token = mintIdentity({ sub: who.userId, role: who.role, email: who.email, method, path }, TEST_IDENTITY_SECRET);
    return r.set(IDENTITY_HEADER, token);
  };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') };
}

let vinSeq = 0;
/** A valid listing body; `patch` overrides fields. */
export function listing(patch: Partial<ListingInput> & Record<string, unknown> = {}): Record<string, unknown> {
  vinSeq += 1;
  return {
    make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, mileage: 12000, price: '$124,900', condition: 'excellent',
    bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'rwd',
    exteriorColor: 'Silver', interiorColor: 'Black', description: 'Garage kept, one owner, full service history.',
    features: ['Heated Seats', 'Navigation System'], images: [], location: 'Beverly Hills, CA', zipCode: '90210',
    contactPhone: '(310) 555-0100', contactEmail: 'seller@example.com', contactFirstName: 'Sam', contactLastName: 'Seller',
    contactLocation: 'Los Angeles', vin: `WP0AB2A9XMS${String(100000 + vinSeq).slice(-6)}`, carfaxReportUrl: '',
    recentServices: ['Oil change'],
    ...patch,
  };
}

/** Creates a listing as `who` and moves it to `status` directly in the database. Returns its id. */
export async function seedListing(ctx: ListingsTestContext, who: Who, status: ListingStatus = 'approved', patch: Record<string, unknown> = {}, extra: { isFeatured?: boolean; views?: number; createdAt?: string } = {}): Promise<number> {
  const res = await as(ctx, who).post('/api/vehicles').send(listing(patch));
  if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.id as number;
  await ctx.sql(
    `UPDATE vehicles SET status = $2, is_featured = coalesce($3, is_featured), views = coalesce($4, views), created_at = coalesce($5::timestamptz, created_at) WHERE id = $1`,
    [id, status, extra.isFeatured ?? null, extra.views ?? null, extra.createdAt ?? null],
  );
  // written behind the service's back: tell its public answer cache, as the store does for real changes
  ctx.app.get(ListingChanges).changed();
  return id;
}
