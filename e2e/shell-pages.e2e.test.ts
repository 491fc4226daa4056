/// <reference lib="dom" />
// Page functions (evaluate) run in the browser: DOM types for them.
import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.js';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { startE2EPlatform, type E2EPlatform } from './support/platform.js';

jest.setTimeout(300_000);

const SELLER = { email: 'seller@demo.remotelistings.test', password: 'demo-seller' };

/** The shell's own screens: path, document title, the one h1. */
const SHELL_ROUTES = [
  { path: '/', title: 'Remote Listings | Premium Used Vehicle Marketplace', h1: /^Sell your (Mercedes|BMW|Porsche|Lexus|Range Rover) We handle the buyers\.$/ },
  { path: '/auth', title: 'Sign In | Remote Listings', h1: /^Welcome back$/ },
  { path: '/how-it-works', title: 'How It Works | Remote Listings', h1: /^How It Works$/ },
  { path: '/financing', title: 'Financing | Remote Listings', h1: /^Financing$/ },
  { path: '/faq', title: 'Frequently Asked Questions | Remote Listings', h1: /^Frequently Asked Questions$/ },
  { path: '/privacy-policy', title: 'Privacy Policy | Remote Listings', h1: /^Privacy Policy$/ },
  { path: '/terms', title: 'Terms of Service | Remote Listings', h1: /^Terms of Service$/ },
  { path: '/no-such-page', title: 'Page Not Found | Remote Listings', h1: /^404 Page Not Found$/ },
];

describe('shell pages in the browser', () => {
  let platform: E2EPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startE2EPlatform('node');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  const open = async (options: Parameters<Browser['newContext']>[0] = {}) => {
    const context = await browser.newContext({ viewport: DESKTOP, ...options });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  };

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('every shell route (%s): one h1, its title, no serious or critical axe violation', async (label, viewport) => {
    const { context, page, errors } = await open({ viewport });
    const problems: string[] = [];
    for (const route of SHELL_ROUTES) {
      await page.goto(`${platform.url}${route.path}`);
      const h1 = page.locator('h1');
      await h1.first().waitFor({ timeout: 20_000 });
      if (route.path === '/') await scrollThrough(page);
      expect(await h1.count()).toBe(1);
      expect((await h1.textContent())?.trim()).toMatch(route.h1);
      expect(await page.title()).toBe(route.title);
      const violations = await seriousAxeViolations(page);
      problems.push(...violations.map((v) => `${route.path}: ${v}`));
      await shot(page, `shell-${route.path.slice(1).replace(/\W+/g, '-') || 'home'}-${label}`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('landing: rotating brand word, reviews carousel that advances and pauses, listings from the API', async () => {
    const { context, page, errors } = await open();
    await page.goto(`${platform.url}/`);
    const word = page.getByTestId('rotating-brand');
    const first = await word.textContent();
    await eventually(async () => (await word.textContent()) !== first, 9_000, 'the brand word changes');

    // Current Remote Listings: the latest approved listings as links to /vehicles/{id}
    const listings = page.getByRole('region', { name: 'Current Remote Listings' });
    await listings.scrollIntoViewIfNeeded();
    const cards = listings.getByRole('heading', { level: 3 }).getByRole('link');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBe(6);
    expect(await cards.first().getAttribute('href')).toMatch(/^\/vehicles\/\d+$/);
    await shot(page, 'landing-listings-desktop');

    const reviews = page.getByRole('region', { name: 'What Our Customers Say' });
    await reviews.scrollIntoViewIfNeeded();
    const track = page.getByTestId('reviews-track');
    await page.mouse.move(0, 0); // hovering the carousel would pause it
    const start = Number(await track.getAttribute('data-position'));
    await eventually(async () => Number(await track.getAttribute('data-position')) !== start, 9_000, 'the reviews advance');
    await shot(page, 'landing-reviews-desktop');
    await reviews.getByRole('button', { name: 'Pause reviews' }).click();
    const paused = await track.getAttribute('data-position');
    await page.waitForTimeout(5_000);
    expect(await track.getAttribute('data-position')).toBe(paused);
    await reviews.getByRole('button', { name: 'Play reviews' }).waitFor();
    expect(await reviews.getByRole('link', { name: /Read all reviews on Google/ }).getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a brand tile lands on the filtered search /search?make=BMW', async () => {
    const { context, page, errors } = await open({ viewport: PHONE });
    await page.goto(`${platform.url}/`);
    const brands = page.getByRole('region', { name: 'Popular Premium Brands' });
    await scrollTo(page, brands);
    expect(await brands.getByTestId('brand-card').first().evaluate((el) => el.getBoundingClientRect().width)).toBe(280);
    await shot(page, 'landing-brands-phone');
    await brands.getByRole('link', { name: /Browse BMW/ }).click();
    await page.waitForURL(`${platform.url}/search?make=BMW`);
    expect(await page.title()).toBe('Vehicle Search | Remote Listings');
    await page.locator('main h1').first().waitFor({ timeout: 20_000 });
    await eventually(async () => (await page.locator('main').getByText(/\bBMW\b/).count()) > 0, 20_000, 'BMW results');
    await shot(page, 'search-bmw-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('reduced motion: the brand word and the reviews stay put, sections show without animation', async () => {
    const { context, page } = await open({ reducedMotion: 'reduce' });
    await page.goto(`${platform.url}/`);
    const word = page.getByTestId('rotating-brand');
    expect(await word.textContent()).toBe('Mercedes');
    await page.getByRole('region', { name: 'What Our Customers Say' }).scrollIntoViewIfNeeded();
    const track = page.getByTestId('reviews-track');
    await track.waitFor();
    const position = await track.getAttribute('data-position');
    await page.waitForTimeout(5_000);
    expect(await word.textContent()).toBe('Mercedes');
    expect(await track.getAttribute('data-position')).toBe(position);
    expect(await page.getByRole('button', { name: /Pause reviews|Pause brand animation/ }).count()).toBe(0);
    expect(await page.locator('[data-reveal="hidden"]').count()).toBe(0);
    await context.close();
  });

  test('keyboard: skip link first, visible focus, the mobile sheet keeps focus inside', async () => {
    const { context, page } = await open({ viewport: PHONE });
    await page.goto(`${platform.url}/faq`);
    await page.locator('h1').waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true); // visible when focused
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // a focused control shows an outline
    const question = page.getByRole('button', { name: 'How much does it cost to list my car?' });
    await question.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await question.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    expect(await question.getAttribute('aria-expanded')).toBe('true');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await shot(page, 'mobile-sheet-keyboard-phone');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await context.close();
  });

  test('header, side sheet and footer at 360, 390, 768, 1024 and 1440 px (spec §2)', async () => {
    for (const width of [360, 390, 768, 1024, 1440]) {
      const { context, page } = await open({ viewport: { width, height: 800 } });
      await page.goto(`${platform.url}/how-it-works`);
      await page.locator('h1').waitFor();
      const header = page.getByRole('banner');
      if (width >= 1024) {
        const nav = header.getByRole('navigation', { name: 'Main' });
        expect(await nav.getByRole('link').allTextContents()).toEqual(['Buy Cars', 'Sell Your Car', 'How It Works']);
        for (const name of ['Sign In', 'Register']) expect(await header.getByRole('link', { name }).getAttribute('href')).toBe('/auth');
        expect(await header.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      } else {
        await header.getByRole('button', { name: 'Open menu' }).click();
        const sheet = page.getByRole('dialog', { name: 'Menu' });
        expect(await sheet.getByRole('link').allTextContents()).toEqual(['Buy Cars', 'Sell Your Car', 'How It Works', 'Sign In', 'Register']);
        await shot(page, `sheet-${width}`);
        await sheet.getByRole('link', { name: 'Buy Cars' }).click();
        await page.waitForURL(`${platform.url}/search`);
        expect(await sheet.count()).toBe(0);
      }
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
      expect(await footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link').count()).toBe(7);
      expect(await footer.getByText(/© 2024 Remote Listings/).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      await header.screenshot({ path: `${process.cwd()}/e2e/screenshots/header-${width}.png` });
      await context.close();
    }
  });

  test.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('signed-in home (%s): greeting, listings with statuses, saved vehicles, latest listings', async (label, viewport) => {
    const { context, page, errors } = await signedIn(viewport);
    const recent = await page.request.get(`${platform.url}/api/vehicles/recent`);
    const [saved] = (await recent.json()) as Array<{ id: number; make: string; model: string; year: number }>;
    await page.addInitScript((id) => localStorage.setItem('savedVehicles', JSON.stringify([id])), saved!.id);
    await page.goto(`${platform.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Morgan' }).waitFor({ timeout: 20_000 });
    expect(await page.locator('h1').count()).toBe(1);
    const mine = page.getByRole('region', { name: 'Your Listings' });
    await mine.getByRole('list', { name: 'Your latest listings' }).waitFor({ timeout: 20_000 });
    const counts = await mine.getByRole('list', { name: 'Listings by status' }).textContent();
    for (const label of ['Pending', 'Active', 'Rejected', 'Sold']) expect(counts).toContain(label);
    expect(await page.getByRole('main').getByRole('link', { name: 'Sell Your Car' }).getAttribute('href')).toBe('/create-listing');
    const savedList = page.getByRole('region', { name: 'Saved Vehicles' }).getByRole('list', { name: 'Your saved vehicles' });
    await savedList.getByRole('link', { name: `${saved!.year} ${saved!.make} ${saved!.model}` }).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Latest Listings' }).getByRole('heading', { level: 3 }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `signed-in-home-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  async function signedIn(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const session = await open({ viewport });
    const res = await session.page.request.post(`${platform.url}/api/login`, { data: SELLER });
    expect(res.status()).toBe(200);
    return session;
  }
});

/** Polls `check` until it answers true; fails with `what` after `timeout` ms. */
async function eventually(check: () => Promise<boolean>, timeout: number, what: string) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting: ${what}`);
}

/** Scrolls to the bottom in steps (loads the deferred sections, reveals them), then back to the top. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done && i > 2) break;
  }
  await page.getByRole('region', { name: 'Current Remote Listings' }).getByRole('heading', { level: 3 }).first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(800); // the reveal transition
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function scrollTo(page: Page, locator: Locator) {
  await page.evaluate(() => window.scrollBy(0, window.innerHeight));
  await locator.waitFor({ timeout: 20_000 });
  await locator.scrollIntoViewIfNeeded();
  await page.waitForTimeout(800);
}
