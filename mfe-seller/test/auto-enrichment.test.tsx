import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fallbackFeatures } from '../src/features/listing-form/model/fallback-features';
import { apiError, callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, field, formReady } from './support/form';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const checked = () => screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked).map((c) => c.parentElement?.textContent);
const customChips = () => {
  const list = screen.queryByRole('list', { name: 'Custom features' });
  return list ? within(list).getAllByRole('listitem').map((li) => li.textContent) : [];
};

/** Form ready with the models of `make` listed, then fake timers from here on. */
async function readyWithMake(make = 'BMW') {
  const user = userEvent.setup({ delay: null });
  renderSeller('/create-listing');
  await formReady();
  await user.selectOptions(field('Make'), make);
  await within(field('Model')).findAllByRole('option', { name: /./ });
  await within(field('Model')).findByRole('option', { name: make === 'BMW' ? 'X5' : '911' });
  jest.useFakeTimers();
  return user;
}

describe('auto features (new listings)', () => {
  test('1.5 s after make/model/year stop changing: POST features/generate, the answer is selected', async () => {
    const fetch = mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/vehicles/specs/generate': () => fakeResponse(404, apiError(404, 'Not Found', 'unknown')),
      'POST /api/vehicles/features/generate': () => fakeResponse(200, { features: ['Heated Seats', 'Navigation System', 'Head-Up Display'] }),
    });
    const user = await readyWithMake();
    await user.selectOptions(field('Model'), 'X5');
    await advance(1000);
    await user.selectOptions(field('Year'), '2022'); // restarts the pause
    await advance(1499);
    expect(callsTo(fetch, 'POST', '/api/vehicles/features/generate')).toHaveLength(0);
    await advance(1);
    const calls = callsTo(fetch, 'POST', '/api/vehicles/features/generate');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({
      make: 'BMW',
      model: 'X5',
      year: 2022,
      trim: null,
      bodyType: null,
      fuelType: null,
      vehicleDescription: '2022 BMW X5',
    });
    expect(checked()).toEqual(['Heated Seats', 'Navigation System']);
    expect(customChips()).toEqual(['Head-Up Display']);
    expect(screen.getByText('Suggested features were selected for you. Adjust them as needed.')).toBeTruthy();
  });

  test('a new generation replaces the suggested features but keeps what the seller picked', async () => {
    let answer = ['Heated Seats', 'Sunroof/Moonroof'];
    mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/vehicles/specs/generate': () => fakeResponse(404, apiError(404, 'Not Found', 'unknown')),
      'POST /api/vehicles/features/generate': () => fakeResponse(200, { features: answer }),
    });
    const user = await readyWithMake();
    await user.click(screen.getByRole('checkbox', { name: 'Roof Rack' }));
    await user.selectOptions(field('Model'), 'X5');
    await advance(1500);
    expect(checked()).toEqual(['Heated Seats', 'Sunroof/Moonroof', 'Roof Rack']);
    // the seller keeps one suggestion explicitly (toggles it off and on)
    await user.click(screen.getByRole('checkbox', { name: 'Sunroof/Moonroof' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunroof/Moonroof' }));
    answer = ['Third Row Seating'];
    await user.selectOptions(field('Year'), '2020');
    await advance(1500);
    expect(checked()).toEqual(['Sunroof/Moonroof', 'Roof Rack', 'Third Row Seating']);
  });

  test('on failure: the local rules of spec §7, at most 8', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/vehicles/specs/generate': () => fakeResponse(404, apiError(404, 'Not Found', 'unknown')),
      'POST /api/vehicles/features/generate': () => fakeResponse(503, apiError(503, 'Service Unavailable', 'busy')),
    });
    const user = await readyWithMake();
    await user.selectOptions(field('Model'), 'X5');
    await user.selectOptions(field('Year'), '2022');
    await advance(1500);
    const expected = fallbackFeatures({ make: 'BMW', year: 2022, trim: null });
    expect(expected).toHaveLength(8);
    expect([...checked(), ...customChips()].sort()).toEqual([...expected].sort());
    expect(warn).toHaveBeenCalled();
  });

  test('fallback rules: 2015+ basics, luxury makes, sport trims, CarPlay/Android Auto from 2018', () => {
    expect(fallbackFeatures({ make: 'Toyota', year: 2012 })).toEqual([]);
    expect(fallbackFeatures({ make: 'Toyota', year: 2016 })).toEqual(['Backup Camera', 'Bluetooth Connectivity', 'USB Ports']);
    expect(fallbackFeatures({ make: 'Lexus', year: 2010 })).toEqual(['Premium Sound System', 'Leather Interior', 'Navigation System']);
    expect(fallbackFeatures({ make: 'Ford', year: 2014, trim: 'GT Performance' })).toEqual(['Sport Seats', 'Sport-Tuned Suspension']);
    expect(fallbackFeatures({ make: 'Honda', year: 2019 })).toEqual(['Backup Camera', 'Bluetooth Connectivity', 'USB Ports', 'Apple CarPlay', 'Android Auto']);
    expect(fallbackFeatures({ make: 'Porsche', year: 2022, trim: 'Carrera S Sport' })).toHaveLength(8);
  });
});

describe('auto specs (new listings)', () => {
  test('1 s after make, model, trim and year are set: lowercased, hyphenated values; validation 100 ms later', async () => {
    const fetch = mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/vehicles/features/generate': () => fakeResponse(200, { features: [] }),
      'POST /api/vehicles/specs/generate': () =>
        fakeResponse(200, { bodyType: 'SUV', fuelType: 'Premium Gasoline', transmission: '8-Speed Automatic', drivetrain: 'All Wheel Drive' }),
    });
    const user = await readyWithMake();
    // a submit first, so the empty spec fields show their messages
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(screen.getByText('Body type is required')).toBeTruthy();
    await user.selectOptions(field('Model'), 'X5');
    await advance(10);
    await user.selectOptions(field('Trim'), 'xDrive40i');
    await advance(999);
    expect(callsTo(fetch, 'POST', '/api/vehicles/specs/generate')).toHaveLength(0);
    await advance(1);
    const calls = callsTo(fetch, 'POST', '/api/vehicles/specs/generate');
    expect(calls.map((c) => c.body)).toEqual([{ make: 'BMW', model: 'X5', year: new Date().getFullYear(), trim: 'xDrive40i' }]);
    expect(field('Body Type').value).toBe('suv');
    expect(field('Fuel Type').value).toBe('premium-gasoline');
    expect(field('Transmission').value).toBe('8-speed-automatic');
    expect(field('Drivetrain').value).toBe('all-wheel-drive');
    // the old messages stay until the validation 100 ms later
    expect(screen.getByText('Body type is required')).toBeTruthy();
    await advance(100);
    expect(screen.queryByText('Body type is required')).toBeNull();
    expect(screen.queryByText('Drivetrain is required')).toBeNull();
  });

  test('no trim, no call; a failure is only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = mockFetchRoutes({
      ...catalogRoutes,
      'POST /api/vehicles/features/generate': () => fakeResponse(200, { features: [] }),
      'POST /api/vehicles/specs/generate': () => fakeResponse(404, apiError(404, 'Not Found', 'No specs known')),
    });
    const user = await readyWithMake();
    await user.selectOptions(field('Model'), 'X5');
    await advance(3000);
    expect(callsTo(fetch, 'POST', '/api/vehicles/specs/generate')).toHaveLength(0);
    await user.selectOptions(field('Body Type'), 'wagon');
    await user.selectOptions(field('Trim'), 'M60i');
    await advance(1100);
    expect(callsTo(fetch, 'POST', '/api/vehicles/specs/generate')).toHaveLength(1);
    expect(field('Body Type').value).toBe('wagon');
    expect(warn).toHaveBeenCalledWith('[seller] spec generation failed', expect.anything());
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
  });
});

test('editing a listing: neither features nor specs are generated', async () => {
  const listing = vehicle({ id: 5 });
  const fetch = mockFetchRoutes({
    ...catalogRoutes,
    'GET /api/vehicles/5': () => fakeResponse(200, listing),
    'POST /api/vehicles/features/generate': () => fakeResponse(200, { features: ['Roof Rack'] }),
    'POST /api/vehicles/specs/generate': () => fakeResponse(200, { bodyType: 'wagon', fuelType: 'diesel', transmission: 'manual', drivetrain: 'fwd' }),
  });
  const user = userEvent.setup({ delay: null });
  renderSeller('/create-listing?edit=5');
  await formReady();
  await within(field('Trim')).findByRole('option', { name: 'M60i' });
  jest.useFakeTimers();
  await user.selectOptions(field('Trim'), 'M60i');
  await user.selectOptions(field('Year'), '2021');
  await advance(5000);
  expect(callsTo(fetch, 'POST', '/api/vehicles/features/generate')).toHaveLength(0);
  expect(callsTo(fetch, 'POST', '/api/vehicles/specs/generate')).toHaveLength(0);
  expect(field('Body Type').value).toBe('suv');
});
