import { SAVED_VEHICLES_KEY } from '@rl/web-kit';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleCard } from '../src/shared/components/VehicleCard';
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
    expect(link.contains(screen.getByRole('button'))).toBe(false);
  });
});
