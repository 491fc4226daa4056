import request from 'supertest';
import { IDENTITY_HEADER } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { TEST_IDENTITY_SECRET } from '@rl/test-kit';
import { ENRICHMENT_LIMITS } from '../src/limits/enrichment-limits.js';
import { startEnrichment, type EnrichmentTestContext } from './support/enrichment-app.js';

// Anonymous callers get a small allowance of lookups per address; signed-in sellers a large one; past
// it, 429 with Retry-After. The catalog (search filters) is not limited.
let ctx: EnrichmentTestContext;
beforeAll(async () => { ctx = await startEnrichment({ env: { RATE_LIMITS: 'on' } }); });
afterAll(async () => { await ctx?.close(); });

const VIN = 'WP0AB2A9XMS123456';

it('limits anonymous VIN decodes per address, not signed-in sellers, and never the catalog', async () => {
  const http = () => request(ctx.app.getHttpServer());
  const addr = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
  for (let i = 0; i < ENRICHMENT_LIMITS.anonymousPerIp.points; i++) {
    expect((await http().get(`/api/vin/${VIN}`).set('x-forwarded-for', addr)).status).toBeLessThan(429);
  }
  const refused = await http().get(`/api/vin/${VIN}`).set('x-forwarded-for', addr);
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/Sign in/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  const path = `/api/vin/${VIN}`;
  const token = mintIdentity({ sub: 'user-seller', role: 'user', method: 'GET', path }, TEST_IDENTITY_SECRET);
  expect((await http().get(path).set('x-forwarded-for', addr).set(IDENTITY_HEADER, token)).status).toBeLessThan(429);
  expect((await http().get('/api/catalog/makes').set('x-forwarded-for', addr)).status).toBe(200);
});

it('never limits the platform\'s own services (listings decodes every listed VIN)', async () => {
  const path = `/api/vin/${VIN}`;
  for (let i = 0; i <= ENRICHMENT_LIMITS.perUser.points; i++) {
    const token = mintIdentity({ sub: 'service:listings', role: 'service', method: 'GET', path }, TEST_IDENTITY_SECRET);
    const res = await request(ctx.app.getHttpServer()).get(path).set(IDENTITY_HEADER, token);
    expect(res.status).toBeLessThan(429);
  }
});
