import request from 'supertest';
import { jpeg } from './images.js';
import { startMedia, upload, type MediaTestContext } from './media-app.js';

let ctx: MediaTestContext;
beforeAll(async () => { ctx = await startMedia(); }, 60_000);
afterAll(async () => { await ctx?.close(); }, 60_000);

describe('readiness and an S3 outage', () => {
  it('ready: database and bucket answer', async () => {
    const res = await request(ctx.http).get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'ok', s3: 'ok' } });
  });

  it('S3 down: not ready (503 naming s3); an upload answers 503 and stores no row', async () => {
    const photo = await jpeg(300, 200);
    await ctx.stopS3();
    const ready = await request(ctx.http).get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(/^s3 is not ready/);
    const res = await upload(ctx, 'u-outage', { data: photo });
    expect(res.status).toBe(503);
    expect(res.body.message).toMatch(/storage is not available/);
    expect(await ctx.rows()).toEqual([]);
    expect((await request(ctx.http).get('/health/live')).status).toBe(200);
  });
});
