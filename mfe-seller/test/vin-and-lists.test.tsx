import { isVinCheckDigitValid } from '@rl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, chooseCar, field, formReady, quietEnrichment } from './support/form';
import { GOOD_VIN } from './support/fixtures';
import { lastToast, renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());

const BAD_CHECK_DIGIT = `${GOOD_VIN.slice(0, 8)}4${GOOD_VIN.slice(9)}`;
const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.id.endsWith('-error'))?.textContent;

const decoded = {
  vin: GOOD_VIN,
  valid: true,
  make: 'Honda',
  model: 'Accord',
  year: 2003,
  trim: 'EX',
  bodyType: 'sedan',
  fuelType: 'gasoline',
  engine: '3.0L 6-cylinder',
  undecoded: [],
};

describe('VIN', () => {
  test('fixtures: one VIN passes the check digit, the other does not', () => {
    expect(isVinCheckDigitValid(GOOD_VIN)).toBe(true);
    expect(isVinCheckDigitValid(BAD_CHECK_DIGIT)).toBe(false);
  });

  test('input: max length 17, upper case, spaces dropped; "VIN must be exactly 17 characters" after leaving it short', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    const vin = field('VIN');
    await user.type(vin, '1hg cm826');
    expect(vin.value).toBe('1HGCM826');
    await user.tab();
    expect(errorOf(vin)).toBe('VIN must be exactly 17 characters');
    expect(vin.getAttribute('aria-invalid')).toBe('true');
    await user.type(vin, '33A004352XYZ');
    expect(vin.value).toBe(GOOD_VIN);
    expect(errorOf(vin)).toBeUndefined();
  });

  test('a wrong check digit is named clearly and decoding is not offered', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await user.type(field('VIN'), BAD_CHECK_DIGIT);
    await user.tab();
    expect(errorOf(field('VIN'))).toMatch(/check-digit/);
    expect((screen.getByRole('button', { name: 'Decode VIN' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field('VIN'));
    await user.type(field('VIN'), 'IHGCM82633A004352');
    await user.tab();
    expect(errorOf(field('VIN'))).toBe('VIN may only contain digits and letters other than I, O and Q');
  });

  test('Decode VIN fills only the empty fields from GET /api/vin/{vin}', async () => {
    const fetch = mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, [`GET /api/vin/${GOOD_VIN}`]: () => fakeResponse(200, decoded) });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await chooseCar(user, 'BMW', 'X5');
    await user.selectOptions(field('Body Type'), 'suv');
    const decode = screen.getByRole('button', { name: 'Decode VIN' }) as HTMLButtonElement;
    expect(decode.disabled).toBe(true);
    await user.type(field('VIN'), GOOD_VIN);
    expect(decode.disabled).toBe(false);
    await user.click(decode);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'VIN decoded' }));
    expect(callsTo(fetch, 'GET', `/api/vin/${GOOD_VIN}`)).toHaveLength(1);
    // already chosen: kept
    expect(field('Make').value).toBe('BMW');
    expect(field('Model').value).toBe('X5');
    expect(field('Body Type').value).toBe('suv');
    // empty (or the untouched default year): filled
    expect(field('Trim').value).toBe('EX');
    expect(field('Fuel Type').value).toBe('gasoline');
    expect(field('Year').value).toBe('2003');
    expect(lastToast().description).toBe('Filled in: Trim, Year, Fuel type.');
    expect(screen.getByText('Decoded: 2003 Honda Accord EX, 3.0L 6-cylinder')).toBeTruthy();
  });

  test('on an empty form it fills the car; a year the seller picked is kept', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, [`GET /api/vin/${GOOD_VIN}`]: () => fakeResponse(200, decoded) });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await user.selectOptions(field('Year'), '2004');
    await user.type(field('VIN'), GOOD_VIN);
    await user.click(screen.getByRole('button', { name: 'Decode VIN' }));
    await waitFor(() => expect(field('Make').value).toBe('Honda'));
    expect(field('Model').value).toBe('Accord');
    expect(field('Year').value).toBe('2004');
    expect(field('Body Type').value).toBe('sedan');
  });

  test("the decoder's 400 shows next to the VIN", async () => {
    mockFetchRoutes({
      ...catalogRoutes,
      ...quietEnrichment,
      [`GET /api/vin/${GOOD_VIN}`]: () =>
        fakeResponse(400, apiError(400, 'Bad Request', 'vin: Bad VIN', [{ field: 'vin', message: 'The VIN check digit does not match' }])),
    });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    await user.type(field('VIN'), GOOD_VIN);
    await user.click(screen.getByRole('button', { name: 'Decode VIN' }));
    await waitFor(() => expect(errorOf(field('VIN'))).toBe('The VIN check digit does not match'));
  });
});

describe('features', () => {
  test('preset features are checkbox chips', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    const group = screen.getByRole('group', { name: 'Features' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(25);
    const heated = within(group).getByRole('checkbox', { name: 'Heated Seats' }) as HTMLInputElement;
    await user.click(heated);
    expect(heated.checked).toBe(true);
    await user.click(heated);
    expect(heated.checked).toBe(false);
  });

  test('custom features: Enter or Add; blank and duplicates ignored; removable; Enter never submits', async () => {
    const fetch = mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    const input = field('Custom Feature');
    const list = () => screen.queryByRole('list', { name: 'Custom features' });
    const chips = () => (list() ? within(list()!).getAllByRole('listitem').map((li) => li.textContent) : []);

    await user.type(input, 'Carbon ceramic brakes{Enter}');
    expect(chips()).toEqual(['Carbon ceramic brakes']);
    expect(input.value).toBe('');

    await user.type(input, '  Track package ');
    await user.click(screen.getByRole('button', { name: 'Add custom feature' }));
    expect(chips()).toEqual(['Carbon ceramic brakes', 'Track package']);

    await user.type(input, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add custom feature' }));
    expect(chips()).toEqual(['Carbon ceramic brakes', 'Track package']);

    await user.type(input, 'carbon CERAMIC brakes{Enter}');
    expect(chips()).toEqual(['Carbon ceramic brakes', 'Track package']);
    expect(screen.getByText('"carbon CERAMIC brakes" is already in the list')).toBeTruthy();
    await user.clear(input);

    // a preset name typed in checks the preset
    await user.type(input, 'heated seats{Enter}');
    expect((screen.getByRole('checkbox', { name: 'Heated Seats' }) as HTMLInputElement).checked).toBe(true);
    expect(chips()).toEqual(['Carbon ceramic brakes', 'Track package']);

    await user.click(screen.getByRole('button', { name: 'Remove Carbon ceramic brakes' }));
    expect(chips()).toEqual(['Track package']);
    expect(callsTo(fetch, 'POST', '/api/vehicles')).toHaveLength(0);
  });

  test('recent services: same add and remove', async () => {
    mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment });
    const user = userEvent.setup();
    renderSeller('/create-listing');
    await formReady();
    const input = field('Recent Services');
    await user.type(input, 'Oil change{Enter}');
    await user.type(input, 'Brake pads');
    await user.click(screen.getByRole('button', { name: 'Add recent services' }));
    await user.type(input, 'oil change{Enter}');
    await user.type(input, ' {Enter}');
    const items = () => within(screen.getByRole('list', { name: 'Recent services' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items()).toEqual(['Oil change', 'Brake pads']);
    await user.click(screen.getByRole('button', { name: 'Remove Oil change' }));
    expect(items()).toEqual(['Brake pads']);
  });
});
