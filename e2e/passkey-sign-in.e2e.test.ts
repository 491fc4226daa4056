import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { look, virtualAuthenticator } from './support/passkeys.js';
import { eventuallyEqual, visible } from './support/wait.js';

jest.setTimeout(300_000);

// Issue 26: a buyer turns on a passkey on /account and signs in with it (password, then the passkey), in real
// Chromium with its virtual authenticator.
describe('a buyer\'s passkey (Node gateway)', () => {
  let platform: E2EPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startE2EPlatform('node', 1);
    browser = await launchBrowser();
  }, PLATFORM_START_MS);
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  it('adds a passkey on /account, then signs in with the password and the passkey', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const authenticator = await virtualAuthenticator(page);
    const email = `passkey.${Date.now()}@example.com`;

    await page.goto(`${platform.url}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${platform.url}/`);

    await page.goto(`${platform.url}/account`);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await visible(passkeys.getByRole('button', { name: 'Add a passkey' }));
    await passkeys.scrollIntoViewIfNeeded();
    await look(page, 'passkeys-account-before-desktop');
    await passkeys.getByLabel('Name (optional)').fill('My laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    // the account's first second factor: ten recovery codes, shown once
    await visible(page.getByRole('button', { name: 'Done' }));
    await look(page, 'passkeys-recovery-codes-desktop');
    await page.getByRole('button', { name: 'Done' }).click();
    await visible(page.getByRole('list', { name: 'Your passkeys' }).getByText('My laptop'));
    await eventuallyEqual(authenticator.credentials, 1, 'credentials in the virtual authenticator');
    await page.locator('#two-factor').scrollIntoViewIfNeeded();
    await look(page, 'passkeys-account-desktop');
    await page.setViewportSize(PHONE);
    await page.locator('#two-factor').scrollIntoViewIfNeeded();
    await look(page, 'passkeys-account-phone');
    await page.setViewportSize(DESKTOP);

    // sign out, then in: the password, then the passkey
    expect((await page.request.post(`${platform.url}/api/logout`)).status()).toBe(204);
    await page.goto(`${platform.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const usePasskey = page.getByRole('button', { name: 'Sign in with a passkey' });
    await visible(usePasskey);
    await look(page, 'passkeys-sign-in-step-desktop');
    await page.setViewportSize(PHONE);
    await look(page, 'passkeys-sign-in-step-phone');
    await page.setViewportSize(DESKTOP);
    // the session is not signed in before the second factor
    expect((await page.request.get(`${platform.url}/api/user`)).status()).toBe(401);
    await usePasskey.click();
    await page.waitForURL(`${platform.url}/`);
    await eventuallyEqual(async () => (await page.request.get(`${platform.url}/api/user`)).status(), 200, 'signed in with the passkey');
    expect(((await (await page.request.get(`${platform.url}/api/user`)).json()) as { email: string }).email).toBe(email);
    expect(errors).toEqual([]);
    await page.close();
  });
});
