import { screen, within } from '@testing-library/react';
import type { PublicVehicle, VinVerification } from '@rl/contracts';
import { fakeResponse, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { renderAt, resetStores } from './support/render';
import { aVehicle, vehicles } from './support/vehicles';

const x5 = (vinVerification: VinVerification | null) => ({
  ...aVehicle({
    id: 7, make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2022, drivetrain: 'awd', transmission: '8-speed-automatic',
    bodyType: 'suv', fuelType: 'premium-gasoline',
  }),
  priceGuidance: null, priceDrops: [], vinVerification,
});

function detailApi(vehicle: PublicVehicle) {
  mockFetch(
    route('GET', `/api/vehicles/${vehicle.id}`, () => fakeResponse(200, vehicle)),
    route('GET', '/api/vehicles/search', () => fakeResponse(200, { vehicles: vehicles(2), total: 2 })),
  );
}

/** The specifications' rows as "label: value", each verified one ending in "(Verified from VIN)". */
async function specRows(): Promise<string[]> {
  const specs = await screen.findByRole('region', { name: 'Specifications' });
  return within(specs).getAllByRole('definition').map((dd) => {
    const label = dd.previousElementSibling?.textContent ?? '';
    const value = dd.firstElementChild?.textContent ?? '';
    const marked = within(dd).queryByText('Verified from VIN') !== null;
    return `${label}: ${value}${marked ? ' (Verified from VIN)' : ''}`;
  });
}

beforeEach(() => resetStores());

describe('vehicle detail: Verified from VIN', () => {
  it('marks each spec the VIN confirms, adds the engine it names, and sums them up in one line', async () => {
    detailApi(x5({ fields: ['make', 'model', 'year', 'bodyType', 'drivetrain'], engine: '3.0L I6' }));
    renderAt('/vehicles/7');
    expect(await specRows()).toEqual([
      'Year: 2022 (Verified from VIN)',
      'Mileage: 21,400 miles',
      'Condition: Excellent',
      'Body Type: SUV (Verified from VIN)',
      'Fuel Type: Premium Gasoline',
      'Transmission: 8-Speed Automatic',
      'Drivetrain: All-Wheel Drive (Verified from VIN)',
      'Engine: 3.0L I6 (Verified from VIN)',
    ]);
    const specs = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText(/match this car's VIN/).textContent)
      .toBe("Verified from VIN: Make, model, year, body type, drivetrain and engine match this car's VIN.");
  });

  it('shows no mark, no summary and no engine when nothing is verified (not decoded yet, or every field disagrees)', async () => {
    for (const verification of [null, { fields: [], engine: null }]) {
      resetStores();
      detailApi(x5(verification));
      const { unmount } = renderAt('/vehicles/7');
      const rows = await specRows();
      expect(rows.some((r) => r.includes('Verified from VIN'))).toBe(false);
      expect(rows.some((r) => r.startsWith('Engine'))).toBe(false);
      expect(screen.queryByText(/match this car's VIN/)).toBeNull();
      unmount();
    }
  });
});
