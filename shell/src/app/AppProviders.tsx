import { GlobalStyle, ReauthDialog, Toaster, createQueryClient, theme } from '@rl/web-kit';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/** Theme, data cache and toasts for the shell and every remote mounted inside it. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
        <ReauthDialog />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
