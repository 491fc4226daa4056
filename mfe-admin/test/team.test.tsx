import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamStats } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';
import { ADMIN } from './support/fixtures';
import { renderAdmin, resetStores } from './support/render';
import { formatDuration } from '../src/features/team/components/TeamPanel';

beforeEach(() => resetStores());

const weeks = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10));
const per = (last: number) => weeks.map((_, i) => (i === 11 ? last : 0));
const STATS: TeamStats = {
  weeks,
  stages: (['new', 'contacted', 'qualified', 'viewing', 'offer', 'accepted', 'deposit', 'sold', 'lost'] as const).map((stage, i) => ({ stage, perWeek: per(9 - i), total: 9 - i })),
  inquiriesPerWeek: per(9), soldPerWeek: per(2), offersAcceptedPerWeek: per(3),
  medianFirstResponsePerWeek: weeks.map((_, i) => (i === 11 ? 3900 : null)), medianTimeToSalePerWeek: weeks.map((_, i) => (i === 11 ? 5 * 86_400 : null)),
  totals: { inquiries: 9, sold: 2, conversion: 2 / 9, offersAccepted: 3, medianFirstResponseSeconds: 3900, medianTimeToSaleSeconds: 5 * 86_400 },
  associates: [
    { associateId: 'a1', name: 'Ava Associate', inquiries: 6, sold: 2, conversion: 1 / 3, offersAccepted: 3, medianFirstResponseSeconds: 1800, medianTimeToSaleSeconds: 5 * 86_400 },
    { associateId: '', name: 'Unassigned', inquiries: 3, sold: 0, conversion: 0, offersAccepted: 0, medianFirstResponseSeconds: null, medianTimeToSaleSeconds: null },
  ],
  medianMethod: 'Medians from log-scale histograms.',
};
const moderation = [route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, []))];

test('only admins get the Team tab', () => {
  mockFetch(...moderation, route('GET', '/api/desk/leads', () => json(200, { leads: [], total: 0, page: 1, limit: 20 })));
  for (const role of ['moderator', 'associate'] as const) {
    useSessionStore.setState({ status: 'signedIn', user: { ...ADMIN, role } });
    const { unmount } = renderAdmin();
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
    unmount();
  }
});

test('the Team tab shows charts with tables beside them: stages, conversion, medians per associate', async () => {
  mockFetch(...moderation, route('GET', '/api/desk/team', () => json(200, STATS)));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(screen.getByRole('tab', { name: 'Team' }));
  const perAssociate = await screen.findByRole('table', { name: 'Per associate (12 weeks)' });
  const rows = within(perAssociate).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'AssociateInquiriesSoldInquiry to saleOffers acceptedMedian first responseMedian time to sale',
    'Ava Associate6233 %330 min5 d',
    'Unassigned300 %0––',
  ]);
  const stages = screen.getByRole('table', { name: 'Leads per stage (12 weeks)' });
  expect(within(stages).getByRole('row', { name: 'New (inquiries) 9' })).toBeTruthy();
  expect(within(stages).getByRole('row', { name: 'Sold 2' })).toBeTruthy();
  expect(screen.getAllByTestId('weekly-bars')).toHaveLength(3);
  expect(screen.getByRole('img', { name: 'Conversion from inquiry to sale, by week' })).toBeTruthy();
  expect(screen.getByText('22 %')).toBeTruthy();
  expect(screen.getByText('1 h 5 min')).toBeTruthy();
});

test('an unreadable answer or a failure shows the error with Try again', async () => {
  mockFetch(...moderation, route('GET', '/api/desk/team', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Boom' })));
  const user = userEvent.setup();
  renderAdmin();
  await user.click(screen.getByRole('tab', { name: 'Team' }));
  expect(await screen.findByText("Could not load the team's figures")).toBeTruthy();
});

test('durations read as people say them', () => {
  expect([formatDuration(null), formatDuration(42), formatDuration(3900), formatDuration(3 * 86_400 + 7200)]).toEqual(['–', '42 s', '1 h 5 min', '3 d 2 h']);
});
