import { API_ROUTES, API_DOCS, CONTENT_SECURITY_POLICY } from '../src/routing-table.js';
import { nginxForTests, startNginxGateway, startNodeGateway, type Running, type StartGateway } from './support/engines.js';
import { startEchoService, startFakeAuth, type Fake } from './support/fakes.js';
import { makeStaticRoot, testGatewayConfig } from './support/fixtures.js';
import { ask } from './support/http-client.js';

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
}

/** `/api/openapi.json`, `/api/docs` and its script, served by both gateways from the routing table's API_DOCS. */
function describeApiDocs(engine: string, start: () => StartGateway): void {
  describe(`API documentation (${engine})`, () => {
    let auth: Fake & { identityCalls: unknown[] };
    let echo: Fake;
    let fixture: ReturnType<typeof makeStaticRoot>;
    let gw: Running;

    beforeAll(async () => {
      auth = await startFakeAuth();
      echo = await startEchoService('listings');
      fixture = makeStaticRoot();
      gw = await start()(testGatewayConfig({
        root: fixture.root,
        upstreams: { auth: auth.url, listings: echo.url, moderation: echo.url, media: echo.url, enrichment: echo.url, sales: echo.url },
        s3: { endpoint: echo.url, bucket: 'media-test' },
      }));
    });

    afterAll(async () => {
      await gw?.close();
      await Promise.all([auth, echo].filter(Boolean).map((f) => f.close()));
      fixture?.cleanup();
    });

    it('serves the OpenAPI 3.1 document, covering every public route of the routing table', async () => {
      const r = await ask(gw.url, '/api/openapi.json');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^application\/json/);
      const doc = r.json() as Doc;
      expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
      const samples = Object.keys(doc.paths).map((p) => p.replace(/\{[^}]+\}/g, '1'));
      for (const route of API_ROUTES) {
        const covered = route.match === 'exact' ? samples.includes(route.path)
          : samples.some((p) => p.startsWith(route.path) || p === route.path.slice(0, -1));
        expect({ route: route.path, covered }).toEqual({ route: route.path, covered: true });
      }
    });

    it('serves the page with the page headers and a same-origin script, no inline code', async () => {
      const r = await ask(gw.url, '/api/docs');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      const html = r.text;
      expect(html).toContain('<script src="/api/docs.js"></script>');
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
      const js = await ask(gw.url, '/api/docs.js');
      expect(js.status).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
      expect(js.text).toContain('/api/openapi.json');
    });

    it('answers without asking auth and without reaching a service', async () => {
      const before = auth.identityCalls.length;
      for (const f of API_DOCS.files) expect((await ask(gw.url, f.path)).status).toBe(200);
      expect(auth.identityCalls.length).toBe(before);
    });
  });
}

describeApiDocs('node', () => startNodeGateway);
describeApiDocs('nginx', () => startNginxGateway(nginxForTests()));
