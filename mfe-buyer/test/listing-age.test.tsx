import { listedAgo } from '@rl/contracts';
import { screen, within } from '@testing-library/react';
import { VehicleCard } from '@rl/web-kit/vehicles';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, renderWithProviders, resetStores } from './support/render';
import { aVehicle, vehicles } from './support/vehicles';

const DAY = 86_400_000;
const daysAgo = (n: number, extraMs = 0) => new Date(Date.now() - n * DAY - extraMs).toISOString();

beforeEach(() => resetStores());

describe('"Listed N days ago"', () => {
  it('counts whole days from the first approval: today, 1 day, N days; nothing for a listing never approved', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(listedAgo('2026-11-25T01:00:00Z', now)).toBe('Listed today');
    expect(listedAgo('2026-11-24T11:00:00Z', now)).toBe('Listed 1 day ago');
    expect(listedAgo('2026-10-01T12:00:00Z', now)).toBe('Listed 55 days ago');
    expect(listedAgo(null, now)).toBe('');
    expect(listedAgo('not a date', now)).toBe('');
  });

  it('the vehicle card shows the age of an active listing', () => {
    renderWithProviders(<VehicleCard vehicle={aVehicle({ listedAt: daysAgo(12, 3_600_000) })} />);
    expect(within(screen.getByTestId('vehicle-card')).getByText('Listed 12 days ago')).toBeTruthy();
  });

  it('a sold card shows Sold, not an age; a card without a listing date shows no age', () => {
    const { unmount } = renderWithProviders(<VehicleCard vehicle={aVehicle({ status: 'sold', listedAt: daysAgo(40), soldAt: daysAgo(2) })} />);
    expect(screen.getByText('Sold')).toBeTruthy();
    expect(screen.queryByText(/^Listed/)).toBeNull();
    unmount();
    renderWithProviders(<VehicleCard vehicle={aVehicle({ listedAt: null })} />);
    expect(screen.queryByText(/^Listed/)).toBeNull();
  });

  it('the detail page shows the age beside the views, the first approval date on hover', async () => {
    const listedAt = daysAgo(1, 60_000);
    const v = aVehicle({ id: 5, listedAt });
    mockFetch(
      route('GET', '/api/vehicles/5', () => fakeResponse(200, v)),
      route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: vehicles(1), total: 1 })),
    );
    renderAt('/vehicles/5');
    const age = await screen.findByText('Listed 1 day ago', {}, { timeout: 10_000 });
    expect(age.closest('span')?.getAttribute('title')).toMatch(/^Listed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  it('a sold listing\'s page says when it was sold', async () => {
    const v = aVehicle({ id: 6, status: 'sold', listedAt: daysAgo(50), soldAt: '2026-11-20T15:00:00.000Z' });
    mockFetch(
      route('GET', '/api/vehicles/6', () => fakeResponse(200, v)),
      route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: [], total: 0 })),
    );
    renderAt('/vehicles/6');
    expect(await screen.findByText('Sold Nov 20, 2026', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/^Listed \d+ days ago/)).toBeNull();
  });
});
