import { loadConfig } from '../src/env.js';
import { CONTENT_SECURITY_POLICY, PAGE_HEADERS } from '../src/routing-table.js';
import { nginxForTests, startNginxGateway, startNodeGateway, type Running, type StartGateway } from './support/engines.js';
import { startEchoService, startFakeAuth, type Fake } from './support/fakes.js';
import { INDEX_HTML, makeStaticRoot, testGatewayConfig } from './support/fixtures.js';
import { ask } from './support/http-client.js';

const env = {
  AUTH_URL: 'http://127.0.0.1:4001',
  LISTINGS_URL: 'http://127.0.0.1:4002',
  MODERATION_URL: 'http://127.0.0.1:4003',
  MEDIA_URL: 'http://127.0.0.1:4004',
  ENRICHMENT_URL: 'http://127.0.0.1:4005',
  SALES_URL: 'http://127.0.0.1:4007',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'rl-media',
};

describe('development mailbox configuration', () => {
  it('routes /dev/mailbox only when MAILBOX_URL is set and NODE_ENV is not production', () => {
    expect(loadConfig(env).mailboxUrl).toBeUndefined();
    expect(loadConfig({ ...env, MAILBOX_URL: 'http://127.0.0.1:7025/' }).mailboxUrl).toBe('http://127.0.0.1:7025');
    expect(loadConfig({ ...env, NODE_ENV: 'development', MAILBOX_URL: 'http://127.0.0.1:7025' }).mailboxUrl).toBe('http://127.0.0.1:7025');
    expect(loadConfig({ ...env, NODE_ENV: 'production', MAILBOX_URL: 'http://127.0.0.1:7025' }).mailboxUrl).toBeUndefined();
    expect(() => loadConfig({ ...env, MAILBOX_URL: 'smtp://127.0.0.1:7025' })).toThrow(/MAILBOX_URL: must be an http\(s\) URL/);
  });
});

const engines: [string, () => StartGateway][] = [
  ['node', () => startNodeGateway],
  ['nginx', () => startNginxGateway(nginxForTests())],
];

describe.each(engines)('development mailbox (%s)', (_engine, engine) => {
  let auth: Fake;
  let services: Fake;
  let mailbox: Fake;
  let fixture: ReturnType<typeof makeStaticRoot>;
  let withMailbox: Running;
  let without: Running;

  beforeAll(async () => {
    auth = await startFakeAuth();
    services = await startEchoService('service');
    mailbox = await startEchoService('mailbox');
    fixture = makeStaticRoot();
    const config = testGatewayConfig({
      root: fixture.root,
      upstreams: { auth: auth.url, listings: services.url, moderation: services.url, media: services.url, enrichment: services.url, sales: services.url },
      s3: { endpoint: services.url, bucket: 'media-test' },
    });
    const start = engine();
    withMailbox = await start({ ...config, mailboxUrl: mailbox.url });
    without = await start(config);
  });

  afterAll(async () => {
    await Promise.all([withMailbox, without].filter(Boolean).map((g) => g.close()));
    await Promise.all([auth, services, mailbox].filter(Boolean).map((f) => f.close()));
    fixture?.cleanup();
  });

  it.each(['/dev/mailbox/messages.json', '/dev/mailbox', '/dev/mailbox/3f2a-id'])('proxies %s to the catcher, path unchanged, without credentials', async (path) => {
    const r = await ask(withMailbox.url, path, { headers: { cookie: 'rl.sid=alice', 'x-identity': 'forged' } });
    expect(r.status).toBe(200);
    const seen = r.json();
    expect(seen).toMatchObject({ upstream: 'mailbox', method: 'GET', url: path });
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-identity']).toBeUndefined();
    expect(seen.headers['x-request-id']).toBe(r.headers['x-request-id']);
    // page headers stay on, once each
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    for (const h of Object.keys(PAGE_HEADERS)) expect(r.headers[h.toLowerCase()]).toBe(PAGE_HEADERS[h]);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('passes DELETE of the messages through (the tests empty the mailbox with it)', async () => {
    const r = await ask(withMailbox.url, '/dev/mailbox/messages.json', { method: 'DELETE' });
    expect(r.status).toBe(200);
    expect(r.json()).toMatchObject({ upstream: 'mailbox', method: 'DELETE', url: '/dev/mailbox/messages.json' });
  });

  it('passes a message page\'s reply form (POST with its body) through', async () => {
    const body = Buffer.from(new URLSearchParams({ text: 'Saturday at 10 works for me.' }).toString());
    const r = await ask(withMailbox.url, '/dev/mailbox/3f2a-id/reply', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'rl.sid=alice' }, body,
    });
    expect(r.status).toBe(200);
    const seen = r.json();
    expect(seen).toMatchObject({ upstream: 'mailbox', method: 'POST', url: '/dev/mailbox/3f2a-id/reply', bodyBytes: body.length });
    expect(seen.headers.cookie).toBeUndefined();
  });

  it.each(['/dev/mailbox/messages.json', '/dev/mailbox', '/dev/mailbox/3f2a-id'])('without MAILBOX_URL, %s answers 404, not the shell', async (path) => {
    const before = mailbox.seen.length;
    const r = await ask(without.url, path);
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('<div id="root">');
    expect(mailbox.seen.length).toBe(before);
  });

  it('leaves neighbouring client routes to the shell', async () => {
    const r = await ask(withMailbox.url, '/dev/mailboxes');
    expect(r.status).toBe(200);
    expect(r.text).toBe(INDEX_HTML);
  });
});
