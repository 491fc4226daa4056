import { jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe.js';
import { collectPageErrors, DESKTOP, launchBrowser, PHONE, shot } from './support/browser.js';
import { startE2EPlatform, type E2EPlatform } from './support/platform.js';
import { eventuallyEqual, expectCount, visible, waitUntil } from './support/wait.js';

jest.setTimeout(300_000);

// Compare (issue 11, point 4): pick three demo cars (two from search cards, one from its detail
// page), open the comparison from the tray, see the rows that differ highlighted, and open the same
// URL in a fresh browser (nothing in local storage) on the other screen size: the URL alone
// reproduces it. On a 390 px phone the columns swipe sideways under sticky labels, and the page
// itself never scrolls sideways.
describe('compare vehicles (mfe-buyer through the node gateway)', () => {
  let platform: E2EPlatform;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startE2EPlatform('node', 1);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.dispose();
  });

  describe.each([
    ['phone', PHONE, 'desktop', DESKTOP],
    ['desktop', DESKTOP, 'phone', PHONE],
  ] as const)('picked on a %s', (name, viewport, otherName, otherViewport) => {
    it('compares three cars, highlights the differences, and the URL reproduces it elsewhere', async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      // two from the search results' cards
      await page.goto(`${platform.url}/search`);
      const cards = page.getByRole('region', { name: 'Search results' }).getByTestId('vehicle-card');
      await waitUntil(() => cards.count(), (n) => n >= 3, 'search results');
      const names = await cards.getByRole('heading').allTextContents();
      for (const i of [0, 1]) await cards.nth(i).getByRole('button', { name: `Add ${names[i]} to compare` }).click();
      const tray = page.getByTestId('compare-tray');
      await visible(tray.getByRole('link', { name: 'Compare 2' }));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, `compare-tray-${name}`);

      // the third from its detail page
      await cards.nth(2).getByRole('link').click();
      await visible(page.getByRole('heading', { level: 1 }));
      const detailToggle = page.getByRole('button', { name: `Add ${names[2]} to compare`, exact: true }).first();
      await detailToggle.click();
      await visible(page.getByRole('button', { name: `Remove ${names[2]} from compare`, exact: true }).first());
      await page.getByTestId('compare-tray').getByRole('link', { name: 'Compare 3' }).click();

      const ids = await idsOfCompareUrl(page);
      expect(ids).toHaveLength(3);
      await checkComparison(page, names.slice(0, 3), name, viewport.width);
      const url = page.url();

      // only the differences
      await page.getByRole('checkbox', { name: 'Show only differences' }).check();
      await waitUntil(() => page.locator('tbody tr[data-differs]').count(), (n) => n > 0, 'differing rows');
      await eventuallyEqual(
        async () => (await page.locator('tbody tr:not([data-differs])').count()) - (await groupRows(page)),
        0,
        'only differing rows (besides the group headings)',
      );
      expect(errors).toEqual([]);
      await context.close();

      // the shared link, in a fresh browser on the other screen size
      const fresh = await browser.newContext({ viewport: otherViewport });
      const other = await fresh.newPage();
      const otherErrors = collectPageErrors(other);
      await other.goto(url);
      await checkComparison(other, names.slice(0, 3), `shared-${otherName}`, otherViewport.width);
      expect(await idsOfCompareUrl(other)).toEqual(ids);
      expect(otherErrors).toEqual([]);
      await fresh.close();
    });
  });

  it('four cars on a 390 px phone: the page stays 390 px wide, labels break only between words, the names stay in view', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const search = await context.request.get(`${platform.url}/api/vehicles/search?limit=4`);
    const ids = ((await search.json()) as { vehicles: { id: number }[] }).vehicles.map((v) => v.id);
    expect(ids).toHaveLength(4);
    await page.goto(`${platform.url}/compare?ids=${ids.join(',')}`);
    await expectCount(page.getByTestId('compare-column'), 4);
    await eventuallyEqual(() => page.evaluate(() => document.documentElement.scrollWidth), PHONE.width, 'the page as wide as the phone');

    // every word of a row or group label on one line ("Transmission", "SPECIFICATIONS", never "Transmissi on")
    const split = await page.evaluate(() => {
      const broken: string[] = [];
      for (const th of document.querySelectorAll('tbody th')) {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (getComputedStyle(node.parentElement!).position === 'absolute') continue; // visually hidden words
          for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index!);
            range.setEnd(node, m.index! + m[0].length);
            const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(m[0]);
          }
        }
      }
      return broken;
    });
    expect(split).toEqual([]);

    // scrolling down the rows: the cars' names stay at the top of the table
    const scroller = page.getByTestId('compare-scroller');
    await page.evaluate(() => window.scrollTo(0, 0));
    await scroller.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 80));
    const name = page.getByTestId('compare-column').first();
    const before = await name.evaluate((el) => el.getBoundingClientRect().top);
    await scroller.evaluate((el) => el.scrollBy({ top: 600 }));
    await waitUntil(() => scroller.evaluate((el) => el.scrollTop), (y) => y > 0, 'the rows to scroll');
    const { top, scrollerTop } = await name.evaluate((el) => ({
      top: el.getBoundingClientRect().top, scrollerTop: el.closest('[data-testid="compare-scroller"]')!.getBoundingClientRect().top,
    }));
    expect(Math.abs(top - (scrollerTop + 1))).toBeLessThanOrEqual(1); // stuck at the top, inside the border
    expect(top).toBeLessThan(before);
    await expectCount(page.getByRole('rowheader', { name: /^Transmission/ }), 1);
    const transmission = await page.getByRole('rowheader', { name: /^Transmission/ }).evaluate((th) => th.getBoundingClientRect().top);
    expect(transmission).toBeGreaterThan(top); // a row read under the names
    await shot(page, 'compare-four-phone-scrolled');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a vehicle that is not public as no longer available', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${platform.url}/search`);
    const cards = page.getByRole('region', { name: 'Search results' }).getByTestId('vehicle-card');
    await waitUntil(() => cards.count(), (n) => n >= 1, 'search results');
    const id = Number((await cards.first().getByRole('link').getAttribute('href'))!.split('/').pop());
    await page.goto(`${platform.url}/compare?ids=${id},999999`);
    await visible(page.getByTestId('compare-unavailable').getByText('Listing #999999 is no longer available.'));
    await expectCount(page.getByTestId('compare-column'), 1);
    await visible(page.getByText('Add another vehicle to see the differences.'));
    await context.close();
  });
});

async function idsOfCompareUrl(page: Page): Promise<number[]> {
  await page.waitForURL(/\/compare\?ids=\d+(,\d+)*$/);
  return new URL(page.url()).searchParams.get('ids')!.split(',').map(Number);
}

const groupRows = (page: Page) => page.locator('tbody tr:has(th[scope="rowgroup"])').count();

/** Three columns named as picked, some rows highlighted, no sideways page scroll; on a phone the table swipes. */
async function checkComparison(page: Page, names: string[], label: string, width: number) {
  await visible(page.getByRole('heading', { level: 1, name: 'Compare Vehicles' }));
  const columns = page.getByTestId('compare-column');
  await expectCount(columns, 3);
  const titles = await columns.getByRole('link').allTextContents();
  names.forEach((n, i) => expect(titles[i]!.startsWith(n)).toBe(true));
  await waitUntil(() => page.locator('tbody tr[data-differs]').count(), (n) => n > 0, 'highlighted rows');
  const highlighted = await page.locator('tbody tr[data-differs] td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
  const plain = await page.locator('tbody tr:not([data-differs]) td').first().evaluate((td) => getComputedStyle(td).backgroundColor);
  expect(highlighted).not.toBe(plain);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `compare-${label}`);
  if (width < 600) {
    const scroller = page.getByTestId('compare-scroller');
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // swipe one column on: the labels stay put (sticky), the next vehicle comes into view
    const labelLeft = await page.getByRole('rowheader', { name: /^Year/ }).evaluate((th) => th.getBoundingClientRect().left);
    await scroller.evaluate((el) => el.scrollBy({ left: 200 }));
    await waitUntil(() => scroller.evaluate((el) => el.scrollLeft), (x) => x > 0, 'the table to scroll sideways');
    const labelAfter = await page.getByRole('rowheader', { name: /^Year/ }).evaluate((th) => th.getBoundingClientRect().left);
    expect(Math.round(labelAfter)).toBe(Math.round(labelLeft));
    await shot(page, `compare-${label}-swiped`);
  }
}
