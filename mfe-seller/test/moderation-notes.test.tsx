import { screen, within } from '@testing-library/react';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { catalogRoutes, formReady, quietEnrichment } from './support/form';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());

const NOTES = 'Please add a photo of the odometer.';

test('a listing sent back with changes requested shows the reviewer\'s notes and an edit link', async () => {
  mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [
      vehicle({ id: 8, make: 'Audi', model: 'RS6', year: 2021, status: 'approved', moderationNotes: null }),
      vehicle({ id: 9, make: 'Lexus', model: 'LC', year: 2022, status: 'pending', moderationNotes: 'old notes, already addressed' }),
      ...Array.from({ length: 12 }, (_, i) => vehicle({ id: 20 + i, make: 'Kia', model: 'EV6', year: 2023, status: 'approved' })),
      // the oldest listing (last of the newest-first list): it waits for the seller, so it comes first
      vehicle({ id: 7, make: 'BMW', model: 'M3', year: 2020, status: 'needs_changes', moderationNotes: NOTES }),
    ]),
  });
  renderSeller('/dashboard');
  const note = await screen.findByRole('note', { name: /Changes requested for 2020 BMW M3/ });
  expect(within(note).getByText(NOTES)).toBeTruthy();
  expect(within(note).getByRole('link', { name: 'Edit and resubmit' }).getAttribute('href')).toBe('/create-listing?edit=7');
  expect(within(screen.getByRole('table')).getByText('Changes requested')).toBeTruthy();
  expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).toMatch(/2020 BMW M3/);
  // notes of a listing back in review (or live) are not shown
  expect(screen.getAllByRole('note')).toHaveLength(1);
  expect(screen.queryByText('old notes, already addressed')).toBeNull();
});

test.each([
  ['needs_changes', 'Changes our team asked for', NOTES],
  ['rejected', 'Why our team rejected this listing', 'The VIN does not match the car described: it decodes to a 2017 X3'],
] as const)('the edit page the mail links to (/edit-listing/{id}) shows the reviewer\'s notes of a %s listing', async (status, title, notes) => {
  mockFetchRoutes({
    ...catalogRoutes,
    ...quietEnrichment,
    'GET /api/vehicles/7': () => fakeResponse(200, vehicle({ id: 7, make: 'BMW', model: 'M3', year: 2020, status, moderationNotes: notes })),
    'GET /api/user/vehicles': () => fakeResponse(200, []),
  });
  renderSeller('/edit-listing/7');
  await formReady();
  const note = await screen.findByRole('note', { name: title });
  expect(within(note).getByText(notes)).toBeTruthy();
  expect(within(note).getByText(/sends this listing back to our team for review/)).toBeTruthy();
});
