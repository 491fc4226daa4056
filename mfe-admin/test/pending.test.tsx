import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REJECTION_REASONS } from '@rl/contracts';
import userEvent from '@testing-library/user-event';
import { deferred, json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';
import { pending, passing } from './support/fixtures';
import { assign, lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const STATS = { total: 62, pending: 2, approved: 49, rejected: 3 };
const BMW = pending({ id: 5, updatedAt: '2025-03-14T15:00:00.000Z' });
const PORSCHE = pending({
  id: 14, make: 'Porsche', model: '911', trim: 'Carrera 4S', year: 2022, mileage: 8300, price: '142500.00', location: 'Las Vegas, NV',
  contactEmail: 'p.owner@example.com', contactPhone: '(555) 010-1013', images: [], createdAt: '2025-03-15T15:00:00.000Z',
});

/** stats + the pending queue; returns the mock so a test can add the PATCH answer */
function platform(queue = [BMW, PORSCHE]) {
  let current = queue;
  const mock = mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    route('GET', '/api/admin/vehicles/pending', () => json(200, current, { 'x-total-count': String(current.length) })),
  );
  return { ...mock, setQueue: (q: typeof queue) => (current = q) };
}

const row = (id: number) => screen.getByTestId(`pending-${id}`);
const patchAnswer = (status: number, body: unknown) => route('PATCH', /^\/api\/admin\/vehicles\/\d+\/status$/, () => json(status, body));
const applied = (id: number, status: string) => ({
  outcome: 'applied', message: 'Vehicle status updated successfully', vehicleId: id, status, previousStatus: 'pending', decision: null,
});

test('3 skeleton rows while the queue loads', () => {
  mockFetch(route('GET', '/api/admin/stats', () => json(200, STATS)), route('GET', '/api/admin/vehicles/pending', never));
  renderAdmin();
  expect(screen.getAllByTestId('pending-skeleton')).toHaveLength(3);
  expect(screen.getByRole('table', { name: 'Listings pending approval' }).getAttribute('aria-busy')).toBe('true');
});

test("empty queue: 'No listings pending approval'", async () => {
  platform([]);
  renderAdmin();
  expect(await screen.findByText('No listings pending approval')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('the table: column headers and one row per listing with the spec formats', async () => {
  platform();
  renderAdmin();
  await screen.findByTestId('pending-5');
  const table = screen.getByRole('table', { name: 'Listings pending approval' });
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Vehicle', 'Seller', 'Price', 'Location', 'Submitted', 'Actions']);

  const bmw = within(row(5));
  expect(bmw.getByText('2023 BMW i4')).toBeTruthy();
  expect(bmw.getByText('10,300 miles')).toBeTruthy();
  expect(bmw.getByText('seller@example.com')).toBeTruthy();
  expect(bmw.getByText('(555) 010-1004')).toBeTruthy();
  expect(bmw.getByText('$44,900')).toBeTruthy();
  expect(bmw.getByText('Denver, CO')).toBeTruthy();
  expect(bmw.getByText('Mar 14, 2025').getAttribute('datetime')).toBe('2025-03-14T15:00:00.000Z');
  // thumbnail of the first image (its thumb size; the photo itself, then a glyph, if that fails)
  expect(row(5).querySelector('img')!.getAttribute('src')).toBe('/media/img/a/thumb.webp');
  fireEvent.error(row(5).querySelector('img')!);
  expect(row(5).querySelector('img')!.getAttribute('src')).toBe('/media/img/a/large.webp');
  fireEvent.error(row(5).querySelector('img')!);
  expect(row(5).querySelector('img')).toBeNull();
  expect(bmw.getByRole('button', { name: 'Approve' })).toBeTruthy();
  expect(bmw.getByRole('button', { name: 'Reject' })).toBeTruthy();
  expect(bmw.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/vehicles/5');

  const porsche = within(row(14));
  expect(porsche.getByText('2022 Porsche 911')).toBeTruthy();
  expect(porsche.getByText('8,300 miles')).toBeTruthy();
  expect(porsche.getByText('$142,500')).toBeTruthy();
  expect(porsche.getByText('p.owner@example.com')).toBeTruthy();
  expect(row(14).querySelector('img')).toBeNull(); // no photo: a glyph instead
  // oldest first, as the server sent them
  expect(screen.getAllByTestId(/^pending-\d+$/).map((r) => r.dataset.testid)).toEqual(['pending-5', 'pending-14']);
});

test('View goes to the vehicle detail page', async () => {
  platform();
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('link', { name: 'View', description: '2023 BMW i4' }));
  expect(screen.getByText('vehicle page 5')).toBeTruthy();
});

test("check flags: failed checks are warning chips with their message; all ok reads 'All checks passed'", async () => {
  const flagged = pending({
    id: 7,
    checks: [
      ...passing().filter((c) => c.code !== 'few_photos' && c.code !== 'duplicate_vin' && c.code !== 'price_outlier'),
      { code: 'few_photos', ok: false, status: 'fail', message: 'Only 3 photos; 9 angles are required' },
      { code: 'duplicate_vin', ok: false, status: 'fail', message: 'The same VIN is on 1 other live listing: #2 (approved)' },
      { code: 'price_outlier', ok: true, status: 'unknown', message: 'No comparable live listings of a 2023 BMW i4 to compare the price with' },
    ],
  });
  platform([BMW, flagged]);
  renderAdmin();
  await screen.findByTestId('pending-7');
  const ok = within(within(row(5)).getByRole('list', { name: 'Automated checks' }));
  expect(ok.getByText('All checks passed')).toBeTruthy();
  expect(ok.getAllByRole('listitem')).toHaveLength(1);

  const flags = within(row(7)).getByRole('list', { name: 'Automated checks' });
  expect(within(flags).queryByText('All checks passed')).toBeNull();
  const photos = flags.querySelector('[data-check="few_photos"]')!;
  expect(photos.textContent).toBe('Photos: Only 3 photos; 9 angles are required');
  expect(flags.querySelector('[data-check="duplicate_vin"]')!.textContent).toContain('The same VIN is on 1 other live listing: #2 (approved)');
  // a check that could not run is mentioned quietly, not as a warning
  expect(flags.querySelector('[data-check="price_outlier"]')!.textContent).toContain('not checked');
});

test('approving a listing with failed checks lists them and asks to confirm; Cancel sends nothing', async () => {
  const SIX = pending({
    id: 21,
    checks: [
      ...passing().filter((c) => c.code !== 'few_photos'),
      { code: 'few_photos', ok: false, status: 'fail', message: 'Only 6 photos; 9 angles are required' },
      { code: 'angle_coverage', ok: false, status: 'fail', message: 'No photo shows: engine bay, odometer, trunk/cargo', missingAngles: ['engine bay'] },
      { code: 'price_outlier', ok: true, status: 'unknown', message: 'No comparable live listings' },
    ],
  });
  const { requests, use } = platform([SIX]);
  use(patchAnswer(200, applied(21, 'approved')));
  const user = userEvent.setup();
  renderAdmin();
  const approve = within(await screen.findByTestId('pending-21')).getByRole('button', { name: 'Approve' });
  await user.click(approve);
  let dialog = screen.getByRole('dialog', { name: 'Approve despite failed checks?' });
  expect(within(dialog).getByText(/These 2 automated checks failed on/)).toBeTruthy();
  expect(within(within(dialog).getByRole('list', { name: 'Failed checks' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Only 6 photos; 9 angles are required', 'No photo shows: engine bay, odometer, trunk/cargo',
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(requests('PATCH', /status$/)).toHaveLength(0);

  await user.click(approve);
  dialog = screen.getByRole('dialog', { name: 'Approve despite failed checks?' });
  await user.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
  await waitFor(() => expect(requests('PATCH', '/api/admin/vehicles/21/status')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/vehicles/21/status')[0].body).toMatchObject({ status: 'approved', expectedStatus: 'pending' });
});

test('approve: PATCH {status: approved} with the guards, success notice, pending and stats refetched', async () => {
  const { requests, use, setQueue } = platform();
  use(patchAnswer(200, applied(5, 'approved')));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));

  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Success', description: 'Vehicle status updated successfully' }));
  const [patch] = requests('PATCH', '/api/admin/vehicles/5/status');
  expect(patch.body).toEqual({ status: 'approved', expectedStatus: 'pending', expectedUpdatedAt: '2025-03-14T15:00:00.000Z' });
  expect(patch.headers).toEqual({ 'Content-Type': 'application/json' });
  expect(patch.credentials).toBe('include');
  setQueue([PORSCHE]);
  await waitFor(() => expect(requests('GET', '/api/admin/vehicles/pending').length).toBeGreaterThanOrEqual(2));
  expect(requests('GET', '/api/admin/stats').length).toBeGreaterThanOrEqual(2);
});

test('after a decision the row leaves the queue and the tab count follows', async () => {
  const { use, setQueue } = platform();
  use(
    route('PATCH', '/api/admin/vehicles/5/status', () => {
      setQueue([PORSCHE]);
      return json(200, applied(5, 'approved'));
    }),
  );
  const user = userEvent.setup();
  renderAdmin();
  expect(await screen.findByRole('tab', { name: 'Pending Approval (2)' })).toBeTruthy();
  await user.click(within(row(5)).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByTestId('pending-5')).toBeNull());
  expect(screen.getByRole('tab', { name: 'Pending Approval (1)' })).toBeTruthy();
});

test('reject asks first: Cancel and Escape send nothing; confirming sends the chosen reason and the details', async () => {
  const { requests, use } = platform();
  use(patchAnswer(200, applied(14, 'rejected')));
  const user = userEvent.setup();
  renderAdmin();
  const reject = within(await screen.findByTestId('pending-14')).getByRole('button', { name: 'Reject' });

  await user.click(reject);
  let dialog = screen.getByRole('dialog', { name: 'Reject listing' });
  expect(within(dialog).getByText('Are you sure you want to reject this listing?')).toBeTruthy();
  expect(within(dialog).getByText('2022 Porsche 911')).toBeTruthy();
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  // focus starts in the dialog, on the reason
  expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(reject); // focus returns to the button that opened it

  await user.click(reject);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(requests('PATCH', /status$/)).toHaveLength(0);

  await user.click(reject);
  dialog = screen.getByRole('dialog', { name: 'Reject listing' });
  await user.selectOptions(within(dialog).getByLabelText('Reason'), 'The photos do not show this car');
  await user.type(within(dialog).getByLabelText(/Details for the seller/), '  Photos show a different car  ');
  await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(requests('PATCH', '/api/admin/vehicles/14/status')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/vehicles/14/status')[0].body).toMatchObject({
    status: 'rejected', expectedStatus: 'pending', reason: 'The photos do not show this car: Photos show a different car',
  });
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Success', description: 'Vehicle status updated successfully' }));
});

test('a rejection needs a reason: a common one from the list, or Other with the reason written out', async () => {
  const { requests, use } = platform();
  use(patchAnswer(200, applied(5, 'rejected')));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog', { name: 'Reject listing' });
  const reason = within(dialog).getByLabelText('Reason') as HTMLSelectElement;
  expect(within(reason).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a reason', ...REJECTION_REASONS]);
  // nothing chosen: not sent, and the dialog says why
  await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Choose the reason so the seller knows why.');
  expect(document.activeElement).toBe(reason);
  // Other without words: not sent either
  await user.selectOptions(reason, 'Other');
  expect(within(dialog).getByLabelText(/Details for the seller/).getAttribute('aria-required')).toBe('true');
  await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
  expect(within(dialog).getByRole('alert').textContent).toBe('Describe the reason so the seller knows what was wrong.');
  expect(requests('PATCH', /status$/)).toHaveLength(0);
  await user.type(within(dialog).getByLabelText(/Details for the seller/), 'The seller is a dealer posing as a private seller');
  await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
  await waitFor(() => expect(requests('PATCH', /status$/)).toHaveLength(1));
  expect(requests('PATCH', /status$/)[0].body).toMatchObject({ status: 'rejected', reason: 'The seller is a dealer posing as a private seller' });
});

test('the dialog keeps focus inside: Tab wraps from the last control to the first and back', async () => {
  platform();
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Reject' }));
  const dialog = screen.getByRole('dialog');
  const reason = within(dialog).getByLabelText('Reason');
  const confirm = within(dialog).getByRole('button', { name: 'Reject listing' });
  await user.tab(); // Details for the seller
  await user.tab(); // Cancel
  await user.tab(); // Reject listing
  expect(document.activeElement).toBe(confirm);
  await user.tab();
  expect(document.activeElement).toBe(reason);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(confirm);
  // the page behind is inert while the dialog is open
  expect(document.querySelector('[inert]')).not.toBeNull();
});

test('every Approve and Reject is disabled while an update runs', async () => {
  const { use } = platform();
  const answer = deferred();
  use(route('PATCH', '/api/admin/vehicles/5/status', () => answer.promise));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  const buttons = [...screen.getAllByRole('button', { name: 'Approve' }), ...screen.getAllByRole('button', { name: 'Reject' })];
  expect(buttons).toHaveLength(4);
  for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
  expect(row(5).getAttribute('aria-busy')).toBe('true');
  await act(async () => answer.release(json(200, applied(5, 'approved'))));
  await waitFor(() => expect((screen.getAllByRole('button', { name: 'Approve' })[0] as HTMLButtonElement).disabled).toBe(false));
});

test("401: 'Unauthorized: Admin access required. Redirecting...' then /api/login", async () => {
  const { use } = platform();
  use(patchAnswer(401, { statusCode: 401, error: 'Unauthorized', message: 'Sign in first' }));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'Admin access required. Redirecting...', variant: 'destructive' }),
  );
  expect(assign).not.toHaveBeenCalled();
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/login'));
});

test('403 (no longer an admin): the same notice, then home', async () => {
  const { use } = platform();
  use(patchAnswer(403, { statusCode: 403, error: 'Forbidden', message: 'Admin access required' }));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Unauthorized', description: 'Admin access required. Redirecting...' }),
  );
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
});

test("other failures: 'Error: Failed to update vehicle status'", async () => {
  const { use } = platform();
  use(patchAnswer(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to update vehicle status', variant: 'destructive' }),
  );
  expect(assign).not.toHaveBeenCalled();
});

test('a network failure is an error notice too', async () => {
  const { use } = platform();
  use(route('PATCH', /status$/, () => Promise.reject(new TypeError('Failed to fetch'))));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to update vehicle status' }));
});

test("409: the server's message, and the queue is refreshed", async () => {
  const { use, requests } = platform();
  use(patchAnswer(409, { statusCode: 409, error: 'Conflict', message: 'The listing is approved now, not pending; reload and decide again' }));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  await waitFor(() =>
    expect(lastToast()).toMatchObject({
      title: 'Error', description: 'The listing is approved now, not pending; reload and decide again', variant: 'destructive',
    }),
  );
  await waitFor(() => expect(requests('GET', '/api/admin/vehicles/pending').length).toBeGreaterThanOrEqual(2));
});

test('202 queued: the server says the decision is recorded and will be applied', async () => {
  const { use } = platform();
  use(patchAnswer(202, {
    outcome: 'queued', message: 'The listings service is unavailable right now. Your decision is recorded and will be applied automatically as soon as it is back.',
    vehicleId: 5, status: 'approved', previousStatus: 'pending', decision: null,
  }));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(within(await screen.findByTestId('pending-5')).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Decision recorded' }));
  expect(lastToast().description).toContain('will be applied automatically');
});

test('a listing with a decision still being applied says so and cannot be decided again', async () => {
  platform([pending({
    id: 9,
    queuedDecision: {
      id: 3, vehicleId: 9, adminId: 'a1', adminEmail: 'admin@example.com', fromStatus: 'pending', toStatus: 'approved', reason: null,
      createdAt: '2025-03-15T10:00:00.000Z', state: 'queued', appliedAt: null, note: 'listings unreachable',
    },
  })]);
  renderAdmin();
  const r = within(await screen.findByTestId('pending-9'));
  expect(r.getByText(/waiting for the listings service/)).toBeTruthy();
  expect((r.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
  expect((r.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a failed load says why and can be retried', async () => {
  let fail = true;
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    route('GET', '/api/admin/vehicles/pending', () =>
      fail ? json(503, { statusCode: 503, error: 'Service Unavailable', message: 'The listings service is unavailable right now.' }) : json(200, [BMW])),
  );
  const user = userEvent.setup();
  renderAdmin();
  expect(await screen.findByText('Could not load the pending listings')).toBeTruthy();
  expect(screen.getByText('The listings service is unavailable right now.')).toBeTruthy();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByTestId('pending-5')).toBeTruthy();
});
