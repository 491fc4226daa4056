import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, route } from '@rl/web-build/jest/fetch-mock';
import { pending } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

const STATS = { total: 3, pending: 2, approved: 1, rejected: 0 };
const OLD = pending({ id: 5, createdAt: new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString() });
const NEW = pending({ id: 14, make: 'Porsche', model: '911', trim: null, year: 2022, createdAt: new Date().toISOString() });
// submitted long ago, sent back, resubmitted a day ago: it waits since the resubmission
const BACK = pending({ id: 21, make: 'Audi', model: 'RS6', trim: null, year: 2021, createdAt: '2024-01-01T10:00:00.000Z', resubmittedAt: new Date(Date.now() - 86_400_000 - 60_000).toISOString() });
const NOTES = 'Add a photo of the odometer.';

function platform() {
  return mockFetch(
    route('GET', '/api/admin/stats', () => json(200, STATS)),
    // the server filters: 'vin' keeps only the BMW
    route('GET', '/api/admin/vehicles/pending', (c) => {
      const list = c.query.get('checks') === 'vin' ? [OLD] : [OLD, BACK, NEW];
      return json(200, list, { 'x-total-count': String(list.length) });
    }),
    route('PATCH', /^\/api\/admin\/vehicles\/\d+\/status$/, () => json(200, {
      outcome: 'applied', message: 'Vehicle status updated successfully', vehicleId: 14, status: 'needs_changes', previousStatus: 'pending', decision: null,
    })),
  );
}

test('each pending listing says how long it has waited (oldest first)', async () => {
  platform();
  renderAdmin();
  expect(within(await screen.findByTestId('pending-5')).getByText('Waiting 3 days')).toBeTruthy();
  expect(within(screen.getByTestId('pending-14')).getByText('Waiting since today')).toBeTruthy();
  expect(within(screen.getByTestId('pending-21')).getByText('Waiting 1 day')).toBeTruthy();
  expect(within(screen.getByTestId('pending-21')).getByText(/^Resubmitted/)).toBeTruthy();
});

test('request changes: notes are required, then sent with the decision', async () => {
  const { requests } = platform();
  const user = userEvent.setup();
  renderAdmin();
  const ask = within(await screen.findByTestId('pending-14')).getByRole('button', { name: 'Request changes' });
  await user.click(ask);
  const dialog = screen.getByRole('dialog', { name: 'Request changes' });
  const notes = within(dialog).getByLabelText('What should the seller change?');
  expect(notes.getAttribute('aria-required')).toBe('true');
  expect(document.activeElement).toBe(notes);

  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Write the changes you need/);
  expect(notes.getAttribute('aria-invalid')).toBe('true');
  expect(requests('PATCH', /status$/)).toHaveLength(0);

  await user.type(notes, `  ${NOTES}  `);
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(requests('PATCH', '/api/admin/vehicles/14/status')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/vehicles/14/status')[0]!.body).toMatchObject({ status: 'needs_changes', expectedStatus: 'pending', reason: NOTES });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the check filter asks the server for the filtered queue', async () => {
  const { requests } = platform();
  const user = userEvent.setup();
  renderAdmin();
  await screen.findByTestId('pending-14');
  await user.selectOptions(screen.getByLabelText('Show'), 'VIN issues');
  await waitFor(() => expect(screen.queryByTestId('pending-14')).toBeNull());
  expect(screen.getByTestId('pending-5')).toBeTruthy();
  expect(requests('GET', '/api/admin/vehicles/pending').at(-1)!.query.get('checks')).toBe('vin');
});
