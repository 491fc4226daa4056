import { jest } from '@jest/globals';
import request from 'supertest';
import { FeaturesGenerateBodySchema, type EnrichmentJob, type EnrichmentJobResult } from '@rl/contracts';
import type { EnrichmentProcessor, JobContext } from '../src/jobs/enrichment-processor.js';
import { createLogger, type BullMqJobQueue } from '@rl/service-kit';
import { enrichmentJobId, enrichmentQueue } from '../src/queue/enrichment-queue.js';
import { REDIS_URL, startEnrichment, withRedis, type EnrichmentTestContext } from './support/enrichment-app.js';

// the project-level testTimeout of jest.config.mjs is a global option (ignored per project): set it here
jest.setTimeout(60_000);

// With REDIS_URL (CI) these run through BullMQ on the real Redis (API enqueues, a worker processes);
// without it, through the in-process runner. Same API calls, same expectations.
const MODE = withRedis ? 'BullMQ on Redis' : 'in process';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const body = { make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i', bodyType: 'suv', fuelType: 'gasoline', vehicleDescription: null };

interface Call { job: EnrichmentJob; ctx: JobContext; at: number }
function recordingProcessor(behaviour: (call: Call, calls: Call[]) => Promise<EnrichmentJobResult>): { processor: EnrichmentProcessor; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    processor: async (job, ctx) => {
      const call = { job, ctx, at: Date.now() };
      calls.push(call);
      return behaviour(call, calls);
    },
  };
}

const features = (list: string[]): EnrichmentJobResult => ({ kind: 'features', features: list });

async function jobState(ctx: EnrichmentTestContext, jobId: string) {
  const probe = enrichmentQueue(REDIS_URL, ctx.env, createLogger('test', 'silent'));
  try {
    const job = await (probe.jobs as BullMqJobQueue<object, unknown>).queue.getJob(jobId);
    return job ? { state: await job.getState(), attemptsMade: job.attemptsMade } : null;
  } finally {
    await probe.close();
  }
}

describe(`enrichment queue (${MODE})`, () => {
  describe('job ids', () => {
    const parse = (b: object): EnrichmentJob => ({ kind: 'features', input: FeaturesGenerateBodySchema.parse(b) });

    it('are deterministic: the same normalised payload gives the same id', () => {
      const a = enrichmentJobId(parse(body));
      expect(a).toMatch(/^features-[0-9a-f]{40}$/);
      expect(enrichmentJobId(parse({ ...body }))).toBe(a);
      expect(enrichmentJobId(parse({ ...body, make: ' bmw ', model: 'x5', trim: 'XDRIVE40I', year: '2021', bodyType: 'SUV' }))).toBe(a);
      expect(enrichmentJobId(parse({ ...body, vehicleDescription: '' }))).toBe(a);
    });

    it('differ when the request differs', () => {
      const a = enrichmentJobId(parse(body));
      expect(enrichmentJobId(parse({ ...body, year: 2020 }))).not.toBe(a);
      expect(enrichmentJobId(parse({ ...body, trim: 'xDrive50i' }))).not.toBe(a);
      expect(enrichmentJobId({ kind: 'specs', input: { make: 'BMW', model: 'X5', year: 2021, trim: 'xDrive40i' } })).toMatch(/^specs-/);
    });
  });

  describe('time limit', () => {
    let ctx: EnrichmentTestContext;
    afterEach(async () => { await ctx?.close(); });

    it('answers 503 with a clear message when no result arrives in time', async () => {
      // with Redis: no worker at all (the API never processes jobs itself); in process: a job that hangs
      ctx = await startEnrichment({
        worker: false,
        processor: () => new Promise(() => undefined),
        env: { ENRICHMENT_TIMEOUT_MS: '700' },
      });
      const started = Date.now();
      const res = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(body);
      const took = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(res.body.message).toMatch(/Feature generation is temporarily unavailable: no result within 0\.7 s/);
      expect(took).toBeGreaterThanOrEqual(650);
      expect(took).toBeLessThan(3000);
      if (withRedis) {
        // the job is still waiting for a worker: the API process did not run it
        const jobId = enrichmentJobId({ kind: 'features', input: FeaturesGenerateBodySchema.parse(body) });
        expect(await jobState(ctx, jobId)).toMatchObject({ state: 'waiting', attemptsMade: 0 });
      }
    });
  });

  describe('idempotency', () => {
    let ctx: EnrichmentTestContext;
    const rec = recordingProcessor(async () => {
      await sleep(300);
      return features(['Heated Seats', 'Navigation System']);
    });
    beforeAll(async () => { ctx = await startEnrichment({ processor: rec.processor }); });
    afterAll(async () => { await ctx?.close(); });

    it('runs concurrent identical requests as one job and reuses its finished result', async () => {
      const variants = [body, { ...body, make: 'bmw' }, { ...body, model: ' X5 ' }, { ...body, trim: 'XDRIVE40I' }, body];
      const answers = await Promise.all(variants.map((b) => request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(b)));
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ features: ['Heated Seats', 'Navigation System'] });
      }
      expect(rec.calls).toHaveLength(1);
      const jobId = enrichmentJobId({ kind: 'features', input: FeaturesGenerateBodySchema.parse(body) });
      expect(rec.calls[0].ctx.jobId).toBe(jobId);

      // later: answered from the finished job, not processed again
      const again = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(body);
      expect(again.status).toBe(200);
      expect(rec.calls).toHaveLength(1);
      if (withRedis) expect(await jobState(ctx, jobId)).toMatchObject({ state: 'completed' });

      // a different request is a different job
      const other = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send({ ...body, year: 2019 });
      expect(other.status).toBe(200);
      expect(rec.calls).toHaveLength(2);
      expect(rec.calls[1].ctx.jobId).not.toBe(jobId);
    });
  });

  describe('retries', () => {
    let ctx: EnrichmentTestContext;
    afterEach(async () => { await ctx?.close(); });

    it('retries a job that fails once, after the backoff delay', async () => {
      const rec = recordingProcessor(async (call) => {
        if (call.ctx.attempt === 1) throw new Error('catalog not loaded yet');
        return features(['Backup Camera']);
      });
      ctx = await startEnrichment({ processor: rec.processor, env: { JOB_BACKOFF_MS: '150', JOB_ATTEMPTS: '3' } });
      const res = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ features: ['Backup Camera'] });
      expect(rec.calls.map((c) => c.ctx.attempt)).toEqual([1, 2]);
      expect(rec.calls[1].at - rec.calls[0].at).toBeGreaterThanOrEqual(140);
    });

    it('backs off exponentially and answers 503 when every attempt fails', async () => {
      const rec = recordingProcessor(async () => { throw new Error('always broken'); });
      ctx = await startEnrichment({ processor: rec.processor, env: { JOB_BACKOFF_MS: '150', JOB_ATTEMPTS: '3' } });
      const res = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(body);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/Feature generation failed after several attempts/);
      expect(rec.calls.map((c) => c.ctx.attempt)).toEqual([1, 2, 3]);
      const gaps = [rec.calls[1].at - rec.calls[0].at, rec.calls[2].at - rec.calls[1].at];
      expect(gaps[0]).toBeGreaterThanOrEqual(140);
      expect(gaps[1]).toBeGreaterThanOrEqual(290);

      // a failed job is not kept: the same request later gets a fresh job (and fresh attempts)
      const again = await request(ctx.app.getHttpServer()).post('/api/vehicles/features/generate').send(body);
      expect(again.status).toBe(503);
      expect(rec.calls).toHaveLength(6);
    });
  });

  describe('readiness', () => {
    let ctx: EnrichmentTestContext;
    beforeAll(async () => { ctx = await startEnrichment({ processor: async () => features([]) }); });
    afterAll(async () => { await ctx?.close(); });

    it('depends on the database only: a Redis outage must not take the catalog out of the load balancer', async () => {
      const res = await request(ctx.app.getHttpServer()).get('/health/ready');
      expect(res.status).toBe(200);
      expect(res.body.checks).toEqual({ database: 'ok' });
    });
  });
});
