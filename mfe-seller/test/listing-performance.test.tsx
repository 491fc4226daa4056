import { performanceDays, type ListingPerformance } from '@rl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { vehicle } from './support/fixtures';
import { renderSeller, resetStores } from './support/render';

beforeEach(() => resetStores());
afterEach(() => jest.restoreAllMocks());

const days = performanceDays('2026-11-28', 30);
function answer(id: number, patch: Partial<ListingPerformance> = {}): ListingPerformance {
  return {
    vehicleId: id, from: days[0]!, to: days[29]!,
    days: days.map((day, i) => ({ day, impressions: i === 29 ? 30 : 10, views: i === 29 ? 4 : 1, saves: i === 28 ? 2 : 0, inquiries: i === 29 ? 1 : 0 })),
    totals: { impressions: 320, views: 33, saves: 2, inquiries: 1 },
    comparables: { peers: 12, computedAt: '2026-11-28T08:00:00.000Z', medians: { impressions: 320, views: 57, saves: 1, inquiries: 0 } },
    reasons: [{ kind: 'price-above-fair-range', text: 'The price is above the fair range ($31,000 to $33,000)' }],
    ...patch,
  };
}

test('the dashboard shows a live listing\'s 30 days: totals beside similar cars, likely reasons, a chart of the figure picked and the table', async () => {
  const fetchMock = mockFetchRoutes({
    'GET /api/user/vehicles': () => fakeResponse(200, [
      vehicle({ id: 1, make: 'BMW', model: 'X5', year: 2022, status: 'pending' }),
      vehicle({ id: 2, make: 'Porsche', model: '911', trim: 'Carrera S', year: 2021, status: 'approved' }),
      vehicle({ id: 3, make: 'Audi', model: 'Q7', trim: null, year: 2019, status: 'sold' }),
    ]),
    'GET /api/vehicles/2/performance': () => fakeResponse(200, answer(2)),
    'GET /api/vehicles/3/performance': () => fakeResponse(200, answer(3, { comparables: null, reasons: [], totals: { impressions: 0, views: 0, saves: 0, inquiries: 0 } })),
  });
  renderSeller('/dashboard');
  const section = await screen.findByRole('region', { name: 'Listing performance' });
  // the live listing first; the pending one is not offered (it has not been in front of buyers)
  const picker = within(section).getByLabelText('Listing') as HTMLSelectElement;
  expect([...picker.options].map((o) => o.textContent)).toEqual(['2021 Porsche 911 Carrera S (Active)', '2019 Audi Q7 (Sold)']);
  const views = await within(section).findByTestId('performance-total-views');
  expect(views.textContent).toBe('Detail views3342 % fewer views than similar cars (median 57)');
  expect(within(section).getByTestId('performance-total-impressions').textContent).toContain('About as many search appearances as similar cars');
  expect(within(section).getByTestId('performance-total-saves').textContent).toContain('100 % more saves than similar cars');
  expect(within(section).getByTestId('performance-total-inquiries').textContent).toContain('1 inquiry, similar cars none');
  expect(within(section).getByText('The price is above the fair range ($31,000 to $33,000)')).toBeTruthy();
  expect(within(section).getByText(/Compare adds are kept in buyers/)).toBeTruthy();

  // the table, newest day first
  const rows = within(within(section).getByRole('table')).getAllByRole('row');
  expect(rows).toHaveLength(31);
  expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['30', '4', '0', '1']);
  expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Nov 28');

  // the chart: detail views first, then the figure picked
  expect(within(section).getByText('Detail views per day')).toBeTruthy();
  await userEvent.click(within(section).getByRole('button', { name: 'Inquiries' }));
  expect(within(section).getByRole('button', { name: 'Inquiries' }).getAttribute('aria-pressed')).toBe('true');
  expect(within(section).getByText('Inquiries per day')).toBeTruthy();
  expect(section.querySelectorAll('[data-testid="performance-chart"] rect')).toHaveLength(30);

  // another listing: its own answer; too few similar cars says so
  await userEvent.selectOptions(picker, '3');
  expect(await within(section).findByText(/Too few live listings of the same make and model to compare with yet\./)).toBeTruthy();
  expect(callsTo(fetchMock, 'GET', '/api/vehicles/3/performance')).toHaveLength(1);
});

test('no section for a seller without a listing that has been live', async () => {
  mockFetchRoutes({ 'GET /api/user/vehicles': () => fakeResponse(200, [vehicle({ id: 1, status: 'pending' })]) });
  renderSeller('/dashboard');
  await screen.findByRole('table');
  expect(screen.queryByRole('region', { name: 'Listing performance' })).toBeNull();
});
