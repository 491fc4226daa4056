import type { User } from '@rl/contracts';
import { createQueryClient, useSessionStore, useToastStore } from '@rl/web-kit';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { appRoutes } from '../../src/app/routes';
import { installFakeIntersectionObserver } from './intersection-observer';

installFakeIntersectionObserver();

export type SessionFixture = 'unknown' | 'visitor' | User;

export function setSession(session: SessionFixture): void {
  if (session === 'unknown') useSessionStore.setState({ status: 'unknown', user: null });
  else if (session === 'visitor') useSessionStore.setState({ status: 'signedOut', user: null });
  else useSessionStore.setState({ status: 'signedIn', user: session });
}

export function resetStores(): void {
  setSession('unknown');
  useToastStore.setState({ toasts: [] });
}

/** The shell's real route table and providers, in memory, starting at `path`. */
export function renderApp(path = '/', session: SessionFixture = 'visitor') {
  setSession(session);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
