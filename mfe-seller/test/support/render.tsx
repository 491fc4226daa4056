import type { User } from '@rl/contracts';
import { fullPageNavigation, useSessionStore, useToastStore } from '@rl/web-kit';
import { renderInShell } from '@rl/web-kit/testing';
import { configure } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router-dom';
import { CreateListingPage, DashboardPage, EditListingPage, OfferAnswerPage, ValuePage } from '../../src/app/routes';
import { seller } from './fixtures';

// The form is a lazily loaded chunk: its first import (and transform) can take seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

export const assign = jest.fn();

/** Fresh stores for every test: signed in as the seller, no notices, full navigations recorded. */
export function resetStores(user: User | null = seller): void {
  useSessionStore.setState(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
  useToastStore.setState({ toasts: [] });
  assign.mockReset();
  fullPageNavigation.assign = assign;
  localStorage.clear();
  // spec §7: a failed spec generation is only logged; keep the test output readable
  if (jest.isMockFunction(console.warn)) return;
  const warn = console.warn;
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('[seller] spec generation failed')) return;
    warn(...args);
  });
}

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="elsewhere">
      {name} {location.pathname}
    </p>
  );
}

/** The seller's route elements in a memory router, as the shell mounts them. */
export function renderSeller(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <DashboardPage /> },
      { path: '/create-listing', element: <CreateListingPage /> },
      { path: '/edit-listing/:id', element: <EditListingPage /> },
      { path: '/offer-answer', element: <OfferAnswerPage /> },
      { path: '/sell/value', element: <ValuePage /> },
      { path: '/vehicles/:id', element: <Where name="vehicle" /> },
      { path: '*', element: <Where name="other" /> },
    ],
    { initialEntries: [path] },
  );
  return renderInShell(router);
}

/** The newest notice. */
export const lastToast = () => useToastStore.getState().toasts[0];
