import { jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { eventuallyEqual, expectChecked, expectText, expectValue, hidden, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

// The buyer's promise (spec §2): search and filter the demo listings, sort them, open one, look
// through its photos, save it, share it, send the contact form and see the thanks, then find it
// again among the saved vehicles; on a phone and on a desktop.
// Once through the Node gateway, once through nginx in front of two replicas of every service.
describe.each([
  ['node', 1],
  ['nginx', 2],
] as const)('buyer journey (mfe-buyer through the %s gateway, %i replica(s) per service)', (gateway, replicas) => {
  let platform: E2EPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startE2EPlatform(gateway, replicas);
    browser = await launchBrowser();
  }, PLATFORM_START_MS);
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: platform.url });
    return { context, page: await context.newPage() };
  }

  /** The id of the newest approved listing, read from the search page. */
  async function firstListingId(page: Page): Promise<number> {
    await page.goto(`${platform.url}/search`);
    await waitForResults(page);
    const href = await page.getByRole('region', { name: 'Search results' }).getByTestId('vehicle-card').first().getByRole('link').getAttribute('href');
    return Number(href!.split('/').pop());
  }

  describe.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('on a %s', (name, viewport) => {
    it('searches, filters, sorts, opens a listing, uses the gallery, saves, shares and contacts', async () => {
      const { context, page } = await newPage(viewport);
      const errors = collectPageErrors(page);
      const results = page.getByRole('region', { name: 'Search results' });
      const cards = results.getByTestId('vehicle-card');

      // a brand link from the landing page
      await page.goto(`${platform.url}/search?make=BMW`);
      await waitForResults(page);
      await allTitlesMatch(cards, /^\d{4} BMW /);
      await visible(page.getByText('1 filter applied'));
      await shot(page, `buyer-search-bmw-${name}`);

      // the hero search: another make, and the brand chip mapping Range Rover -> Land Rover
      await page.getByRole('button', { name: 'Range Rover' }).click();
      await page.waitForURL(/make=Land\+Rover/);
      await waitForResults(page);
      // the BMW cards stay until the new answer replaces them
      await allTitlesMatch(cards, /Land Rover/);

      // filter: all makes, body type SUV (drawer on the phone, side panel on the desktop)
      await page.goto(`${platform.url}/search`);
      await waitForResults(page);
      const allCount = await resultCount(page);
      if (name === 'phone') {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await drawer.getByLabel('Body Type').selectOption('SUV');
        await page.waitForURL(/bodyType=SUV/);
        await visible(drawer.getByText('1 filter applied'));
        await shot(page, `buyer-filter-drawer-${name}`);
        await page.keyboard.press('Escape');
        await hidden(page.getByRole('dialog', { name: 'Filters' }));
      } else {
        await page.getByRole('complementary', { name: 'Filters' }).getByLabel('Body Type').selectOption('SUV');
        await page.waitForURL(/bodyType=SUV/);
      }
      await waitForResults(page);
      // the URL changes before the new answer arrives: wait for the count to move
      const suvCount = await countOtherThan(page, allCount);
      expect(suvCount).toBeGreaterThan(0);
      expect(suvCount).toBeLessThan(allCount);

      // sort: price, low to high
      await page.getByLabel('Sort by').selectOption('price_asc');
      await page.waitForURL(/sortBy=price_asc/);
      await waitForResults(page);
      // as above, the sorted answer may land a moment after the URL changes
      const isSorted = (p: number[]) => p.length > 1 && p.every((v, i) => i === 0 || p[i - 1] <= v);
      await waitUntil(() => cardPrices(cards), isSorted, 'more than one price, lowest first');
      await shot(page, `buyer-search-suv-by-price-${name}`);

      // the back button returns to the previous search, forward to the sorted one
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('sortBy'));
      await expectValue(page.getByLabel('Sort by'), 'created_desc');
      await page.goForward();
      await page.waitForURL(/sortBy=price_asc/);
      await waitForResults(page);
      await waitUntil(() => cardPrices(cards), isSorted, 'the sorted answer again');

      // open the cheapest SUV
      const first = cards.first();
      const vehicleName = (await first.getByRole('heading').textContent())!.trim();
      await first.getByRole('link').click();
      await page.waitForURL(/\/vehicles\/\d+$/);
      const vehicleId = Number(new URL(page.url()).pathname.split('/').pop());
      await visible(page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRegExp(vehicleName)}`) }));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
      await eventuallyEqual(() => crumbs.allTextContents(), ['Home', 'Vehicle Listings', vehicleName], 'the breadcrumb');

      // the gallery: next, arrow keys, thumbnails
      const gallery = page.getByTestId('gallery');
      const counter = gallery.getByTestId('gallery-counter');
      await expectText(counter, '1 / 9');
      await gallery.getByRole('button', { name: 'Next photo' }).click();
      await expectText(counter, '2 / 9');
      await gallery.focus();
      await page.keyboard.press('ArrowRight');
      await expectText(counter, '3 / 9');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expectText(counter, '9 / 9');
      await gallery.getByRole('button', { name: 'Show photo 5 of 9' }).click();
      await expectText(counter, '5 / 9');
      const photo = gallery.getByRole('img', { name: /photo 5 of 9$/ });
      await visible(photo);
      await waitUntil(() => photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth), (w) => w > 0, 'photo 5 loaded');
      await shot(page, `buyer-detail-gallery-${name}`);

      // save
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await visible(toastText(page, 'Vehicle saved!'));
      await visible(toastText(page, 'Access your saved vehicles from your dashboard.'));
      // (string expressions: the node tsconfig has no DOM types)
      await eventuallyEqual(() => page.evaluate('JSON.parse(localStorage.getItem("savedVehicles") ?? "[]")'), [vehicleId], 'the saved vehicles');

      // share: the link to this listing goes to the clipboard
      await page.getByRole('button', { name: 'Share' }).click();
      await visible(toastText(page, /Shared successfully!|Link copied to clipboard!|Link copied!/));
      if (await toastText(page, 'Link copied to clipboard!').count()) {
        expect(await page.evaluate('navigator.clipboard.readText()')).toBe(`${platform.url}/vehicles/${vehicleId}`);
      }

      // contact the seller: required fields first, then the thanks and a reset form
      const form = page.locator('form', { has: page.getByRole('heading', { name: 'Contact Seller' }) });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await visible(toastText(page, 'Please fill in all required fields.'));
      await expectValue(form.getByLabel(/^Subject/), `Interested in your ${vehicleName}`);
      await form.getByLabel(/^First name/).fill('Grace');
      await form.getByLabel(/^Last name/).fill('Hopper');
      await form.getByLabel(/^Email/).fill(`grace.${name}@example.com`);
      await form.getByLabel(/financing/).check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await visible(toastText(page, 'Thank You!'));
      await visible(toastText(page, `Thanks for reaching out about the ${vehicleName}! The seller will be in touch soon.`));
      await expectValue(form.getByLabel(/^First name/), '');
      await expectChecked(form.getByLabel(/financing/), false);
      await shot(page, `buyer-contact-thanks-${name}`);

      // similar vehicles: priced within 5000, without this one
      const similar = page.getByRole('region', { name: 'Similar Vehicles' });
      if (await similar.count()) {
        for (const href of await similar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
          expect(href).not.toBe(`/vehicles/${vehicleId}`);
        }
      }

      // the saved view lists it
      await page.goto(`${platform.url}/search?view=saved`);
      await visible(page.getByRole('heading', { level: 1, name: 'Saved Vehicles' }));
      await visible(page.getByTestId('vehicle-card').getByRole('heading', { name: vehicleName }));
      await shot(page, `buyer-saved-${name}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  });

  it('the buyer screens have no serious accessibility problems (axe, in the content area)', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    // the gateway's CSP forbids inline scripts: this context lets the axe script in
    const context = await browser.newContext({ viewport: PHONE, bypassCSP: true });
    const page = await context.newPage();
    const id = await firstListingId(page);
    const screens = ['/search', '/search?view=simple&make=BMW', '/search?view=saved', `/vehicles/${id}`, '/vehicles/987654'];
    const problems: string[] = [];
    for (const path of screens) {
      await page.goto(`${platform.url}${path}`);
      await visible(page.getByRole('heading', { level: 1 }));
      await contentLoaded(page);
      await page.addScriptTag({ content: axeSource });
      const found = (await page.evaluate(`axe.run('#main', { resultTypes: ['violations'] }).then((r) =>
        r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`)) as string[];
      problems.push(...found.map((f) => `${path} ${f}`));
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an unknown listing reads Vehicle Not Found; /vehicle/{id} goes to /vehicles/{id}', async () => {
    const { context, page } = await newPage(DESKTOP);
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/vehicles/987654`);
    await visible(page.getByRole('heading', { level: 1, name: 'Vehicle Not Found' }));
    await page.getByRole('link', { name: 'Browse All Vehicles' }).click();
    await page.waitForURL(`${platform.url}/search`);

    const id = await firstListingId(page);
    await page.goto(`${platform.url}/vehicle/${id}`);
    await page.waitForURL(`${platform.url}/vehicles/${id}`);
    await visible(page.getByTestId('gallery'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the simple variant searches by make and model (phone)', async () => {
    const { context, page } = await newPage(PHONE);
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/search?view=simple`);
    await visible(page.getByRole('heading', { level: 1, name: 'Search Vehicles' }));
    const bar = page.getByRole('search', { name: 'Vehicle search' });
    await bar.getByLabel('Make').selectOption('Porsche');
    await bar.getByLabel('Model').locator('option', { hasText: '911' }).first().waitFor({ state: 'attached', timeout: 20_000 });
    await bar.getByLabel('Model').selectOption('911');
    await bar.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/view=simple&make=Porsche&model=911/);
    await waitForResults(page, 'simple');
    await allTitlesMatch(page.getByTestId('vehicle-card'), /Porsche 911/);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await shot(page, 'buyer-simple-search-phone');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForURL(`${platform.url}/search?view=simple`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Waits until the result list has loaded (no placeholders, a count shown). */
async function waitForResults(page: Page, variant: 'main' | 'simple' = 'main') {
  const scope = variant === 'main' ? page.getByRole('region', { name: 'Search results' }) : page.locator('main');
  await visible(page.getByText(/\d[\d,]* vehicles? found|No vehicles found/).first());
  await waitUntil(() => scope.getByTestId('card-skeleton').count(), (n) => n === 0, 'the result placeholders to go');
}

/** Waits until there are cards and every card's title matches (an earlier answer may still show at first). */
async function allTitlesMatch(cards: Locator, pattern: RegExp) {
  await waitUntil(() => cards.getByRole('heading').allTextContents(), (titles) => titles.length > 0 && titles.every((t) => pattern.test(t)), `every card title to match ${pattern}`);
}

/** The page has finished loading what it shows: no placeholders, every image decoded. */
async function contentLoaded(page: Page) {
  await waitUntil(() => page.locator('[data-testid="card-skeleton"], [aria-busy="true"]').count(), (n) => n === 0, 'the placeholders to go');
  await page.waitForFunction(() => document.readyState === 'complete', undefined, { timeout: 20_000 });
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/\d[\d,]* vehicles? found/).first().textContent();
  return Number(text!.replace(/[^\d]/g, ''));
}

/** The result count once it differs from `previous`. */
function countOtherThan(page: Page, previous: number): Promise<number> {
  return waitUntil(() => resultCount(page), (n) => n !== previous, `the result count to change from ${previous}`);
}

async function cardPrices(cards: Locator): Promise<number[]> {
  const texts = await cards.getByText(/^\$[\d,]+$/).allTextContents();
  return texts.map((t) => Number(t.replace(/[$,]/g, '')));
}

/** A toast's text (Radix also renders a hidden copy for screen readers: take the visible one). */
function toastText(page: Page, text: string | RegExp): Locator {
  return page.getByText(text, { exact: typeof text === 'string' }).filter({ visible: true });
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
