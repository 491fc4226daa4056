import { SITE } from '@rl/web-kit';
import { act, screen, within } from '@testing-library/react';
import { REVEAL_THRESHOLD } from '../src/features/landing/below-fold/Reveal';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { observersOf, scrollEverythingIntoView } from './support/intersection-observer';
import { renderApp, resetStores } from './support/render-app';
import { mockReducedMotion } from './support/render-ui';
import { publicVehicle } from './support/vehicles';

beforeEach(() => {
  resetStores();
  mockReducedMotion(false);
});

/** The landing page with the part below the fold scrolled into view. */
async function landingScrolled() {
  renderApp('/');
  expect(document.querySelector('[data-deferred]')?.getAttribute('data-deferred')).toBe('waiting');
  act(() => scrollEverythingIntoView());
  return screen.findByRole('heading', { level: 2, name: 'Current Remote Listings' });
}

test('below the fold loads only when the visitor scrolls near it', async () => {
  const fetch = mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []) });
  renderApp('/');
  expect(screen.queryByRole('heading', { name: 'Current Remote Listings' })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
  act(() => scrollEverythingIntoView());
  // the first test to load the below-the-fold chunk compiles it (and the vehicles kit): the setup's 10 s wait
  expect(await screen.findByRole('heading', { name: 'Current Remote Listings' })).toBeTruthy();
  expect(fetch).toHaveBeenCalledWith('/api/vehicles/recent', expect.objectContaining({ credentials: 'include' }));
});

test('Current Remote Listings: 6 placeholders while loading, then the latest 6 linking to /vehicles/{id}', async () => {
  let answer: (r: Response) => void = () => {};
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => new Promise<Response>((resolve) => (answer = resolve)) });
  await landingScrolled();
  expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);

  const vehicles = Array.from({ length: 12 }, (_, i) =>
    publicVehicle(100 + i, { make: 'Porsche', model: `911 #${i}`, year: 2021, price: '124900.00', isFeatured: i === 0 }),
  );
  await act(async () => answer(fakeResponse(200, vehicles)));
  const section = screen.getByRole('region', { name: 'Current Remote Listings' });
  const titles = await within(section).findAllByRole('heading', { level: 3 });
  expect(titles).toHaveLength(6);
  expect(within(titles[0]!).getByRole('link').getAttribute('href')).toBe('/vehicles/100');
  expect(titles.map((h) => h.textContent)).toEqual(vehicles.slice(0, 6).map((v) => `2021 Porsche ${v.model}`));
  expect(within(section).getAllByText('$124,900')).toHaveLength(6);
  expect(within(section).getByText('Featured')).toBeTruthy();
  expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
});

test("no approved listings: 'No Recent Listings Yet'", async () => {
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []) });
  await landingScrolled();
  expect(await screen.findByText('No Recent Listings Yet')).toBeTruthy();
});

test('every landing button and its target (spec §2)', async () => {
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []) });
  await landingScrolled();
  const main = screen.getByRole('main');
  const href = (name: string) => within(main).getAllByRole('link', { name }).map((a) => a.getAttribute('href'));
  expect(href('Start Selling Today')).toContain('/auth');
  for (const name of ['Browse Market Listings', 'View All Vehicles', 'Explore All Brands', 'See What Others Are Selling']) {
    expect(href(name)).toEqual(['/search']);
  }
  // a plain anchor: /api/login starts sign-in on the server (full page navigation)
  expect(href('List Your Car Free')).toEqual(['/api/login']);
  // the instant valuation (issue 28), for anyone
  expect(href('What Is My Car Worth?')).toEqual(['/sell/value']);
});

test('marketing claims, the in-house team and the reviews come from the site content', async () => {
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []) });
  await landingScrolled();
  const main = screen.getByRole('main');
  for (const text of [
    'Free to list',
    /success fee only when your car sells/,
    /valued above \$25,000/,
    /across the United States/,
    'Sold in 30 to 90 days',
    /buyer pays you directly/,
    /as low as 3\.75% APR/,
    'Expert buying team',
    'Nationwide dealer network',
    'Sales line 7 days a week',
  ]) {
    expect(within(main).getAllByText(text).length).toBeGreaterThan(0);
  }
  const team = screen.getByRole('region', { name: 'Meet Your In-House Team' });
  for (const person of SITE.team) expect(within(team).getByText(person.name)).toBeTruthy();
  expect(within(team).getByRole('link', { name: `Call ${SITE.salesPhone.display}` }).getAttribute('href')).toBe(
    `tel:${SITE.salesPhone.e164}`,
  );
  const reviews = screen.getByRole('region', { name: 'What Our Customers Say' });
  expect(within(reviews).getAllByText(`“${SITE.reviews.items[0].text}”`).length).toBe(3);
});

test('scroll reveal: sections watched at a threshold between 0.1 and 0.2, shown once in view', async () => {
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []) });
  await landingScrolled();
  expect(REVEAL_THRESHOLD).toBeGreaterThanOrEqual(0.1);
  expect(REVEAL_THRESHOLD).toBeLessThanOrEqual(0.2);
  const observers = observersOf('[data-reveal]');
  expect(observers.length).toBeGreaterThan(0);
  expect(observers.every((o) => o.thresholds[0] === REVEAL_THRESHOLD)).toBe(true);
  const blocks = [...document.querySelectorAll('[data-reveal]')];
  expect(blocks.every((b) => b.getAttribute('data-reveal') === 'hidden')).toBe(true);
  act(() => scrollEverythingIntoView());
  expect(blocks.every((b) => b.getAttribute('data-reveal') === 'shown')).toBe(true);
});

test('reduced motion: sections are shown without waiting to scroll', async () => {
  mockReducedMotion(true);
  mockFetchRoutes({ 'GET /api/vehicles/recent': () => fakeResponse(200, []) });
  renderApp('/');
  act(() => scrollEverythingIntoView());
  await screen.findByRole('heading', { name: 'Current Remote Listings' });
  const blocks = [...document.querySelectorAll('[data-reveal]')];
  expect(blocks.length).toBeGreaterThan(0);
  expect(blocks.every((b) => b.getAttribute('data-reveal') === 'shown')).toBe(true);
});
