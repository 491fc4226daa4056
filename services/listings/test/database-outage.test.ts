import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { IDENTITY_HEADER } from '@rl/contracts';
import { mintIdentity } from '@rl/service-kit';
import { startCutOffProxy, startTestDatabase, TEST_IDENTITY_SECRET, type CutOffProxy, type TestDatabase } from '@rl/test-kit';
import { listing, startListingsReplica } from './listings-app.js';

// The database goes away under a running service (the proxy in front of it refuses and cuts connections):
// every route answers 503 JSON with Retry-After, never 500 and never a hang; readiness is false; and the
// service answers normally again within 2 s of the database coming back.
describe('listings while the database is unreachable', () => {
  let db: TestDatabase;
  let proxy: CutOffProxy;
  let app: NestExpressApplication;

  beforeAll(async () => {
    db = await startTestDatabase('outage');
    proxy = await startCutOffProxy(db.url);
    app = await startListingsReplica(proxy.url, db.schema);
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await db?.stop();
  });

  const signedIn = (method: 'get' | 'post', path: string) =>
    request(app.getHttpServer())[method](path).set(IDENTITY_HEADER, mintIdentity({ sub: 'user-ada', role: 'user', method, path }, TEST_IDENTITY_SECRET));

  const expect503 = (res: request.Response) => {
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers 503 with Retry-After on reads, writes and readiness while it is down, and recovers within 2 s', async () => {
    const http = request(app.getHttpServer());
    expect((await http.get('/api/vehicles/search?make=BMW')).status).toBe(200);
    const created = await signedIn('post', '/api/vehicles').send(listing());
    expect(created.status).toBe(201);

    await proxy.cut();
    const t0 = Date.now();
    // an answer anybody may get, asked just before, is still served from memory; anything else is 503
    expect((await http.get('/api/vehicles/search?make=BMW')).status).toBe(200);
    expect503(await http.get('/api/vehicles/search?make=Audi'));
    expect503(await http.get(`/api/vehicles/${created.body.id}`));
    expect503(await http.get('/api/vehicles/featured'));
    expect503(await signedIn('post', '/api/vehicles').send(listing()));
    expect503(await signedIn('get', '/api/user/vehicles'));
    const ready = await http.get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.message).toMatch(/database/);
    // every answer came quickly: no request waited for a connection that will never come
    expect(Date.now() - t0).toBeLessThan(15_000);

    await proxy.restore();
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 2_000) {
      status = (await http.get('/api/vehicles/search?make=Audi')).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
    expect((await http.get('/health/ready')).status).toBe(200);
    // the write acknowledged before the outage is still there
    expect((await signedIn('get', '/api/user/vehicles')).body.map((v: { id: number }) => v.id)).toContain(created.body.id);
  });
});
