import {
  SAVED_VEHICLES_KEY, isVehicleSaved, parseSavedVehicleIds, readSavedVehicleIds, saveVehicle, toggleSavedVehicle,
  unsaveVehicle, useSavedVehicleIds,
} from '@rl/web-kit';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SavedVehiclesList } from '@rl/web-kit/vehicles';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, renderWithProviders, resetStores, toasts } from './support/render';
import { aVehicle } from './support/vehicles';

beforeEach(() => resetStores());

describe('savedVehicles storage (web-kit)', () => {
  it("keeps a JSON list of ids under 'savedVehicles'", () => {
    expect(SAVED_VEHICLES_KEY).toBe('savedVehicles');
    expect(readSavedVehicleIds()).toEqual([]);
    saveVehicle(3);
    saveVehicle('5');
    saveVehicle(3);
    expect(localStorage.getItem('savedVehicles')).toBe('[3,5]');
    expect(isVehicleSaved(5)).toBe(true);
    unsaveVehicle(3);
    expect(readSavedVehicleIds()).toEqual([5]);
    expect(toggleSavedVehicle(5)).toBe(false);
    expect(toggleSavedVehicle(8)).toBe(true);
    expect(readSavedVehicleIds()).toEqual([8]);
  });

  it('reads ids saved as strings and survives corrupt data', () => {
    expect(parseSavedVehicleIds('["4", 4, 9, "x", -1, 2.5, null]')).toEqual([4, 9]);
    expect(parseSavedVehicleIds('{oops')).toEqual([]);
    expect(parseSavedVehicleIds('{"a":1}')).toEqual([]);
    localStorage.setItem('savedVehicles', 'not json');
    expect(readSavedVehicleIds()).toEqual([]);
  });

  it('useSavedVehicleIds follows changes in this page and in other tabs', () => {
    function Probe() {
      return <p data-testid="ids">{useSavedVehicleIds().join(',')}</p>;
    }
    render(<Probe />);
    act(() => saveVehicle(1));
    expect(screen.getByTestId('ids').textContent).toBe('1');
    act(() => {
      localStorage.setItem('savedVehicles', '[1,2]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'savedVehicles' }));
    });
    expect(screen.getByTestId('ids').textContent).toBe('1,2');
  });
});

describe('saved vehicles list', () => {
  it('lists the saved vehicles, newest saved first, and drops unknown or unpublished ones silently', async () => {
    localStorage.setItem('savedVehicles', JSON.stringify([1, 2, 3]));
    const asked: string[] = [];
    mockFetch(
      // one request for all of them (no views counted); 2 is no longer public, so it is not in the answer
      route('GET', '/api/vehicles', ({ query }) => {
        asked.push(query.get('ids') ?? '');
        return fakeResponse(200, [aVehicle({ id: 3, model: 'M4' }), aVehicle({ id: 1, model: 'X5' })]);
      }),
    );
    renderWithProviders(<SavedVehiclesList />);
    const list = await screen.findByRole('list', { name: 'Saved vehicles' });
    await waitFor(() => expect(within(list).getAllByTestId('vehicle-card')).toHaveLength(2));
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['2022 BMW M4', '2022 BMW X5']);
    await waitFor(() => expect(readSavedVehicleIds()).toEqual([1, 3]));
    expect(asked[0]).toBe('3,2,1');
    expect(toasts()).toEqual([]);
  });

  it('un-saving from the list removes the card and shows the notice', async () => {
    const user = userEvent.setup();
    localStorage.setItem('savedVehicles', '[1]');
    mockFetch(route('GET', '/api/vehicles', () => fakeResponse(200, [aVehicle({ id: 1 })])));
    renderWithProviders(<SavedVehiclesList />);
    await user.click(await screen.findByRole('button', { name: 'Remove 2022 BMW X5 from saved vehicles' }));
    expect(toasts()[0]).toMatchObject({ title: 'Vehicle removed from saved', description: 'You can find it again in search results.' });
    expect(await screen.findByText('No saved vehicles yet')).toBeTruthy();
  });

  it('keeps an id whose listing could not be loaded for another reason (server error)', async () => {
    localStorage.setItem('savedVehicles', '[4]');
    mockFetch(route('GET', '/api/vehicles', () => fakeResponse(500, '', 'Internal Server Error')));
    renderWithProviders(<SavedVehiclesList />);
    expect(await screen.findByText(/could not be loaded right now/)).toBeTruthy();
    expect(readSavedVehicleIds()).toEqual([4]);
  });

  it('the saved view (/search?view=saved) has its own h1', async () => {
    renderAt('/search?view=saved');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Vehicles' })).toBeTruthy();
    expect(screen.getByText('No saved vehicles yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Vehicles' }).getAttribute('href')).toBe('/search');
  });
});
