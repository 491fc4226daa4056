import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, route, type Call } from '@rl/web-build/jest/fetch-mock';
import { inquiry } from './support/fixtures';
import { lastToast, renderAdmin, resetStores } from './support/render';

beforeEach(() => resetStores());

function platform() {
  const inbox = [
    inquiry({ id: 2, subject: 'Trade-in question', senderName: 'Sam Lee', senderEmail: 'sam@example.com', senderPhone: null, isFinancingInterest: false, isTradeInInterest: true, createdAt: '2025-03-17T09:30:00.000Z' }),
    inquiry({ id: 1, handled: true }),
  ];
  const mock = mockFetch(
    route('GET', '/api/admin/stats', () => json(200, {})),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
    route('GET', '/api/admin/inquiries', (c: Call) => {
      const list = c.query.get('handled') === 'false' ? inbox.filter((q) => !q.handled) : inbox;
      return json(200, { inquiries: list, total: list.length, page: 1, limit: 10 });
    }),
    route('PATCH', /^\/api\/admin\/inquiries\/\d+$/, (c: Call) => {
      const q = inbox.find((x) => `/api/admin/inquiries/${x.id}` === c.path)!;
      q.handled = (c.body as { handled: boolean }).handled;
      return json(200, q);
    }),
  );
  return mock;
}

async function openInbox() {
  const user = userEvent.setup();
  renderAdmin();
  await user.click(await screen.findByRole('tab', { name: 'Inquiries' }));
  return user;
}

test('the inbox: newest first, the listing linked, sender, subject, message and interest flags', async () => {
  const { requests } = platform();
  await openInbox();
  const first = within(await screen.findByTestId('inquiry-2'));
  expect(screen.getAllByTestId(/^inquiry-/).map((e) => e.dataset.testid)).toEqual(['inquiry-2', 'inquiry-1']);
  expect(first.getByRole('heading', { name: 'Trade-in question' })).toBeTruthy();
  expect(first.getByText('Sam Lee')).toBeTruthy();
  expect(first.getByRole('link', { name: 'sam@example.com' }).getAttribute('href')).toBe('mailto:sam@example.com');
  expect(first.getByText('Trade-in interest')).toBeTruthy();
  expect(first.queryByText('Financing interest')).toBeNull();
  expect(first.getByText('New')).toBeTruthy();

  const second = within(screen.getByTestId('inquiry-1'));
  expect(second.getByRole('link', { name: '2023 BMW i4 eDrive40' }).getAttribute('href')).toBe('/vehicles/5');
  expect(second.getByText('Is it still available?')).toBeTruthy();
  expect(second.getByText('Financing interest')).toBeTruthy();
  expect(second.getByRole('link', { name: '(415) 555-0101' }).getAttribute('href')).toBe('tel:4155550101');
  expect(second.getByText('Handled')).toBeTruthy();
  expect((second.getByRole('switch', { name: 'Mark handled' }) as HTMLInputElement).checked).toBe(true);
  expect(requests('GET', '/api/admin/inquiries')[0].query.toString()).toBe('page=1&limit=10');
});

test('Mark handled PATCHes {handled: true} and the inbox is refreshed', async () => {
  const { requests } = platform();
  const user = await openInbox();
  const toggle = within(await screen.findByTestId('inquiry-2')).getByRole('switch', { name: 'Mark handled' });
  expect((toggle as HTMLInputElement).checked).toBe(false);
  await user.click(toggle);
  await waitFor(() => expect(requests('PATCH', '/api/admin/inquiries/2')).toHaveLength(1));
  expect(requests('PATCH', '/api/admin/inquiries/2')[0].body).toEqual({ handled: true });
  await waitFor(() => expect((within(screen.getByTestId('inquiry-2')).getByRole('switch', { name: 'Mark handled' }) as HTMLInputElement).checked).toBe(true));
  expect(requests('GET', '/api/admin/inquiries').length).toBeGreaterThanOrEqual(2);
  // and back
  await user.click(within(screen.getByTestId('inquiry-2')).getByRole('switch', { name: 'Mark handled' }));
  await waitFor(() => expect(requests('PATCH', '/api/admin/inquiries/2')[1]?.body).toEqual({ handled: false }));
});

test('the unhandled filter asks for handled=false', async () => {
  const { requests } = platform();
  const user = await openInbox();
  await screen.findByTestId('inquiry-1');
  await user.click(screen.getByRole('switch', { name: 'Unhandled only' }));
  await waitFor(() => expect(screen.queryByTestId('inquiry-1')).toBeNull());
  expect(screen.getByTestId('inquiry-2')).toBeTruthy();
  expect(requests('GET', '/api/admin/inquiries').at(-1)!.query.get('handled')).toBe('false');
  // marking the last one handled empties the filtered inbox
  await user.click(within(screen.getByTestId('inquiry-2')).getByRole('switch', { name: 'Mark handled' }));
  expect(await screen.findByText('No unhandled inquiries')).toBeTruthy();
});

test('a failed update says so', async () => {
  const { use } = platform();
  use(route('PATCH', '/api/admin/inquiries/2', () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' })));
  const user = await openInbox();
  await user.click(within(await screen.findByTestId('inquiry-2')).getByRole('switch', { name: 'Mark handled' }));
  await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Error', description: 'Failed to update the inquiry', variant: 'destructive' }));
});

test('an empty inbox says so', async () => {
  mockFetch(
    route('GET', '/api/admin/stats', () => json(200, {})),
    route('GET', '/api/admin/vehicles/pending', () => json(200, [])),
    route('GET', '/api/admin/inquiries', () => json(200, { inquiries: [], total: 0, page: 1, limit: 10 })),
  );
  await openInbox();
  expect(await screen.findByText('No inquiries yet')).toBeTruthy();
});
