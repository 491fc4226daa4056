import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, fakeResponse, mockFetchRoutes, type RouteHandler } from '@rl/web-build/jest/fetch-mock';
import { catalogRoutes, chooseCar, field, fillRest, formReady, quietEnrichment } from './support/form';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

// Issue 31, point 7: the exterior colour is a family of the search's colour filter, picked from a list;
// the manufacturer's name for the paint ("Blu Emozione") is kept beside it.
beforeEach(() => resetStores());

const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.id.endsWith('-error'))?.textContent;

function routes(extra: Record<string, RouteHandler> = {}) {
  return mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, 'GET /api/user/vehicles': () => fakeResponse(200, []), ...extra });
}

const NAME = "Manufacturer's Color Name";

test('the exterior colour is a list of the search\'s families; the manufacturer\'s name is optional free text', async () => {
  routes();
  renderSeller('/create-listing');
  await formReady();
  const family = field('Exterior Color');
  expect(family.tagName).toBe('SELECT');
  expect(family.required).toBe(true);
  expect(within(family).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Select color family', 'Black', 'White', 'Silver', 'Gray', 'Red', 'Blue', 'Green', 'Brown', 'Beige', 'Other',
  ]);
  const name = field(NAME);
  expect(name.tagName).toBe('INPUT');
  expect(name.required).toBe(false);
  expect(name.maxLength).toBe(40);
});

test('publishing sends the family and the name; without a family nothing is sent', async () => {
  const fetch = routes({ 'POST /api/vehicles': () => fakeResponse(201, vehicle({ id: 9 })) });
  const user = userEvent.setup({ applyAccept: false, delay: null });
  renderSeller('/create-listing');
  await formReady();
  await chooseCar(user, 'BMW', 'X5', 'xDrive40i');
  await fillRest(user);
  await user.selectOptions(field('Exterior Color'), '');
  await user.click(field(NAME));
  await user.paste('Blu Emozione');
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  expect(errorOf(field('Exterior Color'))).toBe('Choose the exterior color family');
  expect(document.activeElement).toBe(field('Exterior Color'));
  expect(callsTo(fetch, 'POST', '/api/vehicles')).toHaveLength(0);

  await user.selectOptions(field('Exterior Color'), 'Blue');
  expect(errorOf(field('Exterior Color'))).toBeUndefined();
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  await waitFor(() => expect(callsTo(fetch, 'POST', '/api/vehicles')).toHaveLength(1));
  expect(callsTo(fetch, 'POST', '/api/vehicles')[0].body).toMatchObject({ exteriorColor: 'Blue', exteriorColorName: 'Blu Emozione', interiorColor: 'Tan' });
});

test('the server\'s problem with the name shows next to the name', async () => {
  routes({
    'POST /api/vehicles': () => fakeResponse(400, apiError(400, 'Bad Request', 'exteriorColorName: too long', [
      { field: 'exteriorColorName', message: 'Manufacturer color name must be at most 40 characters' },
    ])),
  });
  const user = userEvent.setup({ applyAccept: false, delay: null });
  renderSeller('/create-listing');
  await formReady();
  await chooseCar(user, 'BMW', 'X5', 'xDrive40i');
  await fillRest(user);
  await user.click(field(NAME));
  await user.paste('Blu Emozione');
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  await waitFor(() => expect(errorOf(field(NAME))).toBe('Manufacturer color name must be at most 40 characters'));
  expect(document.activeElement).toBe(field(NAME));
});

test('editing: the form opens with the family and the name, and an edit of the name is saved', async () => {
  const listing = vehicle({ id: 5, exteriorColor: 'Blue', exteriorColorName: 'Blu Emozione' });
  const fetch = routes({
    'GET /api/vehicles/5': () => fakeResponse(200, listing),
    'PUT /api/vehicles/5': () => fakeResponse(200, { ...listing, status: 'pending' }),
  });
  const user = userEvent.setup();
  renderSeller('/create-listing?edit=5');
  await formReady();
  await waitFor(() => expect(field('Exterior Color').value).toBe('Blue'));
  expect(field(NAME).value).toBe('Blu Emozione');
  await user.clear(field(NAME));
  await user.type(field(NAME), 'Misano Blue');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/vehicles/5')).toHaveLength(1));
  expect(callsTo(fetch, 'PUT', '/api/vehicles/5')[0].body).toMatchObject({ exteriorColor: 'Blue', exteriorColorName: 'Misano Blue' });
});
