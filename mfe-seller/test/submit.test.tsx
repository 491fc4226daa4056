import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, callsTo, fakeResponse, mockFetchRoutes, type RouteHandler } from '@rl/web-build/jest/fetch-mock';
import { fakeFile, FakeXHR, uploaded } from './support/fake-xhr';
import { catalogRoutes, chooseCar, field, fillRest, formReady, quietEnrichment } from './support/form';
import { GOOD_VIN, vehicle } from './support/fixtures';
import { assign, lastToast, renderSeller, resetStores } from './support/render';

beforeEach(() => {
  resetStores();
  FakeXHR.install();
});
afterEach(() => jest.useRealTimers());

const errorOf = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((n) => n?.id.endsWith('-error'))?.textContent;

function routes(extra: Record<string, RouteHandler> = {}) {
  return mockFetchRoutes({ ...catalogRoutes, ...quietEnrichment, 'GET /api/user/vehicles': () => fakeResponse(200, []), ...extra });
}

async function filledForm() {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = renderSeller('/create-listing');
  await formReady();
  await chooseCar(user, 'BMW', 'X5', 'xDrive40i');
  await fillRest(user);
  return { user, ...view };
}

test('an empty submit: errors next to their fields, focus on the first, nothing sent', async () => {
  const fetch = routes();
  const user = userEvent.setup();
  renderSeller('/create-listing');
  await formReady();
  await user.clear(field('First Name'));
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  expect(errorOf(field('Make'))).toBe('Make is required');
  expect(errorOf(field('Price'))).toBe('Price is required');
  expect(errorOf(field('Condition'))).toBe('Condition is required');
  expect(errorOf(field('ZIP Code'))).toBe('ZIP code is required');
  expect(errorOf(field('City/State'))).toBe('City/State is required');
  expect(errorOf(field('VIN'))).toBe('VIN is required');
  expect(errorOf(field('First Name'))).toBe('First name is required');
  expect(errorOf(field('Phone'))).toBe('Phone is required');
  expect(errorOf(field('Email'))).toBeUndefined();
  expect(errorOf(field('Mileage'))).toBeUndefined(); // 0 by default
  expect(document.activeElement).toBe(field('Make'));
  expect(screen.getByText(/Please correct the \d+ highlighted fields\./)).toBeTruthy();
  expect(callsTo(fetch, 'POST', '/api/vehicles')).toHaveLength(0);
  // typing clears a field's message
  await user.type(field('City/State'), 'Austin, TX');
  expect(errorOf(field('City/State'))).toBeUndefined();
});

test('schema rules: ZIP, email, phone, Carfax URL and the VIN check digit', async () => {
  const fetch = routes();
  const { user } = await filledForm();
  await user.clear(field('ZIP Code'));
  await user.type(field('ZIP Code'), '787');
  await user.clear(field('Email'));
  await user.type(field('Email'), 'not-an-email');
  await user.type(field('Carfax Report URL'), 'carfax report');
  await user.clear(field('Phone'));
  await user.type(field('Phone'), 'call me');
  await user.clear(field('VIN'));
  await user.type(field('VIN'), `${GOOD_VIN.slice(0, 8)}4${GOOD_VIN.slice(9)}`);
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  expect(errorOf(field('ZIP Code'))).toBe('ZIP code must be 5 digits');
  expect(errorOf(field('Email'))).toBe('Email must be a valid email address');
  expect(errorOf(field('Carfax Report URL'))).toBe('Must be a valid URL');
  expect(errorOf(field('Phone'))).toBe('Phone must be a valid phone number');
  expect(errorOf(field('VIN'))).toMatch(/check-digit/);
  expect(document.activeElement).toBe(field('ZIP Code'));
  expect(callsTo(fetch, 'POST', '/api/vehicles')).toHaveLength(0);
});

test('create: the payload, "Publishing..." while saving, the notice and /dashboard', async () => {
  let answer!: (r: Response) => void;
  const fetch = routes({ 'POST /api/vehicles': () => new Promise<Response>((r) => (answer = r)) });
  const { user, router } = await filledForm();

  // two photos, the second as cover
  await user.upload(screen.getByTestId('photo-input'), [fakeFile('front.jpg'), fakeFile('rear.jpg')]);
  const [one, two] = [uploaded(), uploaded()];
  await act(async () => FakeXHR.instances[0].respond(201, one));
  await act(async () => FakeXHR.instances[1].respond(201, two));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photos' })).toBeTruthy());
  await user.click(screen.getByRole('button', { name: 'Set photo 2 as cover' }));

  await user.click(screen.getByRole('checkbox', { name: 'Heated Seats' }));
  await user.type(field('Custom Feature'), 'Carbon trim{Enter}');
  await user.type(field('Recent Services'), 'Oil change{Enter}');
  await user.type(field('Carfax Report URL'), 'https://www.carfax.com/vehiclehistory/ar20/abc');

  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  const button = await screen.findByRole('button', { name: 'Publishing...' });
  expect((button as HTMLButtonElement).disabled).toBe(true);

  const [call] = callsTo(fetch, 'POST', '/api/vehicles');
  expect(call.body).toEqual({
    make: 'BMW',
    model: 'X5',
    trim: 'xDrive40i',
    year: 2022,
    mileage: 21400,
    price: '58900.50',
    condition: 'excellent',
    bodyType: 'suv',
    fuelType: 'gasoline',
    transmission: 'automatic',
    drivetrain: 'awd',
    exteriorColor: 'Black',
    exteriorColorName: null,
    interiorColor: 'Tan',
    description: 'One owner.',
    features: ['Heated Seats', 'Carbon trim'],
    images: [two.url, one.url],
    photoAngles: {},
    location: 'Austin, TX',
    zipCode: '78701',
    contactPhone: '(512) 555-0100',
    contactEmail: 'jane@example.com',
    contactFirstName: 'Jane',
    contactLastName: 'Carter',
    contactLocation: null,
    vin: GOOD_VIN,
    carfaxReportUrl: 'https://www.carfax.com/vehiclehistory/ar20/abc',
    recentServices: ['Oil change'],
  });
  const init = fetch.mock.calls.find(([u, i]) => u === '/api/vehicles' && i?.method === 'POST')?.[1];
  expect(init).toMatchObject({ credentials: 'include', headers: { 'Content-Type': 'application/json' } });

  await act(async () => answer(fakeResponse(201, vehicle({ id: 77 }))));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(lastToast()).toMatchObject({ title: 'Success', description: 'Your listing has been submitted for review' });
});

test('the photos still uploading: publishing waits', async () => {
  const fetch = routes();
  const { user } = await filledForm();
  await user.upload(screen.getByTestId('photo-input'), [fakeFile('front.jpg')]);
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  expect(screen.getByText('Please wait until your photos finish uploading.')).toBeTruthy();
  expect(callsTo(fetch, 'POST', '/api/vehicles')).toHaveLength(0);
});

test("the server's 400 field problems show next to their fields, with the notice", async () => {
  routes({
    'POST /api/vehicles': () =>
      fakeResponse(
        400,
        apiError(400, 'Bad Request', 'zipCode: ZIP code is not a known US ZIP code', [
          { field: 'zipCode', message: 'ZIP code is not a known US ZIP code' },
          { field: 'features.1', message: 'A feature must be at most 60 characters' },
        ]),
      ),
  });
  const { user } = await filledForm();
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  await waitFor(() => expect(errorOf(field('ZIP Code'))).toBe('ZIP code is not a known US ZIP code'));
  expect(screen.getByText('A feature must be at most 60 characters')).toBeTruthy();
  expect(document.activeElement).toBe(field('ZIP Code'));
  expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to create listing. Please try again.', variant: 'destructive' });
  expect(screen.getByRole('button', { name: 'Publish Listing' })).toBeTruthy();
});

test('401 on save: "Unauthorized" / "You need to be logged in to manage listings", then /api/login', async () => {
  routes({ 'POST /api/vehicles': () => fakeResponse(401, apiError(401, 'Unauthorized', 'Sign in first')) });
  const { user } = await filledForm();
  jest.useFakeTimers();
  await act(async () => {
    screen.getByRole('button', { name: 'Publish Listing' }).click();
  });
  await act(() => jest.advanceTimersByTimeAsync(10));
  expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'You need to be logged in to manage listings', variant: 'destructive' });
  expect(assign).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(assign).toHaveBeenCalledWith('/api/login');
  void user;
});

test('other failures: "Error" / "Failed to create listing. Please try again." and the server message', async () => {
  routes({ 'POST /api/vehicles': () => fakeResponse(503, apiError(503, 'Service Unavailable', 'Photos cannot be verified right now')) });
  const { user, router } = await filledForm();
  await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to create listing. Please try again.' }));
  expect(screen.getByText('Photos cannot be verified right now')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/create-listing');
});

describe('edit', () => {
  const listing = vehicle({
    id: 5,
    status: 'approved',
    price: '58900.00',
    features: ['Heated Seats', 'Carbon trim'],
    recentServices: ['Oil change'],
    images: ['/media/img/00000000-0000-4000-8000-000000000001/large.webp', '/media/img/00000000-0000-4000-8000-000000000002/large.webp'],
    carfaxReportUrl: 'https://www.carfax.com/x',
  });

  test.each(['/create-listing?edit=5', '/edit-listing/5'])('%s: the form is filled from the listing', async (path) => {
    routes({ 'GET /api/vehicles/5': () => fakeResponse(200, listing) });
    renderSeller(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Listing' })).toBeTruthy();
    await formReady();
    await waitFor(() => expect(field('Trim').value).toBe('xDrive40i'));
    expect(field('Make').value).toBe('BMW');
    expect(field('Model').value).toBe('X5');
    expect(field('Year').value).toBe('2022');
    expect(field('Mileage').value).toBe('21400');
    expect(field('Price').value).toBe('58900');
    expect(field('Drivetrain').value).toBe('awd');
    expect(field('VIN').value).toBe(GOOD_VIN);
    expect(field('Carfax Report URL').value).toBe('https://www.carfax.com/x');
    // an edit saves changes: its button does not say it publishes a listing
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish Listing' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Heated Seats' }) as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByRole('list', { name: 'Custom features' })).getByText('Carbon trim')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Recent services' })).getByText('Oil change')).toBeTruthy();
    const photos = within(screen.getByRole('list', { name: 'Uploaded photos' })).getAllByRole('img');
    expect(photos.map((p) => p.getAttribute('src'))).toEqual([
      '/media/img/00000000-0000-4000-8000-000000000001/thumb.webp',
      '/media/img/00000000-0000-4000-8000-000000000002/thumb.webp',
    ]);
    expect(screen.getByText(/A lower price and recent services go live at once/)).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Changes under review' })).toBeNull();
  });

  test('save: PUT /api/vehicles/{id}, "Your listing has been updated", caches refreshed, /dashboard', async () => {
    const fetch = routes({
      'GET /api/vehicles/5': () => fakeResponse(200, listing),
      'PUT /api/vehicles/5': () => fakeResponse(200, { ...listing, status: 'pending' }),
    });
    const user = userEvent.setup();
    const { router, client: queryClient } = renderSeller('/create-listing?edit=5');
    queryClient.setQueryData(['/api/user/vehicles'], [listing]);
    await formReady();
    await waitFor(() => expect(field('Trim').value).toBe('xDrive40i'));
    await user.clear(field('Price'));
    await user.type(field('Price'), '56000');
    await user.click(screen.getByRole('button', { name: 'Set photo 2 as cover' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [put] = callsTo(fetch, 'PUT', '/api/vehicles/5');
    expect(put.body).toMatchObject({ price: '56000', images: [listing.images[1], listing.images[0]], features: ['Heated Seats', 'Carbon trim'] });
    expect(lastToast()).toMatchObject({ title: 'Success', description: 'Your listing has been updated' });
    expect(queryClient.getQueryState(['/api/user/vehicles'])?.isInvalidated).toBe(true);
  });

  test('changes waiting for review: the form opens with them, says so, and saving tells the seller the listing stays on sale', async () => {
    const waiting = {
      id: 31, status: 'pending', changedFields: ['mileage', 'price'], createdAt: '2026-11-20T10:00:00.000Z', decidedAt: null, reason: null,
      proposed: { ...listing, mileage: 23800, price: '61500.00' },
    };
    const fetch = routes({
      'GET /api/vehicles/5': () => fakeResponse(200, { ...listing, revision: waiting }),
      'PUT /api/vehicles/5': () => fakeResponse(200, { ...listing, revision: { ...waiting, id: 32 } }),
    });
    const user = userEvent.setup();
    const { router } = renderSeller('/edit-listing/5');
    await formReady();
    await waitFor(() => expect(field('Trim').value).toBe('xDrive40i'));
    expect(field('Mileage').value).toBe('23800');
    expect(field('Price').value).toBe('61500');
    const note = screen.getByRole('note', { name: 'Changes under review' });
    expect(note.textContent).toMatch(/Mileage, Price/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(callsTo(fetch, 'PUT', '/api/vehicles/5')[0]!.body).toMatchObject({ mileage: 23800, price: '61500' });
    expect(lastToast()).toMatchObject({ title: 'Changes sent for review', description: 'Your listing stays on sale as approved until our team reviews your changes' });
  });

  test('save failure: "Failed to update listing. Please try again."', async () => {
    routes({
      'GET /api/vehicles/5': () => fakeResponse(200, listing),
      'PUT /api/vehicles/5': () => fakeResponse(409, apiError(409, 'Conflict', 'A sold listing can no longer be edited')),
    });
    const user = userEvent.setup();
    renderSeller('/edit-listing/5');
    await formReady();
    await waitFor(() => expect(field('Trim').value).toBe('xDrive40i'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to update listing. Please try again.' }));
    expect(screen.getByText('A sold listing can no longer be edited')).toBeTruthy();
  });

  test('an unknown listing: "Listing not found" with the way back', async () => {
    routes({ 'GET /api/vehicles/99': () => fakeResponse(404, apiError(404, 'Not Found', 'Vehicle not found')) });
    renderSeller('/edit-listing/99');
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  test("someone else's listing (public fields only) is not editable", async () => {
    const { vin: _v, userId: _u, contactEmail: _e, ...publicView } = listing;
    routes({ 'GET /api/vehicles/5': () => fakeResponse(200, publicView) });
    renderSeller('/edit-listing/5');
    expect(await screen.findByRole('heading', { name: 'Listing not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});
