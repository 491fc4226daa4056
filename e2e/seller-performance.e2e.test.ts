import { jest } from '@jest/globals';
import { type ListingPerformance, type Vehicle, API } from '@rl/contracts';
import type { APIRequestContext, Browser } from 'playwright-core';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { expectAttribute, expectChecked, expectText, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

// Issue 28, points 3 and 5 in the browser: buyers open one of the demo seller's live listings and ask about it;
// the seller sees those figures per day on the dashboard (chart and table, beside similar cars), and turns the
// weekly summary mail off and on again under /account. Through nginx, on a phone (390 px) and a desktop (1280 px).

const SELLER = { email: 'seller@demo.remotelistings.test', password: 'demo-seller' };

describe('seller performance: the dashboard\'s figures and the weekly summary switch', () => {
  let platform: E2EPlatform;
  let browser: Browser;
  let seller: APIRequestContext;
  let listing: Vehicle;
  let performance: ListingPerformance;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    platform = await startE2EPlatform('nginx');
    browser = await launchBrowser();
    const context = await browser.newContext();
    seller = context.request;
    expect((await seller.post(`${platform.url}/api/login`, { data: SELLER })).status()).toBe(200);
    const mine = (await (await seller.get(`${platform.url}/api/user/vehicles`)).json()) as Vehicle[];
    // the dashboard shows the first live listing of the list first
    listing = mine.find((v) => v.status === 'approved')!;
    // buyers: two detail views (written by the view counter within a second) and an inquiry
    for (let i = 0; i < 2; i++) expect((await fetch(`${platform.url}/api/vehicles/${listing.id}`)).status).toBe(200);
    const inquiry = await fetch(`${platform.url}/api/contact`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vehicleId: listing.id, senderFirstName: 'Bea', senderLastName: 'Buyer', senderEmail: 'bea@example.com',
        senderPhone: '(555) 010-2000', subject: 'Still available?', message: 'Is it still available?', isFinancingInterest: false, isTradeInInterest: false }),
    });
    expect(inquiry.status).toBe(201);
    performance = await waitUntil(
      async () => (await (await seller.get(`${platform.url}${API.vehiclePerformance(listing.id)}`)).json()) as ListingPerformance,
      // the comparables' medians are computed in the background after the first request of the group (the demo
      // data has seven live cars of this make and model)
      (p) => (p.days.at(-1)?.views ?? 0) >= 2 && (p.days.at(-1)?.inquiries ?? 0) >= 1 && p.comparables !== null,
      'today\'s views and inquiry, and the comparables, in the listing\'s performance',
    );
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('on a %s: the dashboard shows the listing\'s 30 days as a chart and a table, beside similar cars', async (name, viewport) => {
    const context = await browser.newContext({ viewport });
    expect((await context.request.post(`${platform.url}/api/login`, { data: SELLER })).status()).toBe(200);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/dashboard`);
    const section = page.getByRole('region', { name: 'Listing performance' });
    await visible(section);
    await section.scrollIntoViewIfNeeded();
    await expectText(section.getByTestId('performance-total-views').locator('strong'), performance.totals.views.toLocaleString('en-US'));
    await expectText(section.getByTestId('performance-total-inquiries').locator('strong'), performance.totals.inquiries.toLocaleString('en-US'));
    if (performance.comparables) await visible(section.getByText(/Compared with the median of \d+ live listings of the same make and model/));
    else await visible(section.getByText(/Too few live listings of the same make and model to compare with yet\./));
    // the table's newest row is today
    const todayRow = section.getByRole('table').locator('tbody tr').first();
    const dayLabel = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    await expectText(todayRow.locator('th'), dayLabel);
    await expectText(todayRow.locator('td').nth(1), String(performance.days.at(-1)!.views));
    // the chart shows the figure picked
    const inquiries = section.getByRole('button', { name: 'Inquiries', exact: true });
    await inquiries.click();
    await expectAttribute(inquiries, 'aria-pressed', 'true');
    await visible(section.getByText('Inquiries per day'));
    const box = (await section.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await shot(page, `seller-performance-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the weekly summary mail is switched off and on again under /account', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    expect((await context.request.post(`${platform.url}/api/login`, { data: SELLER })).status()).toBe(200);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${platform.url}/account#email-from-us`);
    const section = page.getByRole('region', { name: 'Email from us' });
    await visible(section);
    const box = section.getByRole('checkbox', { name: /Weekly summary of my listings/ });
    await expectChecked(box, true);
    await box.click();
    await expectChecked(box, false);
    await waitUntil(async () => (await (await context.request.get(`${platform.url}${API.sellerSummaryMail}`)).json()) as { weeklySummary: boolean },
      (s) => !s.weeklySummary, 'the weekly summary off on the server');
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'account-email-from-us-phone');
    await box.click();
    await expectChecked(box, true);
    await waitUntil(async () => (await (await context.request.get(`${platform.url}${API.sellerSummaryMail}`)).json()) as { weeklySummary: boolean },
      (s) => s.weeklySummary, 'the weekly summary on again on the server');
    expect(errors).toEqual([]);
    await context.close();
  });
});
