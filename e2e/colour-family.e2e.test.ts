import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoVin } from '../scripts/seed/vin.mjs';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { signInWithSecondFactor } from './support/staff.js';
import { expectCount, expectValue, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

const SELLER = { email: 'seller@demo.remotelistings.test', password: 'demo-seller' };
const ADMIN = { email: 'admin@demo.remotelistings.test', password: 'demo-admin' };

// Issue 31, point 7: a colour the manufacturer names ("Blu Emozione") used to be found only under
// "Other". The seller picks the colour family the search filters by and keeps the paint's name beside
// it; the buyer's Blue filter finds the car, and its page reads "Blu Emozione (Blue)".
describe('exterior colour: a family to filter by, the manufacturer\'s name beside it', () => {
  let platform: E2EPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startE2EPlatform('node');
    browser = await launchBrowser();
  }, PLATFORM_START_MS);
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  async function signedIn(account: { email: string; password: string }, viewport: { width: number; height: number }): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    expect((await signInWithSecondFactor(context.request, platform.url, account)).status()).toBe(200);
    return context;
  }

  it.each([
    ['desktop', DESKTOP, 1],
    ['phone', PHONE, 2],
  ] as const)('the seller lists a Blue "Blu Emozione" car, the buyer\'s Blue filter finds it (%s)', async (size, viewport, n) => {
    // ---- the seller's form: the family is a list, the name is free text beside it ----
    const seller = await signedIn(SELLER, viewport);
    const page = await seller.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/create-listing`);
    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field('Make').selectOption('BMW');
    await field('Model').locator('option[value="X5"]').waitFor({ state: 'attached' });
    await field('Model').selectOption('X5');
    await field('Trim').locator('option[value="xDrive40i"]').waitFor({ state: 'attached' });
    await field('Trim').selectOption('xDrive40i');
    await field('Year').selectOption('2022');
    await expectValue(field('Drivetrain'), 'awd');
    await field('Mileage').fill(String(12_000 + n));
    await field('Price').fill('64900');
    await field('Condition').selectOption('excellent');
    const family = field('Exterior Color');
    expect(await family.evaluate((el) => el.tagName)).toBe('SELECT');
    expect(await family.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Black', 'White', 'Silver', 'Gray', 'Red', 'Blue', 'Green', 'Brown', 'Beige', 'Other']),
    );
    await family.selectOption('Blue');
    await field("Manufacturer's Color Name").fill('Blu Emozione');
    await field('Interior Color').fill('Cognac');
    await field('City/State').fill('Austin, TX');
    await field('ZIP Code').fill('78701');
    await field('VIN').fill(demoVin('5UX', 2022, 90_000 + (Date.now() % 9_000) + n));
    await field('Description').fill('One owner, dealer serviced, in a rare Italian blue.');
    await field('Phone').fill('(512) 555-0177');
    await family.scrollIntoViewIfNeeded();
    await shot(page, `colour-family-form-${size}`);
    await page.getByRole('button', { name: 'Publish Listing' }).click();
    await page.waitForURL(`${platform.url}/dashboard`);
    const row = page.getByRole('row').filter({ hasText: '2022 BMW X5 xDrive40i' }).first();
    const editHref = await row.getByRole('link', { name: 'Edit 2022 BMW X5' }).getAttribute('href');
    const id = Number(editHref?.split('edit=')[1]);
    const saved = await (await seller.request.get(`${platform.url}/api/vehicles/${id}`)).json();
    expect(saved).toMatchObject({ exteriorColor: 'Blue', exteriorColorName: 'Blu Emozione', interiorColor: 'Cognac' });
    // the edit form shows both again
    await page.goto(`${platform.url}/create-listing?edit=${id}`);
    await expectValue(field('Exterior Color'), 'Blue');
    await expectValue(field("Manufacturer's Color Name"), 'Blu Emozione');
    expect(errors).toEqual([]);
    await seller.close();

    const admin = await signedIn(ADMIN, DESKTOP);
    const approved = await admin.request.patch(`${platform.url}/api/admin/vehicles/${id}/status`, { data: { status: 'approved' } });
    expect([200, 202]).toContain(approved.status());
    await admin.close();

    // ---- the buyer: BMW X5s under "Other" do not hold it (where free text used to land); under Blue they do ----
    const buyer = await browser.newContext({ viewport });
    const search = await buyer.newPage();
    const buyerErrors = collectPageErrors(search);
    await search.goto(`${platform.url}/search?make=BMW&model=X5&exteriorColor=Other`);
    await waitForResults(search);
    const cards = search.getByRole('region', { name: 'Search results' }).getByTestId('vehicle-card');
    const card = cards.filter({ has: search.locator(`a[href$="/vehicles/${id}"]`) });
    await expectCount(card, 0);
    // the filter: a drawer on the phone, the side panel on the desktop
    if (size === 'phone') await search.getByRole('button', { name: /^Filters/ }).click();
    const panel = size === 'phone' ? search.getByRole('dialog', { name: 'Filters' }) : search.getByRole('complementary', { name: 'Filters' });
    await panel.getByLabel('Exterior Color').selectOption('Blue');
    await search.waitForURL(/exteriorColor=Blue/);
    if (size === 'phone') await search.keyboard.press('Escape');
    await waitForResults(search);
    await expectCount(card, 1);
    await visible(card);

    // ---- its page: the manufacturer's name with the family ----
    await search.goto(`${platform.url}/vehicles/${id}`);
    const colors = search.getByRole('region', { name: 'Colors' });
    await visible(colors.getByText('Blu Emozione (Blue)'));
    await colors.scrollIntoViewIfNeeded();
    await shot(search, `colour-family-detail-${size}`);
    expect(buyerErrors).toEqual([]);
    await buyer.close();
  });
});

async function waitForResults(page: Page) {
  const scope = page.getByRole('region', { name: 'Search results' });
  await visible(page.getByText(/\d[\d,]* vehicles? found|No vehicles found/).first());
  await waitUntil(() => scope.getByTestId('card-skeleton').count(), (n) => n === 0, 'the result placeholders to go');
}
