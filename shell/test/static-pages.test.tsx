import { SITE } from '@rl/web-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, resetStores } from './support/render-app';

beforeEach(resetStores);

const tel = `tel:${SITE.salesPhone.e164}`;
const sms = `sms:${SITE.salesPhone.e164}`;
const mainLinks = (name: string | RegExp) =>
  within(screen.getByRole('main'))
    .queryAllByRole('link', { name })
    .map((a) => a.getAttribute('href'));

describe('/how-it-works', () => {
  test('the seller and buyer flows, four steps each', async () => {
    renderApp('/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    const seller = screen.getByRole('list', { name: 'Selling in four steps' });
    expect(within(seller).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Upload photos and details',
      'Get a dedicated associate',
      'Your associate handles every buyer',
      'Handled until the sale',
    ]);
    const buyer = screen.getByRole('list', { name: 'Buying in four steps' });
    expect(within(buyer).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Search and filter',
      'View the details',
      'Contact the team',
      'Complete your purchase',
    ]);
  });

  test('calls to action to /auth, /search and /api/login', async () => {
    renderApp('/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    expect(mainLinks('Start Selling Today')).toEqual(['/auth']);
    expect(mainLinks('Browse Market Listings')).toEqual(['/search', '/search']);
    expect(mainLinks('List Your Car Free')).toEqual(['/api/login']);
  });
});

describe('/financing', () => {
  test('what is needed, the benefits, and call/text buttons to the sales line', async () => {
    renderApp('/financing');
    await screen.findByRole('heading', { level: 1, name: 'Financing' });
    const main = screen.getByRole('main');
    for (const need of ['Valid ID', 'Proof of income', 'Credit history', 'Full-coverage insurance']) {
      expect(within(main).getByRole('heading', { level: 3, name: need })).toBeTruthy();
    }
    expect(within(main).getByText(/580 or higher is preferred/)).toBeTruthy();
    for (const benefit of [
      '5-minute online application',
      'Rates as low as 3.75% APR',
      'Funding often within 24 hours',
      'All credit welcome',
    ]) {
      expect(within(main).getByRole('heading', { level: 3, name: benefit })).toBeTruthy();
    }
    expect(mainLinks(`Call ${SITE.salesPhone.display}`)).toEqual([tel, tel]);
    expect(mainLinks(`Text ${SITE.salesPhone.display}`)).toEqual([sms, sms]);
  });
});

describe('/faq', () => {
  test('12 questions, all closed at first', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const questions = within(screen.getByRole('main')).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(12);
    expect(screen.queryAllByRole('region', { name: /\?$/ })).toHaveLength(0);
  });

  test('several answers can be open at once', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const fee = screen.getByRole('button', { name: 'How much does it cost to list my car?' });
    const time = screen.getByRole('button', { name: 'How long does it take to sell?' });
    await userEvent.click(fee);
    await userEvent.click(time);
    expect(fee.getAttribute('aria-expanded')).toBe('true');
    expect(time.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'How much does it cost to list my car?' }).textContent).toMatch(/success fee/);
    expect(screen.getByRole('region', { name: 'How long does it take to sell?' }).textContent).toMatch(/30 to 90 days/);
    await userEvent.click(fee);
    expect(fee.getAttribute('aria-expanded')).toBe('false');
    expect(time.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(screen.getByRole('main')).getAllByRole('button', { expanded: true })).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('links to call the sales line and to /create-listing', async () => {
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(mainLinks(`Call ${SITE.salesPhone.display}`)).toEqual([tel]);
    expect(mainLinks('Create a Listing')).toEqual(['/create-listing']);
  });
});

describe('/privacy-policy', () => {
  test('11 numbered sections with the topics of spec §2, and the phone', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const titles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. We Do Not Sell Your Data',
      '4. How We Share Information',
      '5. Data Security',
      '6. Data Retention',
      '7. Your Rights and Choices',
      '8. Cookies and Local Storage',
      '9. Text Messages (SMS)',
      '10. Children’s Privacy',
      '11. Changes and Contact',
    ]);
    const main = screen.getByRole('main');
    expect(within(main).getByText(/opt out at any time by replying STOP/)).toBeTruthy();
    expect(within(main).getByText(/do not knowingly collect personal information\s+from children under 13/)).toBeTruthy();
    expect(within(main).getByText(/We do not sell, rent or trade your personal information/)).toBeTruthy();
    expect(mainLinks(SITE.salesPhone.display).every((h) => h === tel)).toBe(true);
    expect(mainLinks(SITE.salesPhone.display).length).toBeGreaterThan(0);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(11);
  });
});

test.each(['/financing', '/faq', '/privacy-policy'])('%s shows the sales phone', async (path) => {
  renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  expect(within(screen.getByRole('main')).getAllByText(new RegExp(SITE.salesPhone.display.replace(/[()]/g, '\\$&'))).length).toBeGreaterThan(0);
});
