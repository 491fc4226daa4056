import { COMPARE_MAX } from '@rl/contracts';
import { SAVED_VEHICLES_KEY } from '@rl/web-kit';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARE_STORAGE_KEY, VehicleCard, useCompareStore } from '@rl/web-kit/vehicles';
import { currentUrl, renderWithProviders, resetStores, toasts } from './support/render';
import { aVehicle } from './support/vehicles';

beforeEach(() => resetStores());

describe('vehicle card', () => {
  it("shows the cover photo, 'year make model', whole-dollar price, mileage, condition and location", () => {
    const v = aVehicle({ id: 7, price: '58900.50', mileage: 21400, condition: 'excellent', location: 'Miami, FL' });
    renderWithProviders(<VehicleCard vehicle={v} />);
    const card = screen.getByTestId('vehicle-card');
    const img = within(card).getByRole('img', { name: '2022 BMW X5' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/media/vehicles/7/1.jpg');
    expect(within(card).getByRole('heading', { level: 3, name: '2022 BMW X5' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '2022 BMW X5' }).getAttribute('href')).toBe('/vehicles/7');
    expect(within(card).getByText('$58,901')).toBeTruthy();
    expect(within(card).getByText('21,400 miles')).toBeTruthy();
    expect(within(card).getByText('Excellent')).toBeTruthy();
    expect(within(card).getByText('Miami, FL')).toBeTruthy();
  });

  it('asks for a card-sized photo: srcset of every stored size, never the 1920 px one as src', () => {
    const large = '/media/img/3f2b8c1e-5a6d-4e7f-8a9b-0c1d2e3f4a5b/large.webp';
    renderWithProviders(<VehicleCard vehicle={aVehicle({ images: [large] })} />);
    const img = screen.getByRole('img', { name: '2022 BMW X5' }) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(large.replace('large', 'medium'));
    expect(img.getAttribute('srcset')).toMatch(/thumb\.webp 320w, .*medium\.webp 960w, .*large\.webp 1920w/);
    expect(img.getAttribute('sizes')).toMatch(/380px/);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("labels: 'Featured' when featured, 'Certified' when approved, 'Sold' when sold", () => {
    const { unmount } = renderWithProviders(<VehicleCard vehicle={aVehicle({ isFeatured: true, status: 'approved' })} />);
    expect(screen.getByText('Featured')).toBeTruthy();
    expect(screen.getByText('Certified')).toBeTruthy();
    unmount();
    renderWithProviders(<VehicleCard vehicle={aVehicle({ isFeatured: false, status: 'sold' })} />);
    expect(screen.queryByText('Featured')).toBeNull();
    expect(screen.queryByText('Certified')).toBeNull();
    expect(screen.getByText('Sold')).toBeTruthy();
  });

  it('falls back to the stock photo when there is no image or it fails to load', () => {
    const { unmount } = renderWithProviders(<VehicleCard vehicle={aVehicle({ images: [] })} />);
    expect(screen.getByRole('img', { name: /photo coming soon/ })).toBeTruthy();
    unmount();
    renderWithProviders(<VehicleCard vehicle={aVehicle({ images: ['/media/broken.jpg'] })} />);
    fireEvent.error(screen.getByRole('img', { name: '2022 BMW X5' }));
    expect(screen.getByRole('img', { name: /photo coming soon/ })).toBeTruthy();
  });

  it('the heart saves and un-saves without following the card link', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VehicleCard vehicle={aVehicle({ id: 42 })} />);
    const before = currentUrl(router);
    const heart = screen.getByRole('button', { name: 'Save 2022 BMW X5' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);
    expect(currentUrl(router)).toBe(before);
    expect(JSON.parse(localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([42]);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove 2022 BMW X5 from saved vehicles');
    expect(toasts()).toEqual([{ title: 'Vehicle saved!', description: 'Access your saved vehicles from your dashboard.', variant: 'default' }]);

    await user.click(heart);
    expect(currentUrl(router)).toBe(before);
    expect(JSON.parse(localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([]);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(toasts()).toEqual([{ title: 'Vehicle removed from saved', description: 'You can find it again in search results.', variant: 'default' }]);
  });

  it('the heart is not inside the link (valid markup, keyboard reachable on its own)', () => {
    renderWithProviders(<VehicleCard vehicle={aVehicle()} />);
    const link = screen.getByRole('link');
    expect(link.contains(screen.getByRole('button', { name: 'Save 2022 BMW X5' }))).toBe(false);
    expect(link.contains(screen.getByRole('button', { name: 'Add 2022 BMW X5 to compare' }))).toBe(false);
  });
});

describe('vehicle card price badges', () => {
  it.each([
    ['great', 'Great price'],
    ['good', 'Good price'],
    ['fair', 'Fair price'],
    ['high', 'High price'],
    ['overpriced', 'Overpriced'],
  ] as const)("rating '%s' shows '%s' beside the price", (rating, label) => {
    renderWithProviders(<VehicleCard vehicle={aVehicle({ priceRating: rating })} />);
    const badge = within(screen.getByTestId('vehicle-card')).getByText(label);
    expect(badge.getAttribute('data-rating')).toBe(rating);
  });

  it('no rating (too few comparables): no rating badge at all', () => {
    renderWithProviders(<VehicleCard vehicle={aVehicle({ priceRating: null })} />);
    const card = screen.getByTestId('vehicle-card');
    expect(card.querySelector('[data-rating]')).toBeNull();
    expect(within(card).queryByText(/price$|Overpriced/)).toBeNull();
  });

  it("a recent drop shows 'Price drop' with the amount on hover; none without one", () => {
    const drop = { previousPrice: 61900, price: 58900, droppedAt: '2026-11-20T10:00:00.000Z' };
    const { unmount } = renderWithProviders(<VehicleCard vehicle={aVehicle({ recentPriceDrop: drop })} />);
    const badge = screen.getByTestId('price-drop-badge');
    expect(badge.textContent).toBe('Price drop');
    expect(badge.getAttribute('title')).toBe('Price drop: $3,000 less than before (was $61,900)');
    unmount();
    renderWithProviders(<VehicleCard vehicle={aVehicle({ recentPriceDrop: null })} />);
    expect(screen.queryByText('Price drop')).toBeNull();
  });
});

describe('vehicle card compare toggle', () => {
  it('adds to and removes from the comparison without following the link', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VehicleCard vehicle={aVehicle({ id: 5 })} />);
    const before = currentUrl(router);
    await user.click(screen.getByRole('button', { name: 'Add 2022 BMW X5 to compare' }));
    expect(currentUrl(router)).toBe(before);
    expect(useCompareStore.getState().items).toEqual([{ id: 5, name: '2022 BMW X5', image: '/media/vehicles/5/1.jpg' }]);
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY)!).state.items).toHaveLength(1);
    const toggle = screen.getByRole('button', { name: 'Remove 2022 BMW X5 from compare' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(useCompareStore.getState().items).toEqual([]);
  });

  it(`at most ${COMPARE_MAX}: the fifth is refused with a clear notice`, async () => {
    const user = userEvent.setup();
    for (const id of [1, 2, 3, 4]) useCompareStore.getState().add(aVehicle({ id }));
    renderWithProviders(<VehicleCard vehicle={aVehicle({ id: 9, model: 'M4' })} />);
    await user.click(screen.getByRole('button', { name: 'Add 2022 BMW M4 to compare' }));
    expect(useCompareStore.getState().items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(toasts()).toEqual([
      { title: 'You can compare up to 4 vehicles', description: 'Remove one from your comparison to add another.', variant: 'default' },
    ]);
    expect(screen.getByRole('button', { name: 'Add 2022 BMW M4 to compare' }).getAttribute('aria-pressed')).toBe('false');
  });
});
