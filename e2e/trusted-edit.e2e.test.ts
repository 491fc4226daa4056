import { jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { signInWithSecondFactor } from './support/staff.js';
import { eventuallyEqual, expectText, hidden, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

const SELLER = { email: 'seller@demo.remotelistings.test', password: 'demo-seller' };
const ADMIN = { email: 'admin@demo.remotelistings.test', password: 'demo-admin' };

interface OwnListing {
  id: number; status: string; make: string; model: string; mileage: number; price: string; images: string[];
  revision: { id: number; status: string } | null;
}

// The trust promise, through nginx: a seller editing a live listing sees at once that a new photo is too
// dark, retakes it, and sends the edit; buyers keep finding the approved version (with the lower price at
// once) while the change waits; a moderator publishes it and the seller is told by mail.
// npm test: a platform of its own. It waits 20 s for a new photo's checks; on a platform shared with other files
// (and their photo work) it ran out of that wait on a very busy machine.
describe('a seller keeps a live listing true (nginx)', () => {
  let platform: E2EPlatform;
  let browser: Browser;
  let photoDir: string;
  let darkPhoto: string;
  let retakenPhoto: string;

  beforeAll(async () => {
    photoDir = mkdtempSync(join(tmpdir(), 'rl-trust-photos-'));
    darkPhoto = join(photoDir, 'taken-at-night.jpg');
    retakenPhoto = join(photoDir, 'retaken-in-daylight.jpg');
    writeFileSync(darkPhoto, await noisePhoto(12, 18));
    writeFileSync(retakenPhoto, await noisePhoto(110, 90));
    platform = await startE2EPlatform('nginx');
    browser = await launchBrowser();
  }, PLATFORM_START_MS);
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
    rmSync(photoDir, { recursive: true, force: true });
  });

  async function signedIn(account: typeof SELLER, viewport: typeof DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport });
    const login = await signInWithSecondFactor(context.request, platform.url, account);
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  /** what an anonymous buyer gets: the detail and whether a search for the car finds it */
  async function publicView(id: number, make: string, model: string) {
    const detail = await fetch(`${platform.url}/api/vehicles/${id}`);
    const body = detail.ok ? ((await detail.json()) as { status: string; mileage: number; price: string }) : null;
    const search = await fetch(`${platform.url}/api/vehicles/search?${new URLSearchParams({ make, model, limit: '100' })}`);
    const { vehicles } = (await search.json()) as { vehicles: { id: number }[] };
    return { status: body?.status, mileage: body?.mileage, price: body ? Number(body.price) : null, inSearch: vehicles.some((v) => v.id === id) };
  }

  it('a too-dark photo is flagged and retaken, the edit waits while the listing stays in search, a moderator publishes it', async () => {
    const { context, page, errors } = await signedIn(SELLER, DESKTOP);
    const mine = (await (await context.request.get(`${platform.url}/api/user/vehicles`)).json()) as OwnListing[];
    const car = mine.find((v) => v.status === 'approved' && v.images.length < 10 && !v.revision)!;
    expect(car).toBeDefined();
    const before = await publicView(car.id, car.make, car.model);
    expect(before).toMatchObject({ status: 'approved', mileage: car.mileage, inSearch: true });

    // ---- the edit form: a new photo is checked the moment it is uploaded ----
    await page.goto(`${platform.url}/edit-listing/${car.id}`);
    const added = `Photo ${car.images.length + 1}`;
    await page.getByTestId('photo-input').setInputFiles(darkPhoto);
    const darkChecks = page.getByRole('list', { name: `Checks of ${added.toLowerCase()}` });
    await expectText(darkChecks, /Too dark.*Retake in daylight/);
    await shot(page, 'trust-photo-flagged-desktop');

    // ---- retaken: the dark one removed, the daylight one passes ----
    await page.getByRole('button', { name: `Remove ${added.toLowerCase()}` }).click();
    await hidden(darkChecks);
    await page.getByTestId('photo-input').setInputFiles(retakenPhoto);
    await visible(page.locator(`[aria-label="${added}"]`).getByText('Looks good'));
    await page.getByLabel(`What ${added.toLowerCase()} shows`).selectOption({ label: 'Other' });

    // ---- a mileage correction (reviewed) and a price drop (live at once) ----
    const newMileage = car.mileage + 1_250;
    const newPrice = Math.round(Number(car.price)) - 1_000;
    await page.getByLabel('Mileage', { exact: true }).fill(String(newMileage));
    await page.getByLabel('Price', { exact: true }).fill(String(newPrice));
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Changes sent for review'));

    // buyers still find the approved version, already at the lower price
    await eventuallyEqual(() => publicView(car.id, car.make, car.model),
      { status: 'approved', mileage: car.mileage, price: newPrice, inSearch: true }, 'the live listing while the edit waits');
    const waiting = (await (await context.request.get(`${platform.url}/api/vehicles/${car.id}`)).json()) as OwnListing;
    expect(waiting.revision).toMatchObject({ status: 'pending' });
    await page.goto(`${platform.url}/dashboard`);
    await visible(page.getByText('Changes under review').first());
    await shot(page, 'trust-dashboard-under-review-desktop');
    expect(errors).toEqual([]);

    // ---- the moderator publishes the change ----
    const admin = await signedIn(ADMIN, DESKTOP);
    await admin.page.goto(`${platform.url}/admin`);
    await admin.page.getByRole('tab', { name: /^Changes to Review/ }).click();
    const card = admin.page.getByTestId(`revision-${waiting.revision!.id}`);
    await expectText(card, new RegExp(String(newMileage.toLocaleString('en-US'))));
    await shot(admin.page, 'trust-admin-changes-desktop');
    await card.getByRole('button', { name: 'Approve changes' }).click();
    await hidden(card);
    await eventuallyEqual(() => publicView(car.id, car.make, car.model),
      { status: 'approved', mileage: newMileage, price: newPrice, inSearch: true }, 'the published change');
    await waitUntil(async () => {
      const res = await fetch(`${platform.url}/dev/mailbox/messages.json`);
      const mails = (await res.json()) as { to: string; subject: string }[];
      return mails.some((m) => m.to.includes(SELLER.email) && /^Your changes to the .+ are live$/.test(m.subject));
    }, (found) => found, 'the seller\'s mail that the changes are live');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await context.close();
  });

  it('at phone width the findings and the angle coverage fit the screen', async () => {
    const { context, page, errors } = await signedIn(SELLER, PHONE);
    await page.goto(`${platform.url}/create-listing`);
    await page.getByTestId('photo-input').setInputFiles(darkPhoto);
    const checks = page.getByRole('list', { name: 'Checks of photo 1' });
    await expectText(checks, /Retake in daylight/);
    await visible(page.getByLabel('Missing angles'));
    const box = await checks.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await checks.scrollIntoViewIfNeeded();
    await shot(page, 'trust-photo-flagged-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A 1600 x 1200 JPEG of noise around a mean level: dark at 12, ordinary daylight at 110. */
async function noisePhoto(level: number, seedStart: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = seedStart;
  for (let p = 0; p < pixels.length; p++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[p] = Math.min(255, level + (seed % 48));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
