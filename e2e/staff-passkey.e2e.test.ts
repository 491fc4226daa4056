import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { look, virtualAuthenticator } from './support/passkeys.js';
import { eventuallyEqual, visible } from './support/wait.js';

jest.setTimeout(300_000);

async function both(page: Page, name: string) {
  await look(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await look(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

// Issue 26: a new member of staff enrols a passkey instead of an authenticator app at the first sign-in, then
// confirms it is them with that passkey when an action needs a recent sign-in (Chromium's virtual authenticator).
describe('a member of staff with a passkey and no authenticator app (Node gateway)', () => {
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

  it('enrols a passkey at the first sign-in, is signed in by it, and confirms a sensitive action with it', async () => {
    const email = `associate.${Date.now()}@staff.test`;
    // what `npm run staff:create` runs (the built CLI), against this platform's database and its TOTP key
    const cli = '../services/auth/dist/cli/staff-create.js';
    const { createStaff } = (await import(cli)) as { createStaff: (o: Record<string, unknown>) => Promise<unknown> };
    const saved = JSON.parse(readFileSync(join(platform.dataDir, 'secrets.json'), 'utf8')) as { TOTP_ENCRYPTION_KEY?: string };
    const totpKey = process.env.TOTP_ENCRYPTION_KEY ?? saved.TOTP_ENCRYPTION_KEY;
    await createStaff({ databaseUrl: platform.databaseUrl, schema: 'auth', totpKey, email, password: 'associate-secret-1', role: 'associate' });

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const authenticator = await virtualAuthenticator(page);
    await page.goto(`${platform.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('associate-secret-1');
    await page.getByRole('button', { name: 'Sign In' }).click();

    // the enforced enrolment offers both: the authenticator app (the QR code) and a passkey
    const choice = page.getByRole('group', { name: 'Second factor' });
    await visible(choice.getByRole('button', { name: 'Passkey' }));
    await visible(page.getByRole('img', { name: /QR code/ }));
    await both(page, 'staff-enrol-choice-app');
    await choice.getByRole('button', { name: 'Passkey' }).click();
    const create = page.getByRole('button', { name: 'Create a passkey' });
    await visible(create);
    await both(page, 'staff-enrol-choice-passkey');
    expect((await page.request.get(`${platform.url}/api/user`)).status()).toBe(401);
    await create.click();
    // the first second factor: ten recovery codes, shown once
    await visible(page.getByRole('list', { name: 'Your recovery codes' }));
    expect(await page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem').count()).toBe(10);
    await both(page, 'staff-enrol-passkey-codes');
    await page.getByRole('button', { name: 'I have saved them: continue' }).click();
    await eventuallyEqual(async () => (await page.request.get(`${platform.url}/api/user`)).status(), 200, 'signed in by the passkey enrolment');
    expect(await authenticator.credentials()).toBe(1);

    // ten minutes on: downloading my data asks who I am again; the dialog offers the passkey (no app enrolled)
    const db = new pg.Client({ connectionString: platform.databaseUrl });
    await db.connect();
    try {
      const past = new Date(Date.now() - 11 * 60_000).toISOString();
      await db.query(
        `UPDATE auth.session SET sess = (jsonb_set(sess::jsonb, '{signedIn,at}', to_jsonb($2::text)) - 'confirmedAt')::json WHERE sess::jsonb #>> '{passport,user}' = (SELECT id::text FROM auth.users WHERE email = $1)`,
        [email, past],
      );
    } finally {
      await db.end();
    }
    await page.goto(`${platform.url}/account`);
    const download = page.getByRole('button', { name: 'Download my data' });
    await visible(download);
    await download.click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await visible(dialog);
    await dialog.getByLabel('Password', { exact: true }).fill('associate-secret-1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const withPasskey = dialog.getByRole('button', { name: 'Use passkey' });
    await visible(withPasskey);
    await both(page, 'staff-reauth-passkey');
    const downloaded = page.waitForEvent('download');
    await withPasskey.click();
    expect((await downloaded).suggestedFilename()).toMatch(/\.json$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
