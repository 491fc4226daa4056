import { API } from '@rl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, mockFetchRoutes } from '@rl/web-build/jest/fetch-mock';
import { renderApp, resetStores } from './support/render-app';

beforeEach(() => resetStores());

const TOKEN = `5x${'b'.repeat(24)}`;

test('the "car sold" mail\'s stop link: nothing is sent on opening; one click stops the suggestions', async () => {
  const fetch = mockFetchRoutes({
    [`POST ${API.stopSuggestions}`]: () => fakeResponse(200, { stopped: true }),
    'GET /api/conversations': () => fakeResponse(200, { id: 5, vehicle: null, subject: 'Hello', associateName: null, messages: [], createdAt: '2026-01-01T10:00:00.000Z' }),
  });
  const user = userEvent.setup();
  renderApp(`/conversations?token=${TOKEN}&suggestions=stop`, 'visitor');
  await user.click(await screen.findByRole('button', { name: 'Stop suggestions' }));
  await waitFor(() => expect(screen.getByText('Done: we will not send you suggestions of similar cars any more.')).toBeTruthy());
  const posts = fetch.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes(API.stopSuggestions));
  expect(posts.map(([, init]) => JSON.parse(init.body))).toEqual([{ token: TOKEN }]);
});

test('without the parameter the conversation page asks nothing', async () => {
  const fetch = mockFetchRoutes({ 'GET /api/conversations': () => fakeResponse(200, { id: 5, vehicle: null, subject: 'Hello', associateName: null, messages: [], createdAt: '2026-01-01T10:00:00.000Z' }) });
  renderApp(`/conversations?token=${TOKEN}`, 'visitor');
  await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/conversations'))).toBe(true));
  expect(screen.queryByRole('button', { name: 'Stop suggestions' })).toBeNull();
});
