import { catchFullPageNavigation } from '@rl/web-build/jest/full-page-navigation';
import { createQueryClient, theme, useSessionStore, useToastStore } from '@rl/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { CreateListingPage, DashboardPage, EditListingPage } from '../src/app/routes';

const assign = catchFullPageNavigation();

const show = (Page: ComponentType) =>
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );

const signedInUser = {
  id: 'u1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Carter', profileImageUrl: null,
  role: 'user' as const, emailVerified: true, createdAt: '', updatedAt: '',
};

test('dashboard, signed out: "Unauthorized" / "You are logged out. Logging in again...", then /api/login after 500 ms', async () => {
  useSessionStore.setState({ status: 'signedOut', user: null });
  show(DashboardPage);
  expect(useToastStore.getState().toasts[0]).toMatchObject({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
  });
  expect(screen.queryByRole('heading', { name: 'Seller Dashboard' })).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(500));
  // back to this page afterwards, with the reason shown on the sign-in page
  expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?next=%2F[^&]*&reason=signed-out$/));
});

test.each([
  ['create', CreateListingPage],
  ['edit', EditListingPage],
])('listing form (%s), signed out: notice of spec §8 and /api/login after 500 ms', async (_name, Page) => {
  useSessionStore.setState({ status: 'signedOut', user: null });
  show(Page);
  expect(useToastStore.getState().toasts[0]).toMatchObject({
    title: 'Unauthorized',
    description: 'You need to be logged in to create a listing',
    variant: 'destructive',
  });
  await act(() => jest.advanceTimersByTimeAsync(500));
  // back to this page afterwards, with the reason shown on the sign-in page
  expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?next=%2F[^&]*&reason=signed-out$/));
});

test('while the session loads, a skeleton shows and nobody is redirected', async () => {
  useSessionStore.setState({ status: 'unknown', user: null });
  show(DashboardPage);
  expect(screen.getByLabelText('Loading')).toBeTruthy();
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(assign).not.toHaveBeenCalled();
});

test('a signed-in user sees the dashboard', () => {
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
  useSessionStore.setState({ status: 'signedIn', user: signedInUser });
  show(DashboardPage);
  expect(screen.getByRole('heading', { level: 1, name: 'Seller Dashboard' })).toBeTruthy();
  expect(useToastStore.getState().toasts).toHaveLength(0);
});
