import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ACCOUNT_COPY, type MailboxMessage } from '@rl/contracts';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';

jest.setTimeout(300_000);

// Mail as a newcomer meets it, on the production path (nginx, the real database and Redis in CI): the
// verification mail after registering, both mails of an inquiry, and a forgotten password reset from the
// link in the mail, all read from the embedded mailbox at /dev/mailbox.
describe('mail: verification, inquiry mails and password recovery (nginx gateway)', () => {
  let platform: E2EPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startE2EPlatform('nginx', 1);
    browser = await launchBrowser();
  }, PLATFORM_START_MS);
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  /** Waits for the mail to `to` whose subject matches. */
  async function mailTo(to: string, subject: RegExp): Promise<MailboxMessage> {
    const end = Date.now() + 30_000;
    for (;;) {
      const res = await fetch(`${platform.url}/dev/mailbox/messages.json`);
      const found = ((await res.json()) as MailboxMessage[]).filter((m) => m.to.includes(to) && subject.test(m.subject));
      if (found.length > 1) throw new Error(`${found.length} mails "${subject}" to ${to}: sent more than once`);
      if (found[0]) return found[0];
      if (Date.now() > end) throw new Error(`no mail "${subject}" to ${to} within 30 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('mails a verification link after registering, and the buyer\'s receipt and the sales team\'s copy of an inquiry', async () => {
    const email = `verify.${Date.now()}@example.com`;
    const reg = await fetch(`${platform.url}/api/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'secret1', firstName: 'Vera' }),
    });
    expect(reg.status).toBe(201);
    const verify = await mailTo(email, /^Confirm your email address/);
    expect(verify.text).toMatch(/^Hi Vera,/);
    expect(verify.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{43}/);

    const recent = await (await fetch(`${platform.url}/api/vehicles/recent?limit=1`)).json() as { id: number; year: number; make: string; model: string }[];
    const car = recent[0]!;
    const buyer = `buyer.${Date.now()}@example.com`;
    const sent = await fetch(`${platform.url}/api/contact`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        vehicleId: car.id, senderFirstName: 'Bea', senderLastName: 'Buyer', senderEmail: buyer, subject: 'Interested',
        message: 'Is it still available?', isFinancingInterest: false, isTradeInInterest: false,
      }),
    });
    expect(sent.status).toBe(201);
    const receipt = await mailTo(buyer, /^We received your inquiry/);
    expect(receipt.text).toContain(`${car.year} ${car.make} ${car.model}`);
    const sales = await mailTo('sales@remotelistings.example', new RegExp(`^New inquiry #\\d+: ${car.year} ${car.make} ${car.model}`));
    expect(sales.text).toContain(buyer);
    expect(sales.text).toContain(`/vehicles/${car.id}`);
  });

  it('resets a forgotten password from the mailed link, then signs in with the new one (phone)', async () => {
    const email = `forgot.${Date.now()}@example.com`;
    await fetch(`${platform.url}/api/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'old-password', firstName: 'Fred' }),
    });
    const page = await browser.newPage({ viewport: PHONE });
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/auth?mode=forgot`);
    await page.getByLabel('Email').fill(email);
    await shot(page, 'forgot-password-phone');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectText(page, ACCOUNT_COPY.forgotSent);

    const mail = await mailTo(email, /^Reset your Remote Listings password/);
    const link = /\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(`${platform.url}${link}`);
    await page.getByLabel('New password', { exact: true }).fill('new-password');
    await page.getByLabel('Confirm new password').fill('new-password');
    await shot(page, 'reset-password-phone');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectText(page, ACCOUNT_COPY.resetDone);
    await mailTo(email, /password was changed$/);

    // the link works once
    await page.goto(`${platform.url}${link}`);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm new password').fill('third-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectText(page, ACCOUNT_COPY.tokenUsed);

    const desktop = await browser.newPage({ viewport: DESKTOP });
    await desktop.goto(`${platform.url}/auth`);
    await desktop.getByLabel('Email').fill(email);
    await desktop.getByLabel('Password', { exact: true }).fill('new-password');
    await desktop.getByRole('button', { name: 'Sign In' }).click();
    await expectText(desktop, 'Welcome back!');
    expect(errors).toEqual([]);
  });
});

async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
}
