import { SITE } from '@rl/web-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, resetStores } from './support/render-app';
import { jane } from './support/users';

beforeEach(resetStores);

describe('footer', () => {
  test('disclaimer, phone button, quick links, copyright 2024 and the GeoNames credit', () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/listing services only for Remote Listing vehicles/)).toBeTruthy();
    expect(within(footer).getByText(/not the owner or seller/)).toBeTruthy();
    expect(within(footer).getByText(/do not collect funds or hold titles/)).toBeTruthy();
    expect(within(footer).getByText(/buyer deals directly with the\s+current titleholder/)).toBeTruthy();
    const phone = within(footer).getByRole('link', { name: SITE.salesPhone.display });
    expect(phone.getAttribute('href')).toBe(`tel:${SITE.salesPhone.e164}`);
    expect(within(footer).getByRole('navigation', { name: 'Quick Links' })).toBeTruthy();
    expect(within(footer).getByText(/© 2024 Remote Listings/)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'GeoNames' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'CC BY 4.0' })).toBeTruthy();
  });
});

describe('landing', () => {
  test("visitor hero: the spec's buttons and targets", async () => {
    renderApp('/');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Start Selling Today' }).getAttribute('href')).toBe('/auth');
    expect(within(main).getByRole('link', { name: 'Browse Market Listings' }).getAttribute('href')).toBe('/search');
  });

  test('signed-in home greets the user', async () => {
    renderApp('/', jane);
    expect((await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).textContent).toBe('Welcome back, Jane');
  });
});

test.each([
  ['/how-it-works', 'How It Works'],
  ['/financing', 'Financing'],
  ['/faq', 'Frequently Asked Questions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
])('%s has one h1: %s', async (path, title) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the page scrolls to top on every route change', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  renderApp('/');
  scrollTo.mockClear();
  await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'FAQ' }));
  await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockRestore();
});

test("the footer's Terms of Service link opens the terms (the contact form cites them)", async () => {
  renderApp('/');
  await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
});
