/// <reference lib="dom" />
// Page functions (evaluate) run in the browser: DOM types for them.
import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { PublicVehicle } from '@rl/contracts';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { startE2EPlatform, type E2EPlatform } from './support/platform.js';

jest.setTimeout(300_000);

const WAIT_MS = 20_000;
const heading = (v: PublicVehicle) => [v.year, v.make, v.model, v.trim].filter(Boolean).join(' ');

/** What a messenger's link preview reads: the raw HTML, no JavaScript. */
async function fetchPage(url: string) {
  const res = await fetch(url, { headers: { 'user-agent': 'link-preview-check' } });
  const html = await res.text();
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  return { status: res.status, html, meta, jsonLd: ld ? JSON.parse(ld) : undefined };
}

describe('pages that share and rank, on the running platform', () => {
  let platform: E2EPlatform;
  let browser: Browser;
  let car: PublicVehicle;

  beforeAll(async () => {
    platform = await startE2EPlatform('node');
    browser = await launchBrowser();
    const recent = (await (await fetch(`${platform.url}/api/vehicles/recent?limit=12`)).json()) as PublicVehicle[];
    car = recent.find((v) => v.images.length > 0)!;
    expect(car).toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  test("a shared link's HTML carries the car's title, photo and JSON-LD", async () => {
    const page = await fetchPage(`${platform.url}/vehicles/${car.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`<title>${heading(car)} | Remote Listings</title>`);
    expect(page.meta('og:image')).toMatch(new RegExp(`^${platform.url}/media/img/[0-9a-f-]+/large\\.webp$`));
    expect(page.jsonLd).toMatchObject({ '@type': 'Car', brand: { name: car.make }, offers: { '@type': 'Offer', priceCurrency: 'USD' } });
    // the photo a preview shows is really there
    const photo = await fetch(page.meta('og:image')!);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('the app still renders the vehicle page normally after a server-filled head (%s)', async (label, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const answer = await page.goto(`${platform.url}/vehicles/${car.id}`);
    expect(answer?.status()).toBe(200);
    await page.locator('h1', { hasText: heading(car) }).waitFor({ timeout: WAIT_MS });
    await page.locator('img[alt]').first().waitFor({ timeout: WAIT_MS });
    // one set of head tags, the server's title kept by the client
    const head = await page.evaluate(() => ({
      title: document.title,
      // the document's titles only: the price chart's SVG <title> names the chart, not the page
      titles: document.querySelectorAll('head > title').length,
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      ogImages: document.querySelectorAll('meta[property="og:image"]').length,
    }));
    expect(head).toEqual({ title: `${heading(car)} | Remote Listings`, titles: 1, descriptions: 1, canonicals: 1, ogImages: 1 });
    await shot(page, `share-vehicle-${label}`);
    // client-side navigation still titles the next screen
    await page.getByRole('link', { name: 'Vehicle Listings' }).click();
    await page.waitForFunction(() => document.title === 'Vehicle Search | Remote Listings', undefined, { timeout: WAIT_MS });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a 390 px phone the Share icon keeps its size and every price of the search hero reads whole', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/vehicles/${car.id}`);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await share.waitFor({ timeout: WAIT_MS });
    const icon = await share.locator('svg').evaluate((el) => el.getBoundingClientRect().width);
    expect(icon).toBeCloseTo(18, 0);
    // Save, Share and Compare all on the screen, none squeezed past its content
    const actions = await share.evaluate((el) => [...el.parentElement!.children].map((b) => ({
      right: b.getBoundingClientRect().right, clipped: b.scrollWidth > b.clientWidth + 1,
    })));
    expect(actions.every((a) => a.right <= PHONE.width && !a.clipped)).toBe(true);

    await page.goto(`${platform.url}/search`);
    const price = page.getByRole('search', { name: 'Vehicle search' }).getByLabel('Max Price');
    await price.waitFor({ timeout: WAIT_MS });
    // each option's text against the room the select gives it (a select cuts what does not fit: "Under $50,00")
    const cut = await price.evaluate((el) => {
      const select = el as HTMLSelectElement;
      const cs = getComputedStyle(select);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const room = select.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
      return [...select.options].filter((o) => ctx.measureText(o.text).width > room).map((o) => o.text);
    });
    expect(cut).toEqual([]);
    await shot(page, 'search-hero-prices-phone');
    expect(errors).toEqual([]);
    await page.close();
  });

  test("an unknown listing answers 404 and the app shows its not-found screen", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const answer = await page.goto(`${platform.url}/vehicles/987654321`);
    expect(answer?.status()).toBe(404);
    await page.locator('h1', { hasText: 'Vehicle Not Found' }).waitFor({ timeout: WAIT_MS });
    await context.close();
  });
});
