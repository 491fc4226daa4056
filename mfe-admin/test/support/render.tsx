import { createQueryClient, fullPageNavigation, theme, useSessionStore, useToastStore } from '@rl/web-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AdminDashboardPage } from '../../src/app/routes';
import { ADMIN } from './fixtures';

export const assign = jest.fn();

/** Fresh stores, an admin signed in, full navigations recorded. */
export function resetStores(user: typeof ADMIN | null = ADMIN) {
  assign.mockReset();
  fullPageNavigation.assign = assign;
  useToastStore.setState({ toasts: [] });
  useSessionStore.setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
}

function VehiclePage() {
  return <p>vehicle page {useParams().id}</p>;
}

/** /admin inside the providers the shell gives its remotes (theme, the web-kit query client, a router). */
export function renderAdmin() {
  const client = createQueryClient();
  const utils = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<AdminDashboardPage />} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/search" element={<p>search page</p>} />
            <Route path="/vehicles/:id" element={<VehiclePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...utils, client };
}

export const lastToast = () => useToastStore.getState().toasts[0];
