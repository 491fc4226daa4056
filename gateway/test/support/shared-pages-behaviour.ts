import { gunzipSync } from 'node:zlib';
import { FIRST_SCREEN, HOME_TITLE, pageTitle, ROBOTS_DISALLOW, SEARCH_FIRST_REQUEST, STATIC_PAGES, INTERNAL_API, PAGE_DATA_HEADERS } from '@rl/contracts';
import { dataPreloadTag, LANDING_FIRST_SCREEN, SEARCH_FIRST_SCREEN, vehicleFirstScreen, renderPageHead, SHELL_HEAD_ANCHORS } from '@rl/page-render';
import { CONTENT_SECURITY_POLICY } from '../../src/routing-table.js';
import type { StartGateway, Running } from './engines.js';
import { startEchoService, startFakeAuth, type Fake } from './fakes.js';
import { makeStaticRoot, testGatewayConfig } from './fixtures.js';
import { ask, type Answer } from './http-client.js';
import { freePort } from './net.js';
import { readHead } from './page-head-reader.js';

/** index.html as the shell's build writes it: its own title and description are the anchors a filled head replaces. */
const SHELL_INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"/>${SHELL_HEAD_ANCHORS.description}<title>${HOME_TITLE}</title><script defer="defer" src="/main.3f9a1c2b.js"></script><link rel="preload" as="script" href="/main.3f9a1c2b.js"><link rel="preload" as="script" href="/7470.687f1699.js"></head><body><div id="root"></div></body></html>`;

/** A title that tries every way out of an attribute, a title element and a JSON-LD script. */
const NASTY_NAME = `2021 Citro\u00ebn "C5" <b>X</b> 'Tour' & </script><script>alert(1)</script> \u{1F697}`;

const carHead = (origin: string) =>
  renderPageHead(
    {
      title: pageTitle(NASTY_NAME),
      description: `$41,000 \u00b7 12,400 miles \u00b7 Miami, FL. ${NASTY_NAME}`,
      path: '/vehicles/1',
      image: '/media/img/0b5a9f6e-2c1d-4a8e-9f00-1c2d3e4f5a6b/large.webp',
      imageAlt: NASTY_NAME,
      type: 'product',
      jsonLd: { '@context': 'https://schema.org', '@type': 'Car', name: NASTY_NAME, offers: { '@type': 'Offer', price: '41000.00', priceCurrency: 'USD' } },
    },
    origin,
  );

/** listing 1's first screen, as listings renders it */
const CAR_FIRST_SCREEN = vehicleFirstScreen({
  heading: NASTY_NAME, price: '$41,000', location: 'Miami, FL', cover: '/media/img/0b5a9f6e-2c1d-4a8e-9f00-1c2d3e4f5a6b/large.webp',
});

interface FakeListings extends Fake {
  origins: string[];
}

/** The listings service's page routes: listing 1 is public, every other id is not; the sitemap echoes the origin. */
async function startFakeListings(): Promise<FakeListings> {
  const origins: string[] = [];
  const echo = await startEchoService('listings', (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith('/pages/')) return false;
    const origin = String(req.headers[PAGE_DATA_HEADERS.origin.toLowerCase()] ?? '');
    origins.push(origin);
    if (url === INTERNAL_API.listings.vehiclePageHead(1)) {
      const head = carHead(origin);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', [PAGE_DATA_HEADERS.head]: head, [FIRST_SCREEN.header]: CAR_FIRST_SCREEN })
        .end(head);
    } else if (url === INTERNAL_API.listings.vehiclePageHead(3)) {
      // a listings that answers without the head (an older version, say)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else if (url === `${INTERNAL_API.listings.sitemap}?page=2`) {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(`<urlset><url><loc>${origin}/vehicles/2</loc></url></urlset>`);
    } else if (url === INTERNAL_API.listings.sitemap) {
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/vehicles/1</loc></url></urlset>`);
    } else {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"error":"Not Found","message":"Vehicle not found"}');
    }
    return true;
  });
  return { ...echo, origins };
}

/** Pages that share and rank, run against the Node gateway and nginx rendered from the same table. */
export function describeSharedPages(engine: string, start: StartGateway): void {
  describe(`pages that share and rank (${engine})`, () => {
    let auth: Fake;
    let listings: FakeListings;
    let other: Fake;
    let fixture: ReturnType<typeof makeStaticRoot>;
    let gw: Running;
    let listingsDown: Running;
    let configured: Running;

    const configFor = (listingsUrl: string, publicOrigin?: string) => ({
      ...testGatewayConfig({
        root: fixture.root,
        upstreams: { auth: auth.url, listings: listingsUrl, moderation: other.url, media: other.url, enrichment: other.url, sales: other.url },
        s3: { endpoint: other.url, bucket: 'media-test' },
      }),
      publicOrigin,
    });

    beforeAll(async () => {
      auth = await startFakeAuth();
      listings = await startFakeListings();
      other = await startEchoService('other');
      fixture = makeStaticRoot(SHELL_INDEX);
      gw = await start(configFor(listings.url));
      listingsDown = await start(configFor(`http://127.0.0.1:${await freePort()}`));
      configured = await start(configFor(listings.url, 'https://cars.example.com'));
    });

    afterAll(async () => {
      await Promise.all([gw, listingsDown, configured].filter(Boolean).map((g) => g.close()));
      await Promise.all([auth, listings, other].filter(Boolean).map((f) => f.close()));
      fixture?.cleanup();
    });

    const expectShellPage = (r: Answer, status: number) => {
      expect(r.status).toBe(status);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.text).toContain('<div id="root"></div>');
      // the shell's entry script, held back under a first screen (FIRST_SCREEN.heldEntryScript)
      expect(r.text).toMatch(/<script (defer="defer"|type="x-after-first-screen") src="\/main\.3f9a1c2b\.js"><\/script>/);
    };

    it("fills a public listing's page with its title, photo, Open Graph and Twitter tags and JSON-LD, every value escaped", async () => {
      const r = await ask(gw.url, '/vehicles/1');
      expectShellPage(r, 200);
      const origin = new URL(gw.url).origin;
      const head = readHead(r.text);
      expect(head.titles).toEqual([pageTitle(NASTY_NAME)]);
      expect(head.meta.description).toEqual([expect.stringContaining(NASTY_NAME)]);
      expect(head.canonical).toEqual([`${origin}/vehicles/1`]);
      expect(head.meta['og:url']).toEqual([`${origin}/vehicles/1`]);
      expect(head.meta['og:title']).toEqual([pageTitle(NASTY_NAME)]);
      expect(head.meta['og:image']).toEqual([`${origin}/media/img/0b5a9f6e-2c1d-4a8e-9f00-1c2d3e4f5a6b/large.webp`]);
      expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
      expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'Car', name: NASTY_NAME, offers: expect.objectContaining({ '@type': 'Offer' }) })]);
      // nothing broke out: the JSON-LD and the shell's own script are the only scripts
      expect(head.scriptCount).toBe(2);
      expect(r.text).not.toContain('<script>alert(1)</script>');
      expect(listings.origins.at(-1)).toBe(origin);
    });

    it("paints a public listing's first screen before the app's root: its heading, price and cover photo, escaped", async () => {
      const r = await ask(gw.url, '/vehicles/1');
      expect(r.text.split(`${CAR_FIRST_SCREEN}${FIRST_SCREEN.anchor}`)).toHaveLength(2);
      const screen = r.text.slice(r.text.indexOf(`<div id="${FIRST_SCREEN.elementId}"`), r.text.indexOf(FIRST_SCREEN.anchor));
      expect(screen).toContain('$41,000');
      expect(screen).toContain('src="/media/img/0b5a9f6e-2c1d-4a8e-9f00-1c2d3e4f5a6b/medium.webp"');
      expect(screen).toContain('Citro&#235;n &quot;C5&quot; &lt;b&gt;X&lt;/b&gt;');
      expect(screen).not.toMatch(/<script|<b>X/);
      // the scripts wait for the picture: index.html's preloads are held back (the start script asks later)
      expect(r.text).not.toContain(FIRST_SCREEN.scriptPreload);
      expect(r.text.split(FIRST_SCREEN.heldScriptPreload)).toHaveLength(3);
      expect(r.text).toContain(`${FIRST_SCREEN.heldEntryScript}"/main.3f9a1c2b.js"></script>`);
      expect(r.text).not.toContain(FIRST_SCREEN.entryScript);
    });

    it('paints the search banner first on /search without a query only (a query may ask for another screen)', async () => {
      const plain = await ask(gw.url, '/search');
      expect(plain.text.split(`${SEARCH_FIRST_SCREEN}${FIRST_SCREEN.anchor}`)).toHaveLength(2);
      expect(plain.text.split(FIRST_SCREEN.heldScriptPreload)).toHaveLength(3);
      expect(plain.text).toContain(FIRST_SCREEN.heldEntryScript);
      for (const other of ['/search?view=simple', '/search?make=BMW', '/faq']) {
        const text = (await ask(gw.url, other)).text;
        expect(text).not.toContain(FIRST_SCREEN.elementId);
        expect(text.split(FIRST_SCREEN.scriptPreload)).toHaveLength(3);
        expect(text).toContain(`${FIRST_SCREEN.entryScript}"/main.3f9a1c2b.js"></script>`);
      }
    });

    it("paints the landing hero first on / for a visitor only (a signed-in user's home is another screen)", async () => {
      const visitor = await ask(gw.url, '/');
      expect(visitor.text.split(`${LANDING_FIRST_SCREEN}${FIRST_SCREEN.anchor}`)).toHaveLength(2);
      expect(visitor.text.split(FIRST_SCREEN.heldScriptPreload)).toHaveLength(3);
      expect(visitor.text).toContain(FIRST_SCREEN.heldEntryScript);
      const others = [
        ask(gw.url, '/', { headers: { cookie: 'theme=dark; rl.sid=s%3Aabc.def' } }),
        ask(gw.url, '/', { headers: { cookie: 'rl.sid=s%3Aabc.def' } }),
        ask(gw.url, '/?utm_source=mail'),
      ];
      for (const { text } of await Promise.all(others)) {
        expect(text).not.toContain(FIRST_SCREEN.elementId);
        expect(text.split(FIRST_SCREEN.scriptPreload)).toHaveLength(3);
        expect(text).toContain(`${FIRST_SCREEN.entryScript}"/main.3f9a1c2b.js"></script>`);
      }
      // another cookie is no session: the visitor's picture
      const withOtherCookie = await ask(gw.url, '/', { headers: { cookie: 'theme=dark; xrl.sid=1' } });
      expect(withOtherCookie.text).toContain(LANDING_FIRST_SCREEN);
    });

    it.each(['/vehicles/2', '/vehicles/0', '/vehicles/abc', '/vehicles/1/extra', '/vehicles/12345678901'])(
      '%s answers 404 with the shell (its not-found screen), no listing tags',
      async (path) => {
        const r = await ask(gw.url, path);
        expectShellPage(r, 404);
        expect(r.text).toBe(SHELL_INDEX);
      },
    );

    it("keeps the shell's own title and description when listings answers without a head", async () => {
      const r = await ask(gw.url, '/vehicles/3');
      expectShellPage(r, 200);
      const head = readHead(r.text);
      expect(head.titles).toEqual([HOME_TITLE]);
      expect(head.meta.description).toHaveLength(1);
      expect(r.text).not.toContain(FIRST_SCREEN.elementId);
    });

    it('serves the page without server tags when listings cannot answer', async () => {
      const r = await ask(listingsDown.url, '/vehicles/1');
      expectShellPage(r, 200);
      expect(r.text).toBe(SHELL_INDEX);
    });

    it.each(STATIC_PAGES.map((p) => [p.path, p]))('%s has its own title, description and canonical link', async (path, page) => {
      const r = await ask(gw.url, `${path}${path === '/search' ? '?make=BMW' : ''}`);
      expectShellPage(r, 200);
      const head = readHead(r.text);
      expect(head.titles).toEqual([pageTitle(page.screen)]);
      expect(head.meta.description).toEqual([page.description]);
      expect(head.canonical).toEqual([`${new URL(gw.url).origin}${path}`]);
      expect(head.jsonLd).toEqual([]);
    });

    it("preloads the search page's first API request, only when the URL has no query (a query changes the request)", async () => {
      const plain = await ask(gw.url, '/search');
      expectShellPage(plain, 200);
      expect(plain.text.split(dataPreloadTag(SEARCH_FIRST_REQUEST))).toHaveLength(2);
      const filtered = await ask(gw.url, '/search?make=BMW');
      expect(filtered.text).not.toContain('as="fetch"');
      const faq = await ask(gw.url, '/faq');
      expect(faq.text).not.toContain('as="fetch"');
    });

    it('sends pages gzip-compressed to a browser that accepts it', async () => {
      const plain = await ask(gw.url, '/vehicles/1');
      const zipped = await ask(gw.url, '/vehicles/1', { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.body.length).toBeLessThan(plain.body.length);
      expect(gunzipSync(zipped.body).toString('utf8')).toBe(plain.text);
    });

    it('prints PUBLIC_URL, never the Host header, when it is configured', async () => {
      const r = await ask(configured.url, '/vehicles/1', { headers: { host: 'evil.example' } });
      expect(readHead(r.text).canonical).toEqual(['https://cars.example.com/vehicles/1']);
      expect(listings.origins.at(-1)).toBe('https://cars.example.com');
      const faq = await ask(configured.url, '/faq', { headers: { host: 'evil.example' } });
      expect(readHead(faq.text).canonical).toEqual(['https://cars.example.com/faq']);
    });

    it('serves a real robots.txt: public pages allowed, private areas disallowed, the sitemap named', async () => {
      const r = await ask(gw.url, '/robots.txt');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^text\/plain/);
      const lines = r.text.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const p of ROBOTS_DISALLOW) expect(lines).toContain(`Disallow: ${p}`);
      expect(lines).toContain(`Sitemap: ${new URL(gw.url).origin}/sitemap.xml`);
      expect(readHead(r.text).titles).toEqual([]);
    });

    it("serves the listings service's sitemap with the public origin", async () => {
      const r = await ask(configured.url, '/sitemap.xml');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/^application\/xml/);
      expect(r.text).toContain('<loc>https://cars.example.com/vehicles/1</loc>');
    });

    it("passes a sitemap index's page number on, and the listings service's refusals back", async () => {
      const page = await ask(gw.url, '/sitemap.xml?page=2');
      expect(page.status).toBe(200);
      expect(page.text).toContain('/vehicles/2</loc>');
      const beyond = await ask(gw.url, '/sitemap.xml?page=9');
      expect(beyond.status).toBe(404);
      expect(beyond.json()).toMatchObject({ statusCode: 404 });
    });

    it('answers 503 with Retry-After for the sitemap while listings is unreachable', async () => {
      const r = await ask(listingsDown.url, '/sitemap.xml');
      expect(r.status).toBe(503);
      expect(r.headers['retry-after']).toBeTruthy();
      expect(r.headers['content-type']).toMatch(/^text\/plain/);
    });
  });
}
