import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { createGateway } from '../src/server.js';
import { describeGatewayBehaviour } from './support/behaviour.js';
import { startNodeGateway } from './support/engines.js';
import { startFakeAuth } from './support/fakes.js';
import { ask } from './support/http-client.js';

describeGatewayBehaviour('node', startNodeGateway);

describe('node gateway shutdown', () => {
  it('lets an in-flight request finish, then stops accepting', async () => {
    const auth = await startFakeAuth();
    const slow = http.createServer((_req, res) => setTimeout(() => res.end('{"slow":true}'), 300));
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const gw = createGateway(
      {
        port: 0,
        host: '127.0.0.1',
        upstreams: { auth: auth.url, listings: slowUrl, moderation: slowUrl, media: slowUrl, enrichment: slowUrl, sales: slowUrl },
        s3: { endpoint: slowUrl, bucket: 'media' },
        staticDirs: { shell: '/nonexistent', 'mfe-buyer': '/nonexistent', 'mfe-seller': '/nonexistent', 'mfe-admin': '/nonexistent' },
        logLevel: 'silent',
        dataDir: '/tmp',
        trustedProxies: [],
      },
      pino({ level: 'silent' }),
    );
    const url = `http://127.0.0.1:${await gw.listen()}`;
    const inFlight = ask(url, '/api/vehicles');
    await new Promise((r) => setTimeout(r, 100));
    const closed = gw.close(5000);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ slow: true });
    await closed;
    await expect(ask(url, '/health/live')).rejects.toThrow();
    slow.close();
    await auth.close();
  });
});
