import { catchFullPageNavigation } from '@rl/web-build/jest/full-page-navigation';
import { createQueryClient, theme, useSessionStore, useToastStore } from '@rl/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AdminDashboardPage } from '../src/app/routes';
import { json, mockFetch, never, route } from '@rl/web-build/jest/fetch-mock';

const assign = catchFullPageNavigation();

const show = () =>
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<AdminDashboardPage />} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );

const person = (role: 'user' | 'associate' | 'moderator' | 'admin') => ({
  id: 'u1', email: 'x@example.com', firstName: 'X', lastName: 'Y', profileImageUrl: null, role, emailVerified: true, createdAt: '', updatedAt: '',
});
const NOTICE = { title: 'Unauthorized', description: 'Admin access required. Redirecting...' };

test('signed-in non-admin: notice, then / after 500 ms, and no admin data is asked for', async () => {
  const { calls } = mockFetch();
  useSessionStore.setState({ status: 'signedIn', user: person('user') });
  show();
  expect(useToastStore.getState().toasts[0]).toMatchObject(NOTICE);
  await act(() => jest.advanceTimersByTimeAsync(500));
  expect(screen.getByText('home page')).toBeTruthy();
  expect(assign).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
});

test('signed out: notice, then /api/login after 500 ms', async () => {
  useSessionStore.setState({ status: 'signedOut', user: null });
  show();
  expect(useToastStore.getState().toasts[0]).toMatchObject(NOTICE);
  await act(() => jest.advanceTimersByTimeAsync(500));
  // back to this page afterwards, with the reason shown on the sign-in page
  expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?next=%2F[^&]*&reason=admin-only$/));
});

test('session still unknown: a loading frame, no notice, no admin data', () => {
  const { calls } = mockFetch();
  useSessionStore.setState({ status: 'unknown', user: null });
  show();
  expect(screen.getByLabelText('Loading')).toBeTruthy();
  expect(useToastStore.getState().toasts).toHaveLength(0);
  expect(calls).toEqual([]);
});

test('admin sees the Admin Dashboard', () => {
  mockFetch(route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, [])));
  useSessionStore.setState({ status: 'signedIn', user: person('admin') });
  show();
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
});

test('an associate gets the sales desk only: no moderation data is asked for', async () => {
  const { calls } = mockFetch(route('GET', '/api/desk/leads', () => json(200, { leads: [], total: 0, page: 1, limit: 20 })));
  useSessionStore.setState({ status: 'signedIn', user: person('associate') });
  show();
  expect(screen.getByRole('tab', { name: 'Sales desk' })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: /Pending Approval/ })).toBeNull();
  expect(await screen.findByText('No leads here')).toBeTruthy();
  expect(calls.every((c) => !c.path.startsWith('/api/admin/'))).toBe(true);
});

test("an associate's banner names their role: Sales Desk, Associate badge, no Administrator", async () => {
  mockFetch(route('GET', '/api/desk/leads', () => json(200, { leads: [], total: 0, page: 1, limit: 20 })));
  useSessionStore.setState({ status: 'signedIn', user: person('associate') });
  show();
  expect(screen.getByRole('heading', { level: 1, name: 'Sales Desk' })).toBeTruthy();
  expect(screen.getByText('Associate')).toBeTruthy();
  expect(screen.queryByText('Administrator')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).toBeNull();
  expect(await screen.findByText('No leads here')).toBeTruthy();
  expect(document.title).toBe('Sales Desk | Remote Listings');
});

test("a moderator's banner names their role: Listing Review, Moderator badge", () => {
  mockFetch(route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, [])));
  useSessionStore.setState({ status: 'signedIn', user: person('moderator') });
  show();
  expect(screen.getByRole('heading', { level: 1, name: 'Listing Review' })).toBeTruthy();
  expect(screen.getByText('Moderator')).toBeTruthy();
  expect(screen.queryByText('Administrator')).toBeNull();
});

test('a moderator gets the moderation screens, not the desk', () => {
  const { calls } = mockFetch(route('GET', '/api/admin/stats', never), route('GET', '/api/admin/vehicles/pending', () => json(200, [])));
  useSessionStore.setState({ status: 'signedIn', user: person('moderator') });
  show();
  expect(screen.getByRole('tab', { name: /Pending Approval/ })).toBeTruthy();
  expect(screen.queryByRole('tab', { name: 'Sales desk' })).toBeNull();
  expect(screen.queryByRole('tab', { name: 'Inquiries' })).toBeNull();
  expect(calls.every((c) => !c.path.startsWith('/api/desk/'))).toBe(true);
});
