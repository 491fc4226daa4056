import { jest } from '@jest/globals';
import {
  ACCOUNT_COPY, API, RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN, STAFF_INVITE_TTL_HOURS, TOTP, TWO_FACTOR_COPY, type StaffLogResponse, type TwoFactorStatus, type User,
} from '@rl/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freshTotpCode } from '../scripts/seed/demo-totp.mjs';
import { DESKTOP, launchBrowser, openPage, PHONE, shot } from './support/browser.js';
import { mailTo } from './support/mailbox.js';
import { PLATFORM_START_MS, startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { signInWithSecondFactor } from './support/staff.js';
import { readTotpQr } from './support/totp-qr.js';
import { expectCount, expectText, expectValue, hidden, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

const ADMIN = { email: 'admin@demo.remotelistings.test', password: 'demo-admin' };

// Issue 26 from the first mail to the log, on the production topology (nginx in front of two replicas of every
// service, no sticky sessions): the demo admin invites a moderator from the admin app; the moderator chooses a
// password from the mailed link, enrols an authenticator app from the QR code on the screen at the first sign-in
// (the code computed from the secret the QR code holds), signs out and in again with a fresh code, and approves
// a listing; the admin finds that approval in the staff log under the moderator's name. The steps run in order
// and share the people below.
describe('a new moderator from the invitation to the staff log (nginx, 2 replicas)', () => {
  let platform: E2EPlatform;
  let browser: Browser;
  const opened: BrowserContext[] = [];
  const moderator = { email: `mona.${Date.now()}@staff.test`, password: 'moderator-secret-1', firstName: 'Mona', lastName: 'Reviewer' };
  const name = `${moderator.firstName} ${moderator.lastName}`;
  let admin: { page: Page; errors: string[] };
  let mod: { page: Page; errors: string[] };
  let secret: string;
  let enrolmentCode: string;
  let approvedId: number;

  beforeAll(async () => {
    platform = await startE2EPlatform('nginx', 2);
    browser = await launchBrowser();
  }, PLATFORM_START_MS);
  afterAll(async () => {
    for (const context of opened) await context.close().catch(() => undefined);
    await browser?.close();
    await platform?.dispose();
  });

  const noWiderThanThePhone = (page: Page) =>
    waitUntil(() => page.evaluate<number>('document.documentElement.scrollWidth'), (w) => w <= PHONE.width, 'the page no wider than the phone');

  async function signedInUser(page: Page): Promise<User | null> {
    const res = await page.request.get(`${platform.url}${API.user}`);
    return res.status() === 200 ? ((await res.json()) as User) : null;
  }

  it('1. the admin invites a moderator from the Staff tab, and the invitation is mailed', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP, opened);
    admin = { page, errors };
    expect((await signInWithSecondFactor(context.request, platform.url, ADMIN)).status()).toBe(200);
    await page.goto(`${platform.url}/admin`);
    await visible(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    await page.getByRole('tab', { name: 'Staff', exact: true }).click();

    const form = page.getByRole('form', { name: 'Invite a member of staff' });
    await form.getByLabel('First name').fill(moderator.firstName);
    await form.getByLabel('Last name').fill(moderator.lastName);
    await form.getByLabel('Email').fill(moderator.email);
    await form.getByLabel('Role').selectOption({ label: 'Moderator' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await visible(page.getByText(`${moderator.email} has ${STAFF_INVITE_TTL_HOURS} hours to choose a password.`));
    // the form is empty again, and the list has the new member of staff, invited, as a moderator
    await expectValue(form.getByLabel('Email'), '');
    const row = page.getByRole('list', { name: 'Staff', exact: true }).getByRole('article', { name });
    await visible(row.getByText('Invited', { exact: true }));
    await expectValue(row.getByLabel(`Role of ${name}`), 'moderator');
    await shot(page, 'staff-invitation-sent-desktop');

    const mail = await mailTo(platform.url, moderator.email, (m) => m.subject === 'You are invited to the Remote Listings team', 'the staff invitation');
    expect(mail.text).toContain('as a moderator (listing review)');
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    expect(errors).toEqual([]);
  });

  it('2. the moderator chooses a password from the mailed link and enrols an authenticator app from the QR code', async () => {
    const mail = await mailTo(platform.url, moderator.email, (m) => m.subject === 'You are invited to the Remote Listings team', 'the staff invitation');
    const link = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
    const { page, errors } = await openPage(browser, DESKTOP, opened);
    mod = { page, errors };
    await page.goto(`${platform.url}${link}`);
    await page.getByLabel('New password', { exact: true }).fill(moderator.password);
    await page.getByLabel('Confirm new password').fill(moderator.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText(ACCOUNT_COPY.resetDone));
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();

    await page.getByLabel('Email').fill(moderator.email);
    await page.getByLabel('Password', { exact: true }).fill(moderator.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // a member of staff without a second factor gets only as far as setting one up
    await visible(page.getByRole('heading', { name: 'Set up two-factor sign-in' }));
    await visible(page.getByRole('group', { name: 'Second factor' }).getByRole('button', { name: 'Authenticator app', pressed: true }));
    const qr = page.getByRole('img', { name: 'QR code to add Remote Listings to your authenticator app' });
    await visible(qr);
    expect(await signedInUser(page)).toBeNull();
    await shot(page, 'staff-enrol-totp-desktop');
    await page.setViewportSize(PHONE);
    await visible(qr);
    await noWiderThanThePhone(page);
    await shot(page, 'staff-enrol-totp-phone');
    await page.setViewportSize(DESKTOP);

    // what the phone's camera reads: the secret of the QR code is the key printed under it for apps that cannot scan
    const scanned = await readTotpQr(qr);
    expect(scanned).toMatchObject({ issuer: TOTP.issuer, account: moderator.email, digits: TOTP.digits, period: TOTP.periodSeconds, algorithm: 'SHA1' });
    const key = (await page.getByLabel('Key for your authenticator app').textContent())!.replace(/\s+/g, '');
    expect(scanned.secret).toBe(key);
    secret = scanned.secret;

    enrolmentCode = await freshTotpCode(moderator.email, secret);
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(enrolmentCode);
    await page.getByRole('button', { name: 'Turn on and continue' }).click();
    // the recovery codes, shown once
    const codes = page.getByRole('list', { name: 'Your recovery codes' });
    await visible(codes);
    await expectCount(codes.getByRole('listitem'), RECOVERY_CODE_COUNT);
    const shown = await codes.getByRole('listitem').allTextContents();
    expect(shown.every((c) => RECOVERY_CODE_PATTERN.test(c.trim()))).toBe(true);
    expect(new Set(shown).size).toBe(RECOVERY_CODE_COUNT);
    await shot(page, 'staff-enrol-recovery-codes-desktop');
    await page.getByRole('button', { name: 'I have saved them: continue' }).click();
    await page.waitForURL(`${platform.url}/`);
    await visible(page.getByText('Welcome back!'));
    await hidden(codes);
    expect(await signedInUser(page)).toMatchObject({ email: moderator.email, role: 'moderator' });
    const status = (await (await page.request.get(`${platform.url}${API.twoFactor}`)).json()) as TwoFactorStatus;
    expect(status).toMatchObject({ totp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT, required: true });
    expect(errors).toEqual([]);
  });

  it('3. the moderator signs out, and signs in again with the password and a fresh code (the used one is refused)', async () => {
    const { page, errors } = mod;
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Log out' }).click();
    await visible(page.getByText('You have been successfully signed out.'));
    expect(await signedInUser(page)).toBeNull();

    await page.goto(`${platform.url}/auth`);
    await page.getByLabel('Email').fill(moderator.email);
    await page.getByLabel('Password', { exact: true }).fill(moderator.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await visible(page.getByRole('heading', { name: 'Two-factor sign-in', exact: true }));
    const code = page.getByLabel('Code from your authenticator app');
    // each code works once: the one that turned the app on is refused, whether its 30 s step is still on or not
    await code.fill(enrolmentCode);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await visible(page.getByText(TWO_FACTOR_COPY.wrongCode));
    expect(await signedInUser(page)).toBeNull();
    // the next step's code (freshTotpCode waits for it when the enrolment took the current one)
    await code.fill(await freshTotpCode(moderator.email, secret));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(`${platform.url}/`);
    await visible(page.getByText('Welcome back!'));
    expect(await signedInUser(page)).toMatchObject({ email: moderator.email, role: 'moderator' });
    expect(errors).toEqual([]);
  });

  it('4. the moderator approves a pending listing from the moderation queue', async () => {
    const { page, errors } = mod;
    await page.goto(`${platform.url}/admin`);
    await visible(page.getByRole('heading', { level: 1, name: 'Listing Review' }));
    // a moderator's tabs: the moderation screens, not staff management
    await visible(page.getByRole('tab', { name: /^Pending Approval \(\d+\)$/, selected: true }));
    await expectCount(page.getByRole('tab', { name: 'Staff log' }), 0);
    const first = page.locator('tbody[data-testid^="pending-"]:not([data-testid="pending-skeleton"])').first();
    await visible(first);
    approvedId = Number((await first.getAttribute('data-testid'))!.replace('pending-', ''));
    const row = page.getByTestId(`pending-${approvedId}`);
    await row.getByRole('button', { name: 'Approve' }).click();
    // a listing some automated check failed on asks first
    const despite = page.getByRole('dialog', { name: 'Approve despite failed checks?' });
    await visible(page.getByText('Vehicle status updated successfully').or(despite));
    if (await despite.isVisible()) await despite.getByRole('button', { name: 'Approve anyway' }).click();
    await visible(page.getByText('Vehicle status updated successfully'));
    await hidden(row);
    expect((await page.request.get(`${platform.url}/api/vehicles/${approvedId}`)).status()).toBe(200);
    expect(errors).toEqual([]);
  });

  it('5. the admin finds the approval in the staff log, filtered by the moderator as actor', async () => {
    const { page, errors } = admin;
    // moderation hands its entries to auth through an outbox: wait until the log has it before reading the screen
    await waitUntil(
      async () => ((await (await page.request.get(`${platform.url}${API.staffLog}?${new URLSearchParams({ actor: moderator.email, action: 'listing.status' })}`)).json()) as StaffLogResponse).entries,
      (entries) => entries.some((e) => e.objectId === String(approvedId)),
      'the approval in the staff log',
      30_000,
    );
    await page.getByRole('tab', { name: 'Staff log' }).click();
    const filter = page.getByRole('form', { name: 'Filter the staff log' });
    await filter.getByLabel('Actor', { exact: true }).fill(moderator.email);
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    const entries = page.getByRole('list', { name: 'Staff actions' });
    const approval = entries.getByRole('listitem').filter({ hasText: `listing ${approvedId}` });
    await visible(approval);
    // everything listed is the moderator's: the enrolment, the sign-in, the approval
    for (const item of await entries.getByRole('listitem').all()) expect(await item.textContent()).toContain(`${moderator.email} (moderator)`);
    await visible(entries.getByRole('listitem').filter({ hasText: 'staff.second-factor-enrolled' }));
    await visible(entries.getByRole('listitem').filter({ hasText: 'staff.sign-in' }));
    await shot(page, 'staff-log-actor-desktop');

    await filter.getByLabel('Action', { exact: true }).fill('listing.status');
    await filter.getByRole('button', { name: 'Filter', exact: true }).click();
    await expectCount(entries.getByRole('listitem'), 1);
    await expectText(approval.locator('strong'), 'listing.status');
    await visible(approval.getByText(`${moderator.email} (moderator)`, { exact: false }));
    await visible(approval.getByText(/status: pending → status: approved, outcome: applied/));
    await shot(page, 'staff-log-approval-desktop');

    await page.setViewportSize(PHONE);
    await approval.scrollIntoViewIfNeeded();
    await noWiderThanThePhone(page);
    await shot(page, 'staff-log-approval-phone');
    await page.setViewportSize(DESKTOP);
    expect(errors).toEqual([]);
  });
});
