import { fullPageNavigation, useSessionStore, useToastStore } from '@rl/web-kit';
import { renderInShell } from '@rl/web-kit/testing';
import { createMemoryRouter, useParams } from 'react-router-dom';
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
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminDashboardPage /> },
      { path: '/', element: <p>home page</p> },
      { path: '/search', element: <p>search page</p> },
      { path: '/vehicles/:id', element: <VehiclePage /> },
    ],
    { initialEntries: ['/admin'] },
  );
  return renderInShell(router);
}

export const lastToast = () => useToastStore.getState().toasts[0];
