import { jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { MailboxMessage } from '@rl/contracts';
import { demoVin } from '../scripts/seed/vin.mjs';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { signInWithSecondFactor } from './support/staff.js';
import { eventuallyEqual, expectText, staysEqual, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

const SELLER = { email: 'seller@demo.remotelistings.test', password: 'demo-seller' };
const ADMIN = { email: 'admin@demo.remotelistings.test', password: 'demo-admin' };

// The promise of saved searches, end to end through nginx: a buyer saves a search with instant alerts,
// a matching listing is approved, and the alert mail arrives exactly once, with a one-click unsubscribe
// header and a link to the unsubscribe page that stops it. Favourites saved as a visitor survive
// signing up, and are there on another browser after signing in.
describe('saved searches, alert mails and synced favourites (nginx gateway)', () => {
  let platform: E2EPlatform;
  let browser: Browser;
  const email = `alerts.${Date.now()}@example.com`;
  const password = 'secret-alerts';
  let favouriteId: number;

  beforeAll(async () => {
    platform = await startE2EPlatform('nginx', 1);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  const savedIds = (page: Page) => page.evaluate('JSON.parse(localStorage.getItem("savedVehicles") ?? "[]")') as Promise<number[]>;
  const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).filter({ visible: true });

  async function mailbox(): Promise<MailboxMessage[]> {
    return (await (await fetch(`${platform.url}/dev/mailbox/messages.json`)).json()) as MailboxMessage[];
  }
  const alertsTo = async (subject: RegExp) => (await mailbox()).filter((m) => m.to.includes(email) && subject.test(m.subject));

  async function signedInContext(account: { email: string; password: string }, viewport = DESKTOP): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport });
    const login = await signInWithSecondFactor(context.request, platform.url, account);
    expect(login.status()).toBe(200);
    return context;
  }

  it('keeps a visitor\'s favourite through sign-up, then saves a search with instant alerts (desktop)', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // a visitor saves a Porsche from its detail page: kept in this browser only
    const search = await context.request.get(`${platform.url}/api/vehicles/search?make=Porsche&limit=1`);
    const { vehicles } = (await search.json()) as { vehicles: { id: number }[] };
    favouriteId = vehicles[0]!.id;
    await page.goto(`${platform.url}/vehicles/${favouriteId}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await eventuallyEqual(() => savedIds(page), [favouriteId], 'the visitor\'s saved vehicles');

    // a visitor asking to save a search is invited to sign in first
    await page.goto(`${platform.url}/search?make=Porsche`);
    await page.getByRole('button', { name: 'Save search' }).click();
    const invite = page.getByRole('dialog', { name: 'Save this search' });
    await visible(invite.getByText(/Sign in or create a free account to save this search/));
    await invite.getByRole('button', { name: 'Not now' }).click();

    // signing up: the local favourite goes to the server too
    await page.goto(`${platform.url}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First name').fill('Alma');
    await page.getByLabel('Last name').fill('Alerts');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${platform.url}/`);
    await eventuallyEqual(
      async () => ((await (await context.request.get(`${platform.url}/api/saved-vehicles`)).json()) as { ids: number[] }).ids,
      [favouriteId],
      'the saved vehicles on the server after sign-up',
    );
    expect(await savedIds(page)).toEqual([favouriteId]);

    // save the search: the name is suggested from its filters
    await page.goto(`${platform.url}/search?make=Porsche`);
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await eventuallyEqual(() => dialog.getByLabel('Name').inputValue(), 'Porsche', 'the suggested name');
    await dialog.getByRole('radio', { name: /^Daily/ }).check();
    await dialog.getByRole('radio', { name: /^Instant/ }).check();
    await shot(page, 'saved-search-dialog-desktop');
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await visible(toast(page, 'We will email you about new matches for “Porsche”. Manage your saved searches in My Account.'));
    const saved = (await (await context.request.get(`${platform.url}/api/saved-searches`)).json()) as {
      savedSearches: { name: string; filters: Record<string, unknown>; frequency: string; paused: boolean }[];
    };
    expect(saved.savedSearches).toEqual([expect.objectContaining({ name: 'Porsche', filters: { make: 'Porsche' }, frequency: 'instant', paused: false })]);
    // the button says so, and saving the same search again through the API adds no second one
    await visible(page.getByRole('link', { name: 'Saved' }));
    const again = await context.request.post(`${platform.url}/api/saved-searches`, { data: { name: 'Porsche again', filters: { make: 'porsche' } } });
    expect(again.status()).toBe(200);
    expect(((await (await context.request.get(`${platform.url}/api/saved-searches`)).json()) as { savedSearches: unknown[] }).savedSearches).toHaveLength(1);

    // My Account lists it
    await page.goto(`${platform.url}/account#saved-searches`);
    await visible(page.getByRole('region', { name: 'Saved searches' }).getByRole('link', { name: 'Show results of Porsche' }));
    await shot(page, 'saved-searches-account-desktop');

    // the dashboard lists it
    await page.goto(`${platform.url}/dashboard#saved-searches`);
    const item = page.getByRole('article', { name: 'Porsche' });
    await visible(item.getByText('Porsche', { exact: true }).last());
    await expectText(item.locator('p').first(), 'Porsche');
    await shot(page, 'saved-searches-dashboard-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('mails the alert exactly once when a matching listing is approved; its link unsubscribes (phone)', async () => {
    // the demo seller lists a Porsche and the demo admin approves it
    const seller = await signedInContext(SELLER);
    const created = await seller.request.post(`${platform.url}/api/vehicles`, {
      data: {
        make: 'Porsche', model: '911', trim: 'Carrera T', year: 2023, mileage: 8200, price: '129900', condition: 'excellent',
        bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'manual', drivetrain: 'rwd', exteriorColor: 'Gray',
        interiorColor: 'Black', description: 'Manual Carrera T, one owner, every service at the dealer.', features: ['Heated Seats'],
        location: 'Austin, TX', zipCode: '78701', contactPhone: '(512) 555-0101', contactEmail: SELLER.email,
        vin: demoVin('WP0', 2023, Date.now() % 100_000),
      },
    });
    expect(created.status()).toBe(201);
    const listing = (await created.json()) as { id: number };
    await seller.close();
    const admin = await signedInContext(ADMIN);
    const approved = await admin.request.patch(`${platform.url}/api/admin/vehicles/${listing.id}/status`, { data: { status: 'approved' } });
    expect([200, 202]).toContain(approved.status());
    await admin.close();

    const subject = /^New match for “Porsche”/;
    const [mail] = await waitUntil(() => alertsTo(subject), (found) => found.length > 0, 'the alert mail', 60_000);
    expect(mail!.subject).toContain('2023 Porsche 911');
    expect(mail!.text).toContain(`/vehicles/${listing.id}`);
    const header = (name: string) => Object.entries(mail!.headers).find(([k]) => k.toLowerCase() === name)?.[1];
    expect(header('list-unsubscribe')).toMatch(/^<http[^>]+\/api\/alerts\/unsubscribe\?token=[^>]+>/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // exactly once: no second mail for the same search and listing follows
    await staysEqual(async () => (await alertsTo(subject)).length, 1, 3_000, 'the number of alert mails');

    // the mail's link opens the unsubscribe page: opening it stops nothing (mail scanners open links);
    // one click does, and the page says what was stopped
    const link = /\/unsubscribe\?token=[^\s"<>]+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const phone = await browser.newContext({ viewport: PHONE });
    const page = await phone.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}${link}`);
    const unsubscribe = page.getByRole('button', { name: 'Unsubscribe' });
    await visible(unsubscribe);
    const buyer = await signedInContext({ email, password });
    await staysEqual(
      async () => ((await (await buyer.request.get(`${platform.url}/api/saved-searches`)).json()) as { savedSearches: { paused: boolean }[] }).savedSearches.map((s) => s.paused),
      [false],
      1_000,
      'the saved search still active after only opening the link',
    );
    await buyer.close();
    await unsubscribe.click();
    await visible(page.getByText('You will no longer get alerts for “Porsche”.'));
    await shot(page, 'unsubscribe-done-phone');
    // a mangled link says so and points to the dashboard
    await page.goto(`${platform.url}/unsubscribe?token=not-a-token`);
    await visible(page.getByText(/This unsubscribe link does not work/));
    await visible(page.getByRole('link', { name: 'Manage your alerts' }));
    await shot(page, 'unsubscribe-bad-link-phone');
    expect(errors).toEqual([]);
    await phone.close();
  });

  it('shows the favourite and the paused search on another browser after signing in (phone)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventuallyEqual(() => savedIds(page), [favouriteId], 'the saved vehicles merged from the server');

    // signed in, a new save goes to the server as well
    const search = await context.request.get(`${platform.url}/api/vehicles/search?make=Porsche&limit=2`);
    const another = ((await search.json()) as { vehicles: { id: number }[] }).vehicles.find((v) => v.id !== favouriteId)!.id;
    await page.goto(`${platform.url}/vehicles/${another}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await eventuallyEqual(
      async () => ((await (await context.request.get(`${platform.url}/api/saved-vehicles`)).json()) as { ids: number[] }).ids.sort(),
      [favouriteId, another].sort(),
      'the saved vehicles on the server after saving while signed in',
    );

    await page.goto(`${platform.url}/dashboard#saved-searches`);
    const item = page.getByRole('article', { name: 'Porsche' });
    await visible(item.getByText('Paused'));
    await shot(page, 'saved-searches-dashboard-phone');
    // resume from the dashboard
    await item.getByRole('button', { name: 'Resume alerts for “Porsche”' }).click();
    await visible(toast(page, 'Alerts resumed'));
    await eventuallyEqual(
      async () => ((await (await context.request.get(`${platform.url}/api/saved-searches`)).json()) as { savedSearches: { paused: boolean }[] }).savedSearches.map((s) => s.paused),
      [false],
      'the search resumed on the server',
    );

    await page.goto(`${platform.url}/search?make=Porsche`);
    await visible(page.getByRole('link', { name: 'Saved' }));
    await page.goto(`${platform.url}/search?make=BMW`);
    await page.getByRole('button', { name: 'Save search' }).click();
    await visible(page.getByRole('dialog', { name: 'Save this search' }));
    await shot(page, 'saved-search-dialog-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
