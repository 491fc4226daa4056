import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Vehicle } from '@rl/contracts';
import { apiError, callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { lastToast, renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const active = () => vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, status: 'approved', listedAt: inDays(-40), expiresAt: inDays(50) });
const soon = () => vehicle({ id: 2, make: 'Porsche', model: '911', year: 2021, status: 'approved', listedAt: inDays(-80), expiresAt: inDays(10) });
const expired = () => vehicle({ id: 3, make: 'Audi', model: 'Q7', year: 2019, status: 'expired', listedAt: inDays(-95), expiresAt: '2026-11-20T09:00:00.000Z' });
const pending = () => vehicle({ id: 4, make: 'Lexus', model: 'RX', year: 2020, status: 'pending', listedAt: null, expiresAt: null });

const rowOf = (name: string) => within(screen.getByRole('table')).getByText(new RegExp(name)).closest('tr') as HTMLElement;

test('an active listing says when it expires; "Still available" only within 14 days of it; an expired one offers Renew', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, [active(), soon(), expired(), pending()]) });
  renderSeller('/dashboard');
  await screen.findByRole('table');

  const bmw = rowOf('2022 BMW X5');
  expect(within(bmw).getByText('Expires in 50 days')).toBeTruthy();
  expect(within(bmw).queryByRole('button', { name: /Still available/ })).toBeNull();
  expect(within(bmw).getByRole('button', { name: 'Mark 2022 BMW X5 as sold' })).toBeTruthy();

  const porsche = rowOf('2021 Porsche 911');
  expect(within(porsche).getByText('Expires in 10 days')).toBeTruthy();
  expect(within(porsche).getByRole('button', { name: 'Still available: 2021 Porsche 911' })).toBeTruthy();

  const audi = rowOf('2019 Audi Q7');
  expect(within(audi).getByText('Expired Nov 20, 2026: not in search')).toBeTruthy();
  expect(within(audi).getByRole('button', { name: 'Renew: 2019 Audi Q7' })).toBeTruthy();
  expect(audi.querySelector('[data-status]')?.textContent).toBe('Expired');
  // an expired listing is renewed, not edited (the server answers 409)
  expect((within(audi).getByRole('button', { name: 'Edit 2019 Audi Q7' }) as HTMLButtonElement).disabled).toBe(true);

  const lexus = rowOf('2020 Lexus RX');
  expect(within(lexus).queryByRole('button', { name: /sold|Renew|Still available/ })).toBeNull();
});

test('Renew: POST, the row becomes active with its new expiry at once, "Listing renewed"', async () => {
  let list: Vehicle[] = [expired()];
  const fetch = mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, list),
    'POST /api/vehicles/3/renew': () => {
      list = [{ ...expired(), status: 'approved', expiresAt: inDays(90) }];
      return fakeResponse(200, list[0]);
    },
  });
  renderSeller('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Renew: 2019 Audi Q7' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Listing renewed', description: 'It is back on sale for 90 days.' }));
  expect(callsTo(fetch, 'POST', '/api/vehicles/3/renew')).toHaveLength(1);
  const audi = rowOf('2019 Audi Q7');
  await waitFor(() => expect(audi.querySelector('[data-status]')?.textContent).toBe('Active'));
  expect(within(audi).getByText(/^Expires in (89|90) days$/)).toBeTruthy();
});

test('Still available confirms an active listing: "Thanks for confirming"', async () => {
  let list: Vehicle[] = [soon()];
  const fetch = mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, list),
    'POST /api/vehicles/2/renew': () => {
      list = [{ ...soon(), expiresAt: inDays(90) }];
      return fakeResponse(200, list[0]);
    },
  });
  renderSeller('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Still available: 2021 Porsche 911' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Thanks for confirming' }));
  expect(callsTo(fetch, 'POST', '/api/vehicles/2/renew')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Still available: 2021 Porsche 911' })).toBeNull());
});

test('Mark as sold asks first; cancelling sends nothing; confirming marks it sold', async () => {
  let list: Vehicle[] = [active()];
  const fetch = mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, list),
    'POST /api/vehicles/1/sold': () => {
      list = [{ ...active(), status: 'sold', soldAt: new Date().toISOString() }];
      return fakeResponse(200, list[0]);
    },
  });
  const confirm = jest.spyOn(window, 'confirm');
  renderSeller('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Mark 2022 BMW X5 as sold' }));
  // the product's dialog, not the browser's confirm box
  let dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
  expect(within(dialog).getByText('Mark this listing as sold? Buyers will see it as sold for 30 days, then it leaves the site.')).toBeTruthy();
  expect(within(dialog).getByText('2022 BMW X5')).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(callsTo(fetch, 'POST', '/api/vehicles/1/sold')).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Mark 2022 BMW X5 as sold' }));
  dialog = screen.getByRole('dialog', { name: 'Mark as sold' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
  expect(confirm).not.toHaveBeenCalled();
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Marked as sold' }));
  const bmw = rowOf('2022 BMW X5');
  await waitFor(() => expect(bmw.querySelector('[data-status]')?.textContent).toBe('Sold'));
  expect(within(bmw).queryByRole('button', { name: 'Mark 2022 BMW X5 as sold' })).toBeNull();
});

test('a refusal shows the server\'s reason', async () => {
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [active()]),
    'POST /api/vehicles/1/sold': () => fakeResponse(409, apiError(409, 'Conflict', 'This listing is sold: only an active or expired listing can be marked as sold')),
  });
  renderSeller('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Mark 2022 BMW X5 as sold' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Mark as sold' })).getByRole('button', { name: 'Mark as sold' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', variant: 'destructive' }));
  expect(lastToast()?.description).toContain('only an active or expired listing can be marked as sold');
});
