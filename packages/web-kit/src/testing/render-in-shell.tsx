// Test-only (import `@rl/web-kit/testing` from tests, never from an app's src): production bundles do not carry it.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createQueryClient } from '../query/query-client';
import { theme } from '../theme/theme';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * A remote's screens as the shell mounts them: `router` (a memory router of the test's routes) inside the theme
 * and a fresh web-kit query client (spec §9). Answers testing-library's result with the router and the client.
 */
export function renderInShell(router: MemoryRouter) {
  const client = createQueryClient();
  const utils = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...utils, router, client };
}
