import request from 'supertest';
import { API, FIRST_SCREEN, GALLERY_PHOTO_SIZES, STATIC_PAGES, INTERNAL_API, PAGE_DATA_HEADERS } from '@rl/contracts';
import { ListingsEnvSchema } from '../src/env.js';
import { ListingChanges } from '../src/public-cache/listing-changes.js';
import { ViewCounter } from '../src/vehicles/view-counter.js';
import { alice, seedListing, startListings, type ListingsTestContext } from './listings-app.js';

const ORIGIN = 'https://cars.example.com';
const PHOTO = '0b5a9f6e-2c1d-4a8e-9f00-1c2d3e4f5a6b';
const NASTY = 'Launch "Edition" </script><script>alert(1)</script> & Co';

/** a small sitemap file, so that a second file takes a few dozen listings, not 45,000 */
const PER_FILE = 40;

let ctx: ListingsTestContext;
const id: Record<string, number> = {};
let vin = '';

const head = (vid: number | string, origin: string | null = ORIGIN) => {
  const r = request(ctx.http).get(INTERNAL_API.listings.vehiclePageHead(vid));
  return origin === null ? r : r.set(PAGE_DATA_HEADERS.origin, origin);
};
const jsonLdOf = (html: string) => {
  const m = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!m) throw new Error(`no JSON-LD in ${html}`);
  return JSON.parse(m[1]!);
};
/** a meta tag's content, its character references decoded as a browser would */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n))).replace(/&quot;/g, '"').replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>').replace(/&amp;/g, '&');

beforeAll(async () => {
  ctx = await startListings({ sitemapPerFile: PER_FILE });
  const photo = ctx.media.upload(alice!.userId, `${PHOTO}/large.webp`);
  for (const status of ['pending', 'approved', 'rejected', 'sold'] as const) {
    id[status] = await seedListing(ctx, alice, status, { images: [photo], description: NASTY });
  }
  vin = (await ctx.sql(`SELECT vin FROM vehicles WHERE id = $1`, [id.approved]))[0].vin;
});
afterAll(async () => { await ctx?.close(); });

describe('GET /pages/vehicles/{id} (the head tags of a listing page, for the gateway)', () => {
  it('gives an approved listing its title, description, canonical, cover photo and Car + Offer JSON-LD', async () => {
    const res = await head(id.approved!);
    expect(res.status).toBe(200);
    const html = res.text;
    expect(res.headers[PAGE_DATA_HEADERS.head.toLowerCase()]).toBe(html);
    expect(html).toContain('<title>2021 Porsche 911 Carrera S | Remote Listings</title>');
    expect(metaOf(html, 'description')).toMatch(/^\$124,900 \u00b7 12,000 miles \u00b7 Beverly Hills, CA\. Launch/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/vehicles/${id.approved}"/>`);
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/media/img/${PHOTO}/large.webp`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // the gallery's first photo (the page's largest paint) is fetched with the scripts, as the gallery's <img> asks for it
    const photo = (v: string) => `/media/img/${PHOTO}/${v}.webp`;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${photo('medium')}" imagesrcset="${photo('thumb')} 320w, ${photo('medium')} 960w, `
        + `${photo('large')} 1920w" imagesizes="${GALLERY_PHOTO_SIZES}" fetchpriority="high"/>`,
    );
    // and the detail screen's own API request, with the cookies its fetch sends (so the browser reuses the answer)
    expect(html).toContain(`<link rel="preload" as="fetch" href="${API.vehicle(id.approved!)}" crossorigin="use-credentials"/>`);
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Porsche 911 Carrera S',
      description: NASTY,
      url: `${ORIGIN}/vehicles/${id.approved}`,
      brand: { '@type': 'Brand', name: 'Porsche' },
      model: '911',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12000, unitCode: 'SMI' },
      color: 'Silver',
      bodyType: 'Coupe',
      fuelType: 'Premium Gasoline',
      driveWheelConfiguration: 'https://schema.org/RearWheelDriveConfiguration',
      itemCondition: 'https://schema.org/UsedCondition',
      offers: { '@type': 'Offer', price: '124900.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // who sells (the platform: its associate mediates every sale) and where the car is
    expect(ld.offers.seller).toEqual({ '@type': 'Organization', name: 'Remote Listings', url: ORIGIN });
    expect(ld.offers.availableAtOrFrom).toEqual({
      '@type': 'Place', name: 'Beverly Hills, CA',
      address: { '@type': 'PostalAddress', addressLocality: 'Beverly Hills', addressRegion: 'CA', addressCountry: 'US' },
    });
  });

  it("sends the page's first screen beside the head: heading, place, price and the cover photo the head preloads", async () => {
    const res = await head(id.approved!);
    const screen = res.headers[FIRST_SCREEN.header.toLowerCase()] as string;
    expect(screen).toMatch(new RegExp(`^<div id="${FIRST_SCREEN.elementId}" aria-hidden="true">`));
    expect(screen).toContain('<h1>2021 Porsche 911 Carrera S</h1>');
    expect(screen).toContain('<p class="rlfs-meta">Beverly Hills, CA</p><p class="rlfs-price">$124,900</p>');
    expect(screen).toContain(`src="/media/img/${PHOTO}/medium.webp"`);
    expect(screen).toContain(`sizes="${GALLERY_PHOTO_SIZES}"`);
    // nothing the seller wrote is in it (the description stays in the head)
    expect(screen).not.toContain('Launch');
    expect((await head(id.pending!)).headers[FIRST_SCREEN.header.toLowerCase()]).toBeUndefined();
  });

  it('escapes what the seller wrote: nothing closes the script or an attribute, and the answer is ASCII (it travels in a header)', async () => {
    const html = (await head(id.approved!)).text;
    expect(html).not.toContain('</script><script>');
    expect([...html.matchAll(/<script/g)]).toHaveLength(1);
    expect(html).toMatch(/^[\x20-\x7e]*$/);
    expect(html).toContain('Launch &quot;Edition&quot; &lt;/script&gt;');
    expect(metaOf(html, 'og:description')).toContain(NASTY);
  });

  it('never shows the VIN or the seller', async () => {
    const html = (await head(id.approved!)).text;
    expect(html).not.toContain(vin);
    expect(html).not.toContain('vehicleIdentificationNumber');
    expect(html).not.toContain('seller@example.com');
  });

  it('keeps a sold listing (public) with its offer sold out', async () => {
    const res = await head(id.sold!);
    expect(res.status).toBe(200);
    expect(jsonLdOf(res.text).offers.availability).toBe('https://schema.org/SoldOut');
    expect(metaOf(res.text, 'description')).toMatch(/^Sold\. /);
  });

  it.each(['pending', 'rejected'])('answers 404 for a %s listing', async (status) => {
    const res = await head(id[status]!);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<title>');
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    expect((await head(999_999)).status).toBe(404);
    const bad = await head('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it.each([
    ['missing', null],
    ['with a path', 'https://cars.example.com/x'],
    ['with markup', 'https://x"><script>'],
  ])('answers 400 naming X-Public-Origin when the origin is %s', async (_n, origin) => {
    const res = await head(id.approved!, origin);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: PAGE_DATA_HEADERS.origin, message: expect.stringContaining('origin') }]);
  });

  it('counts no view (the page itself asks the API, which counts it)', async () => {
    const counter = ctx.app.get(ViewCounter);
    await counter.flush();
    const before = (await ctx.sql(`SELECT views FROM vehicles WHERE id = $1`, [id.approved]))[0].views;
    await head(id.approved!);
    await counter.flush();
    expect((await ctx.sql(`SELECT views FROM vehicles WHERE id = $1`, [id.approved]))[0].views).toBe(before);
  });
});

const sitemap = (query = '') => request(ctx.http).get(`${INTERNAL_API.listings.sitemap}${query}`).set(PAGE_DATA_HEADERS.origin, ORIGIN);
const urlsOf = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /pages/sitemap.xml', () => {
  it('lists the static pages and every public listing with its last change, nothing else', async () => {
    const res = await request(ctx.http).get(INTERNAL_API.listings.sitemap).set(PAGE_DATA_HEADERS.origin, ORIGIN);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
    expect(locs).toHaveLength((xml.match(/<url>/g) ?? []).length);
    const urls = locs.map((m) => m[1]);
    for (const p of STATIC_PAGES) expect(urls.includes(`${ORIGIN}${p.path}`)).toBe(p.inSitemap);
    for (const status of ['approved', 'sold']) {
      const entry = locs.find((m) => m[1] === `${ORIGIN}/vehicles/${id[status]}`);
      expect(entry?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    for (const status of ['pending', 'rejected']) expect(urls).not.toContain(`${ORIGIN}/vehicles/${id[status]}`);
  });

  it.each([['0'], ['x'], ['1.5']])('answers 400 naming page for page=%s', async (page) => {
    const res = await sitemap(`?page=${page}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'page' })]);
  });

  it('answers page 1 as the whole sitemap while it fits one file, and 404 beyond', async () => {
    expect((await sitemap('?page=1')).text).toBe((await sitemap()).text);
    expect((await sitemap('?page=2')).status).toBe(404);
  });

  it('answers 400 naming X-Public-Origin without an origin', async () => {
    const res = await request(ctx.http).get(INTERNAL_API.listings.sitemap);
    expect(res.status).toBe(400);
    expect(res.body.fields[0].field).toBe(PAGE_DATA_HEADERS.origin);
  });
});

describe('GET /pages/sitemap.xml with more public listings than one file holds', () => {
  beforeAll(async () => {
    // copies of the approved listing, written in one statement (as many as one file holds, plus two)
    const columns = (await ctx.sql(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'vehicles' AND column_name <> 'id' AND is_generated = 'NEVER'`,
    )).map((r) => `"${r.column_name}"`).join(', ');
    await ctx.sql(
      `INSERT INTO vehicles (${columns}) SELECT ${columns} FROM vehicles, generate_series(1, $2) WHERE id = $1`,
      [id.approved, PER_FILE + 2],
    );
    ctx.app.get(ListingChanges).changed();
  }, 120_000);

  it('answers an index of the files; every public listing is in exactly one, the static pages in the first', async () => {
    const index = await sitemap();
    expect(index.status).toBe(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    expect(files).toEqual([`${ORIGIN}/sitemap.xml?page=1`, `${ORIGIN}/sitemap.xml?page=2`]);
    const first = urlsOf((await sitemap('?page=1')).text);
    const second = urlsOf((await sitemap('?page=2')).text);
    const staticUrls = STATIC_PAGES.filter((p) => p.inSitemap).map((p) => `${ORIGIN}${p.path}`);
    expect(first.slice(0, staticUrls.length)).toEqual(staticUrls);
    expect(first.length).toBe(staticUrls.length + PER_FILE);
    const listings = [...first.slice(staticUrls.length), ...second];
    expect(new Set(listings).size).toBe(listings.length);
    const publicCount = (await ctx.sql(`SELECT count(*)::int AS n FROM vehicles WHERE status IN ('approved', 'sold')`))[0].n;
    expect(listings).toHaveLength(publicCount);
    expect(listings).toContain(`${ORIGIN}/vehicles/${id.sold}`);
    expect((await sitemap('?page=3')).status).toBe(404);
  });

  it('keeps a file of the default size within the protocol\'s 50,000 URLs, static pages included', () => {
    const perFile = ListingsEnvSchema.parse({ DATABASE_URL: 'postgres://x/y', IDENTITY_SECRET: 'x'.repeat(32) }).SITEMAP_LISTINGS_PER_FILE;
    expect(perFile).toBeGreaterThanOrEqual(10_000);
    expect(perFile + STATIC_PAGES.filter((p) => p.inSitemap).length).toBeLessThanOrEqual(50_000);
  });
});
