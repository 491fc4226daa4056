import { jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { hidden, staysEqual, visible } from './support/wait.js';

jest.setTimeout(300_000);

// The foundation's promise: a newcomer registers, sees their name in the avatar menu, signs out and
// in again, and the shell loads its remotes, through the Node gateway, through real nginx, and through
// nginx in front of two replicas of every service (sessions and identity shared, no sticky sessions).
describe.each([
  ['node', 1],
  ['nginx', 1],
  ['nginx', 2],
] as const)('account flow through the %s gateway, %i replica(s) per service', (gateway, replicas) => {
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

  it('registers, shows the name in the avatar menu, signs out and signs back in (desktop)', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const email = `ada.${gateway}${replicas}.${Date.now()}@example.com`;

    await page.goto(`${platform.url}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await shot(page, `${gateway}${replicas > 1 ? `-x${replicas}` : ''}-auth-create-account-desktop`);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${platform.url}/`);
    await expectText(page, 'Account created!');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    await expectVisible(menu.getByText('Ada Lovelace'));
    await expectVisible(menu.getByText(email));
    await shot(page, `${gateway}${replicas > 1 ? `-x${replicas}` : ''}-avatar-menu-desktop`);

    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expectText(page, 'You have been successfully signed out.');
    await page.waitForURL(`${platform.url}/`);
    await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Sign In' }));

    await page.goto(`${platform.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectText(page, 'Sign in failed');

    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${platform.url}/`);
    await expectText(page, 'Welcome back!');

    // a signed-in user opening /auth is sent home
    await page.goto(`${platform.url}/auth`);
    await page.waitForURL(`${platform.url}/`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads each remote through Module Federation when its route is visited', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const remoteRequests: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/mfe/')) remoteRequests.push(new URL(r.url()).pathname); });

    await page.goto(`${platform.url}/`);
    await expectVisible(page.getByRole('contentinfo'));
    // the landing page does not load any remote: nothing asked for while it settles after the load event
    await page.waitForLoadState('load');
    await staysEqual(async () => remoteRequests.length, 0, 1_500, 'the number of remote requests on the landing page');

    for (const [route, remote] of [['/search', 'buyer'], ['/dashboard', 'seller'], ['/admin', 'admin']]) {
      const manifest = page.waitForResponse((r) => r.url().includes(`/mfe/${remote}/mf-manifest.json`) && r.ok());
      await page.goto(`${platform.url}${route}`);
      await manifest;
      await expectVisible(page.getByRole('heading', { level: 1 }));
    }
    expect(remoteRequests.some((p) => p.startsWith('/mfe/buyer/'))).toBe(true);
    expect(remoteRequests.some((p) => p.startsWith('/mfe/seller/'))).toBe(true);
    expect(remoteRequests.some((p) => p.startsWith('/mfe/admin/'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the mobile side sheet and the 404 screen (phone)', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${platform.url}/no-such-page`);
    await expectText(page, '404 Page Not Found');
    await expectText(page, 'Did you forget to add the page to the router?');
    await shot(page, `${gateway}${replicas > 1 ? `-x${replicas}` : ''}-404-phone`);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expectVisible(sheet.getByRole('link', { name: 'Buy Cars' }));
    await shot(page, `${gateway}${replicas > 1 ? `-x${replicas}` : ''}-mobile-sheet-phone`);
    await sheet.getByRole('link', { name: 'Buy Cars' }).click();
    await page.waitForURL(`${platform.url}/search`);
    await expectHidden(page.getByRole('dialog', { name: 'Menu' }));
    await page.close();
  });
});

const expectVisible = visible;
const expectHidden = hidden;
async function expectText(page: import('playwright-core').Page, text: string) {
  await visible(page.getByText(text, { exact: false }));
}
