import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandCarousel } from '../src/features/landing/below-fold/BrandCarousel';
import { BRAND_TILES, brandCardWidth, brandSearchPath } from '../src/features/landing/brands';
import { mockReducedMotion, renderUi, resizeWindow } from './support/render-ui';

beforeEach(() => mockReducedMotion(false));
afterAll(() => resizeWindow(1024));

test.each([
  [320, 280],
  [390, 280],
  [639, 280],
  [640, 290],
  [767, 290],
  [768, 300],
  [1023, 300],
  [1024, 306],
  [1440, 306],
])('window %i px wide: brand cards %i px', (windowWidth, cardWidth) => {
  expect(brandCardWidth(windowWidth)).toBe(cardWidth);
});

test('the cards follow the window width as it changes', () => {
  resizeWindow(390);
  renderUi(<BrandCarousel />);
  const widths = () => screen.getAllByTestId('brand-card').map((li) => li.style.width);
  expect(widths()).toEqual(Array(6).fill('280px'));
  act(() => resizeWindow(700));
  expect(new Set(widths())).toEqual(new Set(['290px']));
  act(() => resizeWindow(900));
  expect(new Set(widths())).toEqual(new Set(['300px']));
  act(() => resizeWindow(1440));
  expect(new Set(widths())).toEqual(new Set(['306px']));
});

test('tiles BMW, Mercedes, Lexus, Land Rover, Corvette, Porsche link to the filtered search', () => {
  renderUi(<BrandCarousel />);
  const track = screen.getByRole('list', { name: 'Brands' });
  const targets = within(track)
    .getAllByRole('link')
    .map((a) => [a.querySelector('span')!.textContent, a.getAttribute('href')]);
  expect(targets).toEqual([
    ['BMW', '/search?make=BMW'],
    ['Mercedes', '/search?make=Mercedes-Benz'],
    ['Lexus', '/search?make=Lexus'],
    ['Land Rover', '/search?make=Land+Rover'],
    ['Corvette', '/search?make=Chevrolet&model=Corvette'],
    ['Porsche', '/search?make=Porsche'],
  ]);
  expect(BRAND_TILES.map(brandSearchPath)).toEqual(targets.map(([, href]) => href));
});

test('Explore All Brands goes to /search; a tile navigates to its search', async () => {
  const { router } = renderUi(<BrandCarousel />);
  expect(screen.getByRole('link', { name: 'Explore All Brands' }).getAttribute('href')).toBe('/search');
  await userEvent.click(screen.getByRole('link', { name: /Browse BMW/ }));
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?make=BMW');
});

test('previous/next buttons scroll by one card', async () => {
  // jsdom has no layout: a track wider than its box
  const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2000);
  const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  resizeWindow(1440);
  renderUi(<BrandCarousel />);
  expect(screen.getByRole('button', { name: 'Previous brands' })).toHaveProperty('disabled', true);
  const track = screen.getByRole('list', { name: 'Brands' });
  const scrollBy = jest.fn();
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  await userEvent.click(screen.getByRole('button', { name: 'Next brands' }));
  expect(scrollBy).toHaveBeenCalledWith({ left: 306 + 16, behavior: 'smooth' });
  scrollWidth.mockRestore();
  clientWidth.mockRestore();
});
